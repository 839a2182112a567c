import { describe, expect, it } from 'vitest';
import { makeSession, visitorSession } from '@/testing/sessions';
import { selectedSidebarKey, sidebarGroupsFor } from './sidebar-groups';

const groupKeys = (groups: ReturnType<typeof sidebarGroupsFor>) => groups.map((group) => group.key);
const labelsOf = (groups: ReturnType<typeof sidebarGroupsFor>, key: string) =>
  groups.find((group) => group.key === key)?.items.map((item) => item.label);

describe('sidebarGroupsFor', () => {
  it('shows a visitor only the navigation group', () => {
    const groups = sidebarGroupsFor(visitorSession);
    expect(groupKeys(groups)).toEqual(['navigation']);
    expect(labelsOf(groups, 'navigation')).toEqual(['Startseite', 'Produktkatalog']);
  });

  it('shows the same while the session is still being restored', () => {
    expect(groupKeys(sidebarGroupsFor({ status: 'restoring' }))).toEqual(['navigation']);
  });

  it('keeps the dealer area from a dealer whose review is pending, but leads them to the profile (documents)', () => {
    const groups = sidebarGroupsFor(makeSession({ dealerStatus: 'pending' }));
    expect(groupKeys(groups)).toEqual(['navigation']);
    expect(labelsOf(groups, 'navigation')).toEqual(['Startseite', 'Produktkatalog', 'Profil']);
  });

  it('keeps the dealer area from a rejected dealer, who finds the reason on the profile', () => {
    const groups = sidebarGroupsFor(makeSession({ dealerStatus: 'rejected' }));
    expect(groupKeys(groups)).toEqual(['navigation']);
    expect(labelsOf(groups, 'navigation')).toEqual(['Startseite', 'Produktkatalog', 'Profil']);
  });

  it('gives an approved dealer the dealer area with the cart and unread-news badges', () => {
    const groups = sidebarGroupsFor(makeSession({ dealerStatus: 'approved' }));
    expect(groupKeys(groups)).toEqual(['navigation', 'dealer']);
    expect(labelsOf(groups, 'dealer')).toEqual(['News', 'Schnellbestellung', 'Warenkorb', 'Bestellungen', 'Rechnungen', 'Firma', 'Profil']);
    const cart = groups[1]?.items.find((item) => item.to === '/cart');
    expect(cart?.badge).toBe('cart-count');
    expect(groups[1]?.items.find((item) => item.to === '/news')?.badge).toBe('news-unread');
  });

  it('shows the company screen to owners only, and no cart or quick order to a viewer', () => {
    expect(labelsOf(sidebarGroupsFor(makeSession({ dealerStatus: 'approved', companyRole: 'buyer' })), 'dealer')).toEqual([
      'News',
      'Schnellbestellung',
      'Warenkorb',
      'Bestellungen',
      'Rechnungen',
      'Profil',
    ]);
    expect(labelsOf(sidebarGroupsFor(makeSession({ dealerStatus: 'approved', companyRole: 'viewer' })), 'dealer')).toEqual(['News', 'Bestellungen', 'Rechnungen', 'Profil']);
  });

  it('gives an admin the administration group including the job queues', () => {
    const groups = sidebarGroupsFor(makeSession({ roles: ['admin'] }));
    expect(groupKeys(groups)).toEqual(['navigation', 'administration']);
    expect(labelsOf(groups, 'administration')).toEqual(['Dashboard', 'Produkte', 'Kategorien', 'Forderungen', 'Kontoauszüge', 'Einstellungen Forderungen', 'DATEV-Export', 'Job-Warteschlangen']);
    expect(groups[1]?.items.map((item) => item.to)).toEqual(['/admin', '/admin/products', '/admin#categories', '/admin#receivables', '/admin/kontoauszuege', '/admin/settings/receivables', '/admin/exports/datev', undefined]);
  });

  it('gives ops only the job queues, not the administration', () => {
    const groups = sidebarGroupsFor(makeSession({ roles: ['ops'] }));
    expect(groupKeys(groups)).toEqual(['navigation', 'operations']);
    expect(groups[1]?.items).toEqual([expect.objectContaining({ label: 'Job-Warteschlangen', action: 'open-job-queues' })]);
  });

  it('combines groups for an admin who is also an approved dealer', () => {
    const groups = sidebarGroupsFor(makeSession({ roles: ['dealer', 'admin'], dealerStatus: 'approved' }));
    expect(groupKeys(groups)).toEqual(['navigation', 'dealer', 'administration']);
  });
});

describe('selectedSidebarKey', () => {
  const groups = sidebarGroupsFor(makeSession({ roles: ['admin'], dealerStatus: 'approved' }));

  it('highlights the exact route', () => {
    expect(selectedSidebarKey(groups, '/products', '')).toBe('/products');
    expect(selectedSidebarKey(groups, '/', '')).toBe('/');
  });

  it('prefers the longest match and honours the categories anchor', () => {
    expect(selectedSidebarKey(groups, '/admin/products', '')).toBe('/admin/products');
    expect(selectedSidebarKey(groups, '/admin/products/import', '')).toBe('/admin/products');
    expect(selectedSidebarKey(groups, '/admin/images/migration', '')).toBe('/admin/products');
    expect(selectedSidebarKey(groups, '/admin', '#categories')).toBe('/admin#categories');
    expect(selectedSidebarKey(groups, '/admin', '')).toBe('/admin');
  });

  it('highlights nothing on pages outside the sidebar', () => {
    expect(selectedSidebarKey(groups, '/impressum', '')).toBeUndefined();
  });
});

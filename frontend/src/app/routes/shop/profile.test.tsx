import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@/lib/api/contracts';
import { dealerProfileKeys } from '@/features/dealer-profile/api/queries';
import { approvedCompanyProfile } from '@/testing/dealer-profile';
import { makeSession } from '@/testing/sessions';
import { renderWithApp } from '@/testing/render-page';
import { ProfilePage } from './profile';

// Cards with requests of their own are not what these tests look at.
vi.mock('@/features/orders/components/recent-orders-card', () => ({ RecentOrdersCard: () => null }));
vi.mock('@/features/tickets/components/own-tickets-card', () => ({ OwnTicketsCard: () => null }));
vi.mock('@/features/auth/components/mfa-settings', () => ({ MfaSettings: () => null }));

const COMPANY = approvedCompanyProfile;

function renderProfile(email: string, companyRole: CompanyRole) {
  renderWithApp(<ProfilePage />, {
    session: makeSession({ dealerStatus: 'approved', email, companyRole }),
    cache: [[dealerProfileKeys.own(), COMPANY]],
  });
}

const accountCard = () => screen.getByText('Kontostatus').closest('.ant-card') as HTMLElement;
const documentsCard = () => screen.getByText('Geschäftsdokumente').closest('.ant-card') as HTMLElement;

describe('ProfilePage', { timeout: 30_000 }, () => {
  it.each(['buyer', 'viewer'] as const)('shows a %s their own e-mail as theirs and the owner’s only as the company’s main contact', (role) => {
    renderProfile('einkauf@example.com', role);
    const card = within(accountCard());
    expect(card.getByText('Ihre E-Mail').closest('tr')!.textContent).toContain('einkauf@example.com');
    expect(card.getByText('Hauptkontakt der Firma').closest('tr')!.textContent).toContain('haendler@example.com');
    expect(card.getByText('Ihre Rolle').closest('tr')!.textContent).toContain(role === 'buyer' ? 'Einkauf' : 'Ansicht');
  });

  it('shows the owner who is the main contact one e-mail, without a second line', () => {
    renderProfile('haendler@example.com', 'owner');
    const card = within(accountCard());
    expect(card.getByText('Ihre E-Mail').closest('tr')!.textContent).toContain('haendler@example.com');
    expect(card.queryByText('Hauptkontakt der Firma')).toBeNull();
  });

  it.each(['buyer', 'viewer'] as const)('shows a %s the documents read-only with a note that an owner uploads them', (role) => {
    renderProfile('einkauf@example.com', role);
    const card = within(documentsCard());
    for (const label of ['PDF auswählen', 'Ersetzen', 'Entfernen']) expect(card.queryByText(label)).toBeNull();
    expect(card.getByText(/lädt ein Inhaber hoch/)).toBeDefined();
    expect(card.getByText('gewerbeschein.pdf')).toBeDefined();
    expect(card.getByText('Öffnen').closest('button')).not.toBeNull();
    expect(card.getAllByText('Noch nicht hochgeladen')).toHaveLength(2);
  });

  it('lets the owner upload, replace and remove', () => {
    renderProfile('haendler@example.com', 'owner');
    const card = within(documentsCard());
    expect(card.getAllByText('PDF auswählen')).toHaveLength(2);
    expect(card.getByText('Ersetzen')).toBeDefined();
    expect(card.getByLabelText('Gewerbeanmeldung entfernen')).toBeDefined();
    expect(card.queryByText(/lädt ein Inhaber hoch/)).toBeNull();
  });
});

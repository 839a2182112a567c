import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyRole, DealerStatus } from '@/lib/api/contracts';
import { dealerProfileKeys } from '@/features/dealer-profile/api/queries';
import { approvedCompanyProfile } from '@/testing/dealer-profile';
import { makeSession } from '@/testing/sessions';
import { renderWithApp } from '@/testing/render-page';
import { ApprovalBanner } from './approval-banner';

vi.mock('@/lib/api/client', () => ({ api: { GET: vi.fn(() => new Promise(() => undefined)) } }));

function renderBanner(options: { status: DealerStatus; role?: CompanyRole; documents?: number; path?: string }) {
  const documents = approvedCompanyProfile.documents.slice(0, options.documents ?? 0);
  return renderWithApp(<ApprovalBanner />, {
    session: makeSession({ dealerStatus: options.status, companyRole: options.role ?? 'owner', email: 'wartet@example.com' }),
    cache: [[dealerProfileKeys.own(), { ...approvedCompanyProfile, status: options.status, approvedAt: null, documents }]],
    path: options.path ?? '/',
  });
}

const profileLink = (label: string) => screen.getByText(label).closest('a')!.getAttribute('href');

describe('ApprovalBanner', () => {
  it('asks a pending owner without documents to upload them on the profile', () => {
    renderBanner({ status: 'pending' });
    expect(screen.getByText('Ihr Händlerkonto wird noch geprüft')).toBeDefined();
    expect(screen.getByText(/Bitte laden Sie in Ihrem Profil Ihre Geschäftsdokumente hoch/)).toBeDefined();
    expect(profileLink('Dokumente hochladen')).toBe('/profile');
  });

  it('tells a pending owner with documents that they are being checked', () => {
    renderBanner({ status: 'pending', documents: 1 });
    expect(screen.getByText(/Wir prüfen Ihre Geschäftsdokumente/)).toBeDefined();
    expect(profileLink('Zum Profil')).toBe('/profile');
  });

  it('tells a pending buyer that an owner uploads the documents', () => {
    renderBanner({ status: 'pending', role: 'buyer' });
    expect(screen.getByText(/ein Inhaber lädt sie im Profil hoch/)).toBeDefined();
  });

  it('leads a rejected dealer to the reason on the profile', () => {
    renderBanner({ status: 'rejected' });
    expect(screen.getByText('Ihr Händlerkonto wurde abgelehnt')).toBeDefined();
    expect(profileLink('Zum Profil')).toBe('/profile');
  });

  it('stays away from approved dealers and from the profile, which says it itself', () => {
    renderBanner({ status: 'approved' });
    expect(screen.queryByRole('status')).toBeNull();
    renderBanner({ status: 'pending', path: '/profile' });
    expect(screen.queryByText('Ihr Händlerkonto wird noch geprüft')).toBeNull();
  });
});

import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyRole, DealerStatus } from '@/lib/api/contracts';
import { dealerProfileKeys } from '@/features/dealer-profile/api/queries';
import { approvedCompanyProfile } from '@/testing/dealer-profile';
import { makeSession } from '@/testing/sessions';
import { renderWithApp } from '@/testing/render-page';
import { ApprovalBanner, loadApprovalNotice } from './approval-banner';

vi.mock('@/lib/api/client', () => ({ api: { GET: vi.fn(() => new Promise(() => undefined)) } }));

function renderBanner(options: { status: DealerStatus; role?: CompanyRole; documents?: number; path?: string }) {
  const documents = approvedCompanyProfile.documents.slice(0, options.documents ?? 0);
  return renderWithApp(<ApprovalBanner />, {
    session: makeSession({ dealerStatus: options.status, companyRole: options.role ?? 'owner', email: 'wartet@example.com' }),
    cache: [[dealerProfileKeys.own(), { ...approvedCompanyProfile, status: options.status, approvedAt: null, documents }]],
    path: options.path ?? '/',
  });
}

/** The notice is a lazy chunk: its text appears once that has loaded. */
const profileLink = async (label: string) => (await screen.findByText(label)).closest('a')!.getAttribute('href');

describe('ApprovalBanner', () => {
  it('asks a pending owner without documents to upload them on the profile', async () => {
    renderBanner({ status: 'pending' });
    expect(await screen.findByText('Ihr Händlerkonto wird noch geprüft')).toBeDefined();
    expect(screen.getByText(/Bitte laden Sie in Ihrem Profil Ihre Geschäftsdokumente hoch/)).toBeDefined();
    expect(await profileLink('Dokumente hochladen')).toBe('/profile');
  });

  it('tells a pending owner with documents that they are being checked', async () => {
    renderBanner({ status: 'pending', documents: 1 });
    expect(await screen.findByText(/Wir prüfen Ihre Geschäftsdokumente/)).toBeDefined();
    expect(await profileLink('Zum Profil')).toBe('/profile');
  });

  it('tells a pending buyer that an owner uploads the documents', async () => {
    renderBanner({ status: 'pending', role: 'buyer' });
    expect(await screen.findByText(/ein Inhaber lädt sie im Profil hoch/)).toBeDefined();
  });

  it('leads a rejected dealer to the reason on the profile', async () => {
    renderBanner({ status: 'rejected' });
    expect(await screen.findByText('Ihr Händlerkonto wurde abgelehnt')).toBeDefined();
    expect(await profileLink('Zum Profil')).toBe('/profile');
  });

  it('stays away from approved dealers and from the profile, which says it itself', async () => {
    renderBanner({ status: 'approved' });
    renderBanner({ status: 'pending', path: '/profile' });
    // Once the lazy notice has loaded, nothing is waiting to appear.
    await act(() => loadApprovalNotice());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Ihr Händlerkonto wird noch geprüft')).toBeNull();
  });
});

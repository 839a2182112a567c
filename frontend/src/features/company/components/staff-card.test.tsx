import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/client';
import { makeSession } from '@/testing/sessions';
import { renderWithApp } from '@/testing/render-page';
import { companyKeys, type StaffMember } from '../api/queries';
import { StaffCard } from './staff-card';

/** Waits as long as a busy machine needs (the whole suite runs in parallel). */
const SLOW = { timeout: 10_000 };

vi.mock('@/lib/api/client', () => ({ api: { GET: vi.fn(), POST: vi.fn(), PATCH: vi.fn(), DELETE: vi.fn() } }));

const person = (id: string, email: string, extra: Partial<StaffMember> = {}): StaffMember => ({
  id,
  userId: `user-${id}`,
  email,
  role: 'owner',
  orderLimit: null,
  monthlyBudget: null,
  status: 'active',
  joinedAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: null,
  isSelf: false,
  ...extra,
});

const SELF = person('self', 'haendler@example.com', { isSelf: true });
const BUYER = person('buyer', 'einkauf@example.com', { role: 'buyer', orderLimit: '500.00' });

const renderStaff = (staff: StaffMember[]) =>
  renderWithApp(<StaffCard />, { session: makeSession({ dealerStatus: 'approved', email: SELF.email }), cache: [[companyKeys.staff(), staff]] });

/** The list row of one person (antd's List.Item). */
const row = (email: string) => screen.getByText(email).closest('.ant-list-item') as HTMLElement;
const openPopups = () => Array.from(document.querySelectorAll('.ant-popover')).filter((popup) => !popup.classList.contains('ant-popover-hidden'));

describe('StaffCard', { timeout: 30_000 }, () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  beforeEach(() => {
    rejections.length = 0;
    process.on('unhandledRejection', onRejection);
  });
  afterEach(() => {
    process.off('unhandledRejection', onRejection);
  });

  it('offers no removal of the only owner who can act, and says why', () => {
    // An owner whose invite is still open does not count: the server would refuse removing SELF all the same.
    renderStaff([SELF, BUYER, person('invited', 'neu@example.com', { status: 'invited' }), person('locked', 'alt@example.com', { status: 'locked' })]);
    expect(within(row(SELF.email)).queryByText('Entfernen')).toBeNull();
    expect(within(row(SELF.email)).getByText('Letzter Inhaber')).toBeDefined();
    expect(within(row(BUYER.email)).getByText('Entfernen')).toBeDefined();
    expect(within(row('neu@example.com')).getByText('Zurückziehen')).toBeDefined();
    expect(within(row('alt@example.com')).getByText('Entfernen')).toBeDefined();
  });

  it('offers it when a second owner can act', () => {
    renderStaff([SELF, person('other', 'inhaberin@example.com')]);
    expect(within(row(SELF.email)).getByText('Entfernen')).toBeDefined();
    expect(within(row('inhaberin@example.com')).getByText('Entfernen')).toBeDefined();
  });

  it('shows a refusal as a notification with the server’s message, closes the popup and leaves no unhandled rejection', async () => {
    const message = 'Eine Firma braucht mindestens einen Inhaber. Ernennen Sie zuerst eine andere Person zum Inhaber.';
    vi.mocked(api.DELETE).mockResolvedValue({
      error: { statusCode: 409, code: 'LAST_OWNER', message },
      response: new Response(null, { status: 409 }),
    } as never);
    // The other owner was locked meanwhile: the list still shows two, the server refuses.
    renderStaff([SELF, person('other', 'inhaberin@example.com')]);

    fireEvent.click(within(row(SELF.email)).getByText('Entfernen'));
    const popup = await screen.findByText(`${SELF.email} entfernen?`, {}, SLOW);
    fireEvent.click(within(popup.closest('.ant-popover') as HTMLElement).getByText('Entfernen'));

    expect(await screen.findByText(message, {}, SLOW)).toBeDefined();
    expect(screen.getByText('Nicht entfernt')).toBeDefined();
    await waitFor(() => expect(openPopups()).toHaveLength(0), SLOW);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rejections).toEqual([]);
    expect(api.DELETE).toHaveBeenCalledWith('/api/company/staff/{id}', { params: { path: { id: 'self' } } });
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/client';
import { renderWithApp } from '@/testing/render-page';
import { makeSession } from '@/testing/sessions';
import { type DuplicatePayment, orderDuplicatePaymentsQueryOptions } from '../api/duplicate-payments';
import { OrderDuplicatePayments } from './duplicate-payments';

vi.mock('@/lib/api/client', () => ({ api: { GET: vi.fn(), POST: vi.fn() } }));

const open: DuplicatePayment = {
  id: 'd-1',
  orderId: 'o-1',
  orderNumber: 'B-2026-000042',
  sessionId: 'cs_test_zweiter_tab',
  paidWithSessionId: 'cs_test_erster_tab',
  amount: '124.74',
  currency: 'eur',
  receivedAt: '2026-03-02T09:15:00Z',
  refundedAt: null,
  refundedBy: null,
  stripeRefundId: null,
  refundFailure: null,
};
const text = () => (document.body.textContent ?? '').replace(/\u00a0/g, ' ');
const answer = (status: number, body: unknown) =>
  Promise.resolve(status < 400 ? { data: body, error: undefined, response: new Response(null, { status }) } : { data: undefined, error: body, response: new Response(null, { status }) });
const render = (items: DuplicatePayment[]) =>
  renderWithApp(<OrderDuplicatePayments orderId="o-1" />, { session: makeSession({ roles: ['admin'] }), cache: [[orderDuplicatePaymentsQueryOptions('o-1').queryKey, items]] });

describe('OrderDuplicatePayments: second card money of an order', () => {
  beforeEach(() => {
    vi.mocked(api.POST).mockReset();
    vi.mocked(api.GET).mockReset();
  });

  it('offers the refund through Stripe beside the note, naming the amount, and refunds on confirmation', async () => {
    const refunded = { ...open, refundedAt: '2026-03-02T10:00:00Z', refundedBy: 'anna@example.com', stripeRefundId: 're_1' };
    vi.mocked(api.POST).mockImplementation((() =>
      answer(200, { duplicate: refunded, refund: { id: 're_1', amount: '124.74', currency: 'eur', status: 'succeeded', alreadyRefunded: false } })) as never);
    vi.mocked(api.GET).mockImplementation((() => answer(200, [refunded])) as never);
    render([open]);
    expect(screen.getByRole('button', { name: 'Als erstattet vermerken' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Über Stripe erstatten' }));
    await waitFor(() => expect(text()).toContain('124,74 € über Stripe erstatten?'));
    expect(text()).toContain('Das zweite Geld zu B-2026-000042 geht an die Karte zurück; die Bestellung bleibt bezahlt.');
    fireEvent.click(screen.getByRole('button', { name: 'Ja, erstatten' }));

    await waitFor(() => expect(text()).toContain('Doppelte Zahlung zu B-2026-000042 über Stripe erstattet'));
    expect(vi.mocked(api.POST).mock.calls).toEqual([['/api/admin/card-payments/duplicates/{id}/refund', { params: { path: { id: 'd-1' } } }]]);
    await waitFor(() => expect(text()).toMatch(/über Stripe erstattet \d{2}\.\d{2}\.2026.* von anna@example\.com/));
    expect(screen.queryByRole('button', { name: 'Über Stripe erstatten' })).toBeNull();
  }, 30_000);

  it("shows who was first when another administrator refunded it meanwhile (the server's 409)", async () => {
    const message = 'Diese Zahlung ist schon über Stripe erstattet (am 02.03.2026 von ben@example.com).';
    vi.mocked(api.POST).mockImplementation((() => answer(409, { statusCode: 409, code: 'DUPLICATE_PAYMENT_ALREADY_REFUNDED', message, correlationId: 'c' })) as never);
    vi.mocked(api.GET).mockImplementation((() => answer(200, [open])) as never);
    render([open]);
    const line = screen.getByText('cs_test_zweiter_tab').closest('li')!;
    fireEvent.click(within(line as HTMLElement).getByRole('button', { name: 'Über Stripe erstatten' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, erstatten' }));
    await waitFor(() => expect(text()).toContain(`Die Erstattung über Stripe hat nicht geklappt. ${message}`));
  }, 30_000);

  it('tells a refund through Stripe from one only noted', () => {
    render([
      { ...open, refundedAt: '2026-03-02T10:00:00Z', refundedBy: 'anna@example.com', stripeRefundId: 're_1' },
      { ...open, id: 'd-2', sessionId: 'cs_test_dritter_tab', refundedAt: '2026-03-02T11:00:00Z', refundedBy: 'ben@example.com' },
    ]);
    expect(text()).toMatch(/über Stripe erstattet .* von anna@example\.com/);
    expect(text()).toMatch(/erstattet vermerkt .* von ben@example\.com/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names a refund Stripe reported as failed and offers the refund again', () => {
    render([
      {
        ...open,
        refundFailure: { refundId: 're_gescheitert', failedAt: '2026-03-05T08:30:00Z', reason: 'expired_or_canceled_card', reasonText: 'Die Karte ist abgelaufen oder gekündigt.' },
      },
    ]);
    expect(text()).toContain('Erstattung fehlgeschlagen – bitte prüfen');
    expect(text()).toContain('Die Karte ist abgelaufen oder gekündigt.');
    expect(screen.getByRole('button', { name: 'Über Stripe erstatten' })).toBeTruthy();
  });
});

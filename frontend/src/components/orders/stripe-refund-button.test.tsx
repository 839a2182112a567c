import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/client';
import { renderWithApp } from '@/testing/render-page';
import { makeSession } from '@/testing/sessions';
import { StripeRefundButton } from './stripe-refund-button';

vi.mock('@/lib/api/client', () => ({ api: { GET: vi.fn(), POST: vi.fn() } }));

const order = {
  id: 'o-1',
  orderNumber: 'B-2026-000042',
  totalAmount: '124.74',
  refundableAtProvider: true,
  dealer: { userId: 'u-1', companyId: 'c-1', companyName: 'Radladen Nord GmbH', email: 'nord@example.de' },
  refundFailure: null,
};
const failure = { refundId: 're_gescheitert', failedAt: '2026-03-05T08:30:00Z', reason: 'declined', reasonText: 'Die Bank des Karteninhabers hat die Erstattung abgelehnt.' };
const text = () => (document.body.textContent ?? '').replace(/\u00a0/g, ' ');
const answer = (status: number, body: unknown) =>
  Promise.resolve(status < 400 ? { data: body, error: undefined, response: new Response(null, { status }) } : { data: undefined, error: body, response: new Response(null, { status }) });

describe('StripeRefundButton', () => {
  beforeEach(() => vi.mocked(api.POST).mockReset());

  it('is not offered where the server does not allow a refund through Stripe', () => {
    renderWithApp(<StripeRefundButton order={{ ...order, refundableAtProvider: false }} />, { session: makeSession({ roles: ['admin'] }) });
    expect(screen.queryByRole('button', { name: 'Über Stripe erstatten' })).toBeNull();
  });

  it('names a refund Stripe reported as failed beside the button, the reason and date on hover', async () => {
    renderWithApp(<StripeRefundButton order={{ ...order, refundFailure: failure }} />, { session: makeSession({ roles: ['admin'] }) });
    expect(screen.getByRole('button', { name: 'Über Stripe erstatten' })).toBeTruthy();
    const tag = screen.getByText('Erstattung fehlgeschlagen – bitte prüfen');
    fireEvent.mouseEnter(tag);
    await waitFor(() => expect(text()).toMatch(/Die Bank des Karteninhabers hat die Erstattung abgelehnt\. Stripe meldete das am 05\.03\.2026, \d{2}:30 \(Erstattung re_gescheitert\)/));
  }, 30_000);

  it('names the amount before refunding, then says what Stripe did', async () => {
    vi.mocked(api.POST).mockImplementation((() =>
      answer(200, { order: { ...order, paymentStatus: 'refunded' }, refund: { id: 're_1', amount: '124.74', currency: 'eur', status: 'succeeded', alreadyRefunded: false } })) as never);
    renderWithApp(<StripeRefundButton order={order} />, { session: makeSession({ roles: ['admin'] }) });
    fireEvent.click(screen.getByRole('button', { name: 'Über Stripe erstatten' }));
    await waitFor(() => expect(text()).toContain('124,74 € über Stripe erstatten?'));
    expect(text()).toContain('Das Geld der Bestellung B-2026-000042 geht an die Karte von Radladen Nord GmbH zurück; der Zahlungsstatus wird „Erstattet“.');
    expect(api.POST).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Ja, erstatten' }));
    await waitFor(() => expect(text()).toContain('B-2026-000042 über Stripe erstattet'));
    expect(text()).toContain('124,74 € gehen an die Karte zurück.');
    expect(vi.mocked(api.POST).mock.calls).toEqual([['/api/admin/orders/{id}/payment/refund', { params: { path: { id: 'o-1' } } }]]);
  }, 30_000);

  it("shows the server's German reason when Stripe cannot be reached", async () => {
    const message = 'Stripe ist gerade nicht erreichbar; hier wurde nichts geändert. Bitte versuchen Sie es in einigen Minuten erneut – doppelt erstattet wird dabei nicht.';
    vi.mocked(api.POST).mockImplementation((() => answer(503, { statusCode: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE', message, correlationId: 'c' })) as never);
    renderWithApp(<StripeRefundButton order={order} />, { session: makeSession({ roles: ['admin'] }) });
    fireEvent.click(screen.getByRole('button', { name: 'Über Stripe erstatten' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, erstatten' }));
    await waitFor(() => expect(text()).toContain(`Die Erstattung über Stripe hat nicht geklappt. ${message}`));
  }, 30_000);
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderQueryOptions } from '@/features/orders/api/queries';
import { dealerSession, makeOrder, ORDER_ID, renderOrderPage } from '@/features/orders/testing/order-fixtures';
import type { Session } from '@/lib/session/session';
import { OrderDetailPage } from './order-detail';

// antd's dialogs render slowly in jsdom, the more so while other suites run beside this one
vi.setConfig({ testTimeout: 20_000 });

type Order = ReturnType<typeof makeOrder>;

const WAITING = makeOrder({ status: 'awaiting_approval', paymentMethod: 'stripe', placedByEmail: 'einkauf@example.com' });
const REJECTED = makeOrder({ status: 'cancelled', rejectionReason: 'Bitte erst im Januar mit dem Vororderrabatt bestellen.' });

/** /orders/:id with the order as the API answers it. */
const openOrderPage = (order: Order, session: Session) =>
  renderOrderPage(<OrderDetailPage />, { session, route: '/orders/:orderId', path: `/orders/${order.id}`, data: [[orderQueryOptions(order.id).queryKey, order]] });

const text = () => document.body.textContent ?? '';

describe('/orders/:id', () => {
  it('lets an owner approve an order that waits, with the same endpoint as the approval box', async () => {
    const { post } = openOrderPage(WAITING, dealerSession('owner'));
    expect(screen.getByText('Diese Bestellung wartet auf Ihre Freigabe')).toBeDefined();
    expect(screen.getByTestId('order-state-notice').textContent).toContain('Bestellt von einkauf@example.com');
    fireEvent.click(screen.getByLabelText('B-2026-000011 freigeben'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/orders/{id}/approve', { params: { path: { id: ORDER_ID } } }));
  });

  it('lets an owner reject it with a reason, asked for in a dialog', async () => {
    const { post } = openOrderPage(WAITING, dealerSession('owner'));
    fireEvent.click(screen.getByLabelText('B-2026-000011 ablehnen'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Grund (der Einkäufer liest ihn)'), { target: { value: 'Bitte im Januar bestellen.' } });
    fireEvent.click(within(dialog).getByText('Ablehnen').closest('button')!);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/orders/{id}/reject', { params: { path: { id: ORDER_ID } }, body: { reason: 'Bitte im Januar bestellen.' } }),
    );
  });

  it('shows a buyer that the order waits, without the owner’s buttons and without a delivery date yet', () => {
    openOrderPage(WAITING, dealerSession('buyer', 'einkauf@example.com'));
    expect(screen.getByText('Diese Bestellung wartet auf die Freigabe durch den Inhaber Ihrer Firma')).toBeDefined();
    expect(screen.queryByText('Freigeben')).toBeNull();
    expect(screen.queryByText('Ablehnen')).toBeNull();
    expect(text()).toContain('Geplante Lieferungnach der Freigabe');
    expect(text()).not.toContain('02.12.2026');
  });

  it('names who placed the order', () => {
    openOrderPage(makeOrder(), dealerSession('owner'));
    expect(text()).toContain('Bestellt voneinkauf@example.com');
  });

  it("shows a rejected order's reason and promises neither payment, invoice nor delivery", () => {
    openOrderPage(REJECTED, dealerSession('buyer', 'einkauf@example.com'));
    const notice = screen.getByTestId('order-state-notice');
    expect(notice.textContent).toContain('Vom Inhaber nicht freigegeben');
    expect(notice.textContent).toContain('Bitte erst im Januar mit dem Vororderrabatt bestellen.');
    expect(text()).not.toContain('Zahlung: Ausstehend');
    expect(text()).toContain('Zahlung: entfällt');
    expect(text()).not.toContain('Sie erhalten die Rechnung mit dem Versand');
    expect(text()).not.toContain('Geplante Lieferung');
    expect(text()).not.toContain('erscheint hier, sobald');
    expect(text()).toContain('Die Bestellung wurde nicht freigegeben, daher gibt es keine Rechnung.');
  });

  it('asks a cancelled prepayment order for no transfer', () => {
    const instructions = {
      accountHolder: 'Radwerk Großhandel GmbH',
      bankName: 'Sparkasse Bremen',
      iban: 'DE02 2905 0101 0001 2345 67',
      bic: 'SBREDE22XXX',
      reference: 'B-2026-000011',
      amount: '626.54',
    };
    openOrderPage(makeOrder({ status: 'cancelled', paymentMethod: 'prepayment', paymentInstructions: instructions }), dealerSession('owner'));
    expect(text()).toContain('Diese Bestellung wurde storniert.');
    expect(text()).not.toContain('Bitte überweisen Sie');
    expect(text()).toContain('es wird nichts geliefert oder berechnet');
  });

  it('shows a viewer neither "Erneut bestellen" nor "Jetzt bezahlen", whatever the order says', () => {
    openOrderPage(makeOrder({ paymentMethod: 'stripe', canPay: true }), dealerSession('viewer'));
    expect(screen.queryByText('Erneut bestellen')).toBeNull();
    expect(screen.queryByText('Jetzt bezahlen')).toBeNull();
    expect(text()).not.toContain('Die Kartenzahlung ist noch offen');
  });
});

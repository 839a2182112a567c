import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderKeys, orderQueryOptions } from '@/features/orders/api/queries';
import { dealerSession, makeOrder, ORDER_ID, renderOrderPage } from '@/features/orders/testing/order-fixtures';
import { OrderConfirmationPage } from './order-confirmation';
import { PaymentSuccessPage } from './payment-success';

// antd's table and dialogs render slowly in jsdom, the more so while other suites run beside this one
vi.setConfig({ testTimeout: 20_000 });

const BUYER = dealerSession('buyer', 'einkauf@example.com');

function openConfirmation(order: ReturnType<typeof makeOrder>, session = BUYER) {
  return renderOrderPage(<OrderConfirmationPage />, {
    session,
    route: '/order-confirmation/:orderId',
    path: `/order-confirmation/${ORDER_ID}`,
    data: [[orderQueryOptions(ORDER_ID).queryKey, order]],
  });
}

describe('the thank-you page after ordering', () => {
  it('thanks the person who placed an order that waits for approval', async () => {
    openConfirmation(makeOrder({ status: 'awaiting_approval' }));
    expect(await screen.findByText('Vielen Dank für Ihre Bestellung')).toBeDefined();
    expect(document.body.textContent).toContain('wartet auf die Freigabe durch den Inhaber');
  });

  it('neither thanks for nor confirms a rejected order: it opens the order page', async () => {
    const { router } = openConfirmation(makeOrder({ status: 'cancelled', rejectionReason: 'Bitte erst im Januar bestellen.' }));
    expect(await screen.findByTestId('detail-page')).toBeDefined();
    expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`);
    expect(screen.queryByText('Vielen Dank für Ihre Bestellung')).toBeNull();
    expect(document.body.textContent).not.toContain('Eine Bestätigung haben wir Ihnen per E-Mail geschickt');
  });

  it('opens the order page for a cancelled order', async () => {
    const { router } = openConfirmation(makeOrder({ status: 'cancelled' }));
    await screen.findByTestId('detail-page');
    expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`);
  });

  it('opens the order page for someone who did not place the order (the owner of a buyer’s order)', async () => {
    const { router } = openConfirmation(makeOrder({ status: 'awaiting_approval' }), dealerSession('owner', 'haendler@example.com'));
    await screen.findByTestId('detail-page');
    expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`);
  });
});

describe('the page after a card payment', () => {
  it('links "ansehen" to the order page', async () => {
    const order = makeOrder({ paymentMethod: 'stripe', paymentStatus: 'completed' });
    renderOrderPage(<PaymentSuccessPage />, {
      session: BUYER,
      route: '/payment-success',
      path: `/payment-success?order_id=${ORDER_ID}`,
      data: [[orderKeys.payment(ORDER_ID, null), order]],
    });
    const link = await screen.findByRole('link', { name: /Bestellung B-2026-000011 ansehen/ });
    expect(link.getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
  });

  it('offers "Jetzt bezahlen" after a failed payment only to whom the server lets pay', async () => {
    const order = makeOrder({ paymentMethod: 'stripe', paymentStatus: 'failed', canPay: true });
    renderOrderPage(<PaymentSuccessPage />, {
      session: dealerSession('viewer'),
      route: '/payment-success',
      path: `/payment-success?order_id=${ORDER_ID}`,
      data: [[orderKeys.payment(ORDER_ID, null), order]],
    });
    expect(await screen.findByText('Die Zahlung ist nicht abgeschlossen')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Jetzt bezahlen/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Bestellung B-2026-000011 ansehen/ })).toBeDefined();
  });
});

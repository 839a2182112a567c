import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { awaitingApprovalQueryOptions } from '../api/queries';
import { dealerSession, makeOrder, ORDER_ID, renderOrderPage } from '../testing/order-fixtures';
import { ApprovalQueue } from './approval-queue';
import { OrderCards } from './order-cards';
import { OrderView } from './order-view';
import { OrdersTable } from './orders-table';

// antd's table renders slowly in jsdom, the more so while other suites run beside this one
vi.setConfig({ testTimeout: 20_000 });

const WAITING = makeOrder({ status: 'awaiting_approval', paymentMethod: 'stripe', placedByEmail: 'einkauf@example.com' });
const REJECTED = makeOrder({ status: 'cancelled', rejectionReason: 'Bitte erst im Januar mit dem Vororderrabatt bestellen.' });

const text = () => document.body.textContent ?? '';

/** The order number's link (role queries are slow on antd's table in jsdom). */
const numberLink = (container: HTMLElement, orderNumber: string) => within(container).getByText(orderNumber, { selector: 'a' });

describe("the owner's approval box on /orders", () => {
  it('links the order number to the order page, keeps it on one line and names who placed it', async () => {
    const page = { items: [WAITING], total: 1, page: 1, pageSize: 50 };
    renderOrderPage(<ApprovalQueue />, { session: dealerSession('owner'), data: [[awaitingApprovalQueryOptions().queryKey, page]] });
    const box = await screen.findByTestId('approval-queue');
    const link = numberLink(box, 'B-2026-000011');
    expect(link.getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
    expect(link.style.whiteSpace).toBe('nowrap');
    expect(box.textContent).toContain('bestellt von einkauf@example.com');
    expect(within(box).getByLabelText('B-2026-000011 freigeben')).toBeDefined();
  });
});

describe('the order view', () => {
  it('says where the invoice is once there is one, not that it comes with the delivery', () => {
    const paid = makeOrder({ status: 'delivered', invoiced: true, paymentStatus: 'completed', paidAt: '2026-12-10T09:00:00.000Z' });
    renderOrderPage(<OrderView order={paid} />, { session: dealerSession('owner') });
    expect(text()).not.toContain('Sie erhalten die Rechnung mit dem Versand');
    expect(screen.getByTestId('payment-note').textContent).toBe('Die Rechnung finden Sie auf dieser Seite unter „Rechnung“ und im Bereich „Rechnungen“.');
  });

  it('names a payment at the driver once: "Zahlung: bei Lieferung"', () => {
    renderOrderPage(<OrderView order={makeOrder({ paymentMethod: 'cash_on_delivery', paymentStatus: 'cash_on_delivery' })} />, { session: dealerSession('owner') });
    expect(text()).not.toContain('Zahlung: Zahlung beim Fahrer');
    expect(text()).toContain('Zahlung: bei Lieferung');
  });

  it('offers "Erneut bestellen" and "Jetzt bezahlen" to an owner', () => {
    renderOrderPage(<OrderView order={makeOrder({ paymentMethod: 'stripe', canPay: true })} />, { session: dealerSession('owner') });
    expect(screen.getByText('Erneut bestellen')).toBeDefined();
    expect(screen.getByText('Jetzt bezahlen')).toBeDefined();
  });

  it('offers a viewer neither, whatever the order says (the server refuses both)', () => {
    renderOrderPage(<OrderView order={makeOrder({ paymentMethod: 'stripe', canPay: true })} />, { session: dealerSession('viewer') });
    expect(screen.queryByText('Erneut bestellen')).toBeNull();
    expect(screen.queryByText('Jetzt bezahlen')).toBeNull();
    expect(text()).not.toContain('Die Kartenzahlung ist noch offen');
  });
});

describe('"Meine Bestellungen"', () => {
  const orders = [makeOrder(), makeOrder({ id: 'a4b1c2d3-0000-4000-8000-000000000002', orderNumber: 'B-2026-000002', placedByEmail: 'haendler@example.com' })];

  it('names who placed each order in the table and keeps the number on one line', () => {
    renderOrderPage(<OrdersTable orders={orders} />, { session: dealerSession('owner') });
    expect(screen.getByText('Bestellt von', { selector: 'th' })).toBeDefined();
    const rows = screen.getAllByTestId('order-row');
    expect(rows.map((row) => within(row).getByText(/@example\.com/).textContent)).toEqual(['einkauf@example.com', 'haendler@example.com']);
    expect(numberLink(rows[1], 'B-2026-000002').style.whiteSpace).toBe('nowrap');
    expect(screen.getAllByText('Erneut bestellen')).toHaveLength(2);
  });

  it('names who placed each order on the phone cards and keeps the number on one line', () => {
    renderOrderPage(<OrderCards orders={orders} />, { session: dealerSession('buyer') });
    const cards = screen.getAllByTestId('order-row');
    expect(cards[0].textContent).toContain('Bestellt voneinkauf@example.com');
    expect(numberLink(cards[1], 'B-2026-000002').style.whiteSpace).toBe('nowrap');
  });

  it('shows a viewer no "Erneut bestellen" in the table or on the cards', () => {
    renderOrderPage(
      <>
        <OrdersTable orders={orders} />
        <OrderCards orders={orders} />
      </>,
      { session: dealerSession('viewer') },
    );
    expect(screen.getAllByTestId('order-row')).toHaveLength(4);
    expect(screen.queryByText('Erneut bestellen')).toBeNull();
  });

  it('says "Zahlung: entfällt" for a cancelled order that was never paid', () => {
    renderOrderPage(<OrderCards orders={[REJECTED]} />, { session: dealerSession('owner') });
    expect(text()).toContain('Zahlung: entfällt');
    expect(text()).not.toContain('Zahlung: Ausstehend');
  });
});

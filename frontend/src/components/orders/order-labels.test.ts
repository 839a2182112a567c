import { describe, expect, it } from 'vitest';
import { dealerPaymentStatus, deliveryLabel, ORDER_STATUSES, orderStatusInfo, PAYMENT_METHODS, PAYMENT_STATUSES, paymentMethodLabel, paymentStatusInfo } from './order-labels';

describe('order labels', () => {
  it('names every order status as the admin spec does, and the approval a buyer\'s order waits for', () => {
    expect(ORDER_STATUSES.map((status) => orderStatusInfo(status).label)).toEqual(['Freigabe ausstehend', 'Ausstehend', 'In Bearbeitung', 'Versandt', 'Zugestellt', 'Storniert']);
  });

  it('names every payment status as the admin spec does, and a card payment after cancelling', () => {
    expect(PAYMENT_STATUSES.map((status) => paymentStatusInfo(status).label)).toEqual([
      'Ausstehend',
      'Bezahlt',
      'Fehlgeschlagen',
      'Erstattet',
      'Zahlung beim Fahrer',
      'Zahlung nach Stornierung – Erstattung prüfen',
      'Teilweise bezahlt',
    ]);
  });

  it("words the dealer's payment badge without repeating 'Zahlung' or naming the back office's to-do", () => {
    expect(PAYMENT_STATUSES.map((status) => `Zahlung: ${dealerPaymentStatus(status, 'pending').label}`)).toEqual([
      'Zahlung: Ausstehend',
      'Zahlung: Bezahlt',
      'Zahlung: Fehlgeschlagen',
      'Zahlung: Erstattet',
      'Zahlung: bei Lieferung',
      'Zahlung: nach Stornierung eingegangen, wird erstattet',
      'Zahlung: Teilweise bezahlt',
    ]);
  });

  it("says 'entfällt' for a cancelled order that was never paid, and what happened to money that was", () => {
    expect(['pending', 'failed', 'cash_on_delivery'].map((status) => dealerPaymentStatus(status, 'cancelled').label)).toEqual(['entfällt', 'entfällt', 'entfällt']);
    expect(dealerPaymentStatus('refunded', 'cancelled').label).toBe('Erstattet');
    expect(dealerPaymentStatus('refund_due', 'cancelled').label).toBe('nach Stornierung eingegangen, wird erstattet');
  });

  it('names the payment methods of the checkout', () => {
    expect(PAYMENT_METHODS.map(paymentMethodLabel)).toEqual(['Vorkasse', 'Zahlung beim Fahrer', 'Karte (Stripe)', 'Kauf auf Rechnung']);
  });

  it('shows an unknown value as itself instead of failing', () => {
    expect(orderStatusInfo('archived')).toEqual({ label: 'archived', color: 'default' });
    expect(paymentStatusInfo('disputed').label).toBe('disputed');
  });

  it('names the delivery with the express surcharge in German money format', () => {
    expect(deliveryLabel(false)).toBe('Standard');
    expect(deliveryLabel(true)).toBe('Express (+25,00\u00a0€ netto)');
  });
});

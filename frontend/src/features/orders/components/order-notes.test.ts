import { describe, expect, it } from 'vitest';
import { invoiceHint, paymentNote } from './order-notes';

const base = { status: 'pending', paymentStatus: 'pending', paymentMethod: 'invoice', invoiced: false, rejectionReason: null } as const;

describe('the payment line of an order', () => {
  it('promises the invoice with the delivery only while an order on account is neither invoiced nor paid', () => {
    expect(paymentNote(base)).toBe('Sie erhalten die Rechnung mit dem Versand und zahlen nach den vereinbarten Zahlungsbedingungen.');
    expect(paymentNote({ ...base, status: 'delivered', invoiced: true, paymentStatus: 'partially_paid' })).toBe(
      'Die Rechnung finden Sie auf dieser Seite unter „Rechnung“ und im Bereich „Rechnungen“. Bitte zahlen Sie nach den vereinbarten Zahlungsbedingungen.',
    );
    expect(paymentNote({ ...base, status: 'delivered', invoiced: true, paymentStatus: 'completed' })).toBe(
      'Die Rechnung finden Sie auf dieser Seite unter „Rechnung“ und im Bereich „Rechnungen“.',
    );
    expect(paymentNote({ ...base, paymentMethod: 'prepayment', status: 'shipped', invoiced: true, paymentStatus: 'completed' })).toBe(
      'Die Rechnung finden Sie auf dieser Seite unter „Rechnung“ und im Bereich „Rechnungen“.',
    );
  });

  it('asks for nothing on a cancelled or rejected order, and says what happens to money paid', () => {
    expect(paymentNote({ ...base, status: 'cancelled', rejectionReason: 'Zu teuer.' })).toBe(
      'Die Bestellung wurde nicht freigegeben und ist storniert; es wird nichts geliefert oder berechnet.',
    );
    expect(paymentNote({ ...base, status: 'cancelled' })).toBe('Die Bestellung ist storniert; es wird nichts geliefert oder berechnet.');
    expect(paymentNote({ ...base, status: 'cancelled', paymentMethod: 'stripe', paymentStatus: 'refund_due' })).toBe(
      'Die Bestellung ist storniert; bereits gezahlte Beträge erstatten wir Ihnen.',
    );
    expect(paymentNote({ ...base, status: 'cancelled', paymentMethod: 'stripe', paymentStatus: 'refunded' })).toBe(
      'Die Bestellung ist storniert; der gezahlte Betrag wurde erstattet.',
    );
  });

  it('asks for payment only after an owner approved a waiting order', () => {
    expect(paymentNote({ ...base, status: 'awaiting_approval' })).toBe('Zu zahlen ist erst nach der Freigabe durch einen Inhaber der Firma.');
  });

  it('tells to pay the driver while the delivery is ahead', () => {
    const cod = { ...base, paymentMethod: 'cash_on_delivery', paymentStatus: 'cash_on_delivery' } as const;
    expect(paymentNote(cod)).toBe('Sie bezahlen bei der Lieferung direkt beim Fahrer.');
    expect(paymentNote({ ...cod, status: 'delivered' })).toBeNull();
  });
});

describe('the invoice card without an invoice', () => {
  it('says why there will be none, or when it comes', () => {
    expect(invoiceHint({ status: 'cancelled', rejectionReason: 'Zu teuer.' })).toBe('Die Bestellung wurde nicht freigegeben, daher gibt es keine Rechnung.');
    expect(invoiceHint({ status: 'cancelled', rejectionReason: null })).toBe('Diese Bestellung wurde vor dem Versand storniert, daher gibt es keine Rechnung.');
    expect(invoiceHint({ status: 'awaiting_approval', rejectionReason: null })).toBe(
      'Die Rechnung (PDF und XRechnung) erscheint hier, sobald die Bestellung freigegeben und versandt ist.',
    );
    expect(invoiceHint({ status: 'processing', rejectionReason: null })).toBe('Die Rechnung (PDF und XRechnung) erscheint hier, sobald Ihre Bestellung versandt ist.');
  });
});

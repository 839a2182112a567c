import { PaymentMethod, PaymentStatus, OrderStatus } from '../orders/order-enums';
import { OrderForInvoice } from '../orders/order-invoicing';
import { Invoice } from './entities/invoice.entity';
import { cancellationContentOf, invoiceContentOf } from './invoice-content';
import { InvoiceKind } from './invoice-enums';

const address = { company: 'Radladen Test GmbH', contact_person: 'Erika Muster', address: 'Teststraße 1', postal_code: '28195', city: 'Bremen', phone: null };
const parties = {
  seller: { name: 'Radwerk', street: 'Am Speicherhafen 12', postalCode: '28217', city: 'Bremen', countryCode: 'DE', vatId: 'DE811569869', taxNumber: '60 145 23456', register: 'HRB 1', managingDirector: 'J. B.', email: 's@r.de', phone: '0421', bankName: 'Sparkasse', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  buyer: { company: 'Radladen Test GmbH', contactPerson: null, street: 'Teststraße 1', postalCode: '28195', city: 'Bremen', countryCode: 'DE', vatId: 'DE136695976', email: 'h@r.de' },
};

function order(overrides: Partial<OrderForInvoice> = {}): OrderForInvoice {
  return {
    id: 'o1', companyId: 'c1', userId: 'u1', orderNumber: 'B-2026-000007', orderedAt: new Date('2026-11-20T08:00:00Z'), status: OrderStatus.Shipped,
    paymentMethod: PaymentMethod.Prepayment, paymentStatus: PaymentStatus.Pending, paidAt: null, express: true, plannedDeliveryDate: '2026-11-27',
    billingAddress: address, shippingAddress: address, subtotalAmount: '53.97', discountAmount: '6.00', shippingAmount: '40.00', taxAmount: '17.85', totalAmount: '111.82',
    items: [{ sku: 'KET-11', name: 'Kette', quantity: 3, unitPrice: '17.99', basePrice: '19.99', totalPrice: '53.97', discountPercent: 10 }],
    ...overrides,
  };
}

describe('invoice content: the order to the cent, payment terms per payment method', () => {
  it('takes the amounts and lines of the order and splits express from shipping', () => {
    const content = invoiceContentOf(order(), parties, 'RE-2026-00001', '2026-11-25');
    expect(content).toMatchObject({ subtotalAmount: '53.97', discountAmount: '6.00', shippingAmount: '40.00', expressAmount: '25.00', taxAmount: '17.85', totalAmount: '111.82', vatPercent: '19.00' });
    expect(content.lines).toEqual([{ position: 1, sku: 'KET-11', name: 'Kette', quantity: 3, listPrice: '19.99', discountPercent: 10, unitPrice: '17.99', totalPrice: '53.97' }]);
    expect(invoiceContentOf(order({ shippingAmount: '25.00' }), parties, 'RE-2026-00001', '2026-11-25').expressAmount).toBe('25.00');
    expect(invoiceContentOf(order({ express: false, shippingAmount: '0.00' }), parties, 'RE-2026-00001', '2026-11-25').expressAmount).toBe('0.00');
  });

  it('dates the supply on the issue day until the planned delivery day has passed', () => {
    expect(invoiceContentOf(order(), parties, 'RE-2026-00001', '2026-11-25').deliveryDate).toBe('2026-11-25');
    expect(invoiceContentOf(order(), parties, 'RE-2026-00001', '2026-11-30').deliveryDate).toBe('2026-11-27');
  });

  it('Vorkasse unpaid: 14 days net against the order number; paid: nothing due', () => {
    const open = invoiceContentOf(order(), parties, 'RE-2026-00001', '2026-11-25');
    expect(open).toMatchObject({ paid: false, dueDate: '2026-12-09', paymentReference: 'B-2026-000007' });
    expect(open.paymentTerms).toBe('Zahlbar innerhalb von 14 Tagen ohne Abzug bis zum 09.12.2026 auf das unten genannte Konto, Verwendungszweck B-2026-000007.');
    const paid = invoiceContentOf(order({ paymentStatus: PaymentStatus.Completed, paidAt: new Date('2026-11-21T10:00:00Z') }), parties, 'RE-2026-00001', '2026-11-25');
    expect(paid).toMatchObject({ paid: true, dueDate: null });
    expect(paid.paymentTerms).toBe('Der Rechnungsbetrag von 111,82\u00a0€ wurde am 21.11.2026 per Vorkasse (Verwendungszweck B-2026-000007) bezahlt. Vielen Dank!');
  });

  it('card paid, card unpaid and payment to the driver', () => {
    const card = invoiceContentOf(order({ paymentMethod: PaymentMethod.Stripe, paymentStatus: PaymentStatus.Completed, paidAt: new Date('2026-11-20T08:05:00Z') }), parties, 'RE-2026-00002', '2026-11-25');
    expect(card.paymentTerms).toBe('Der Rechnungsbetrag von 111,82\u00a0€ wurde am 20.11.2026 per Karte bezahlt. Vielen Dank!');
    const cardOpen = invoiceContentOf(order({ paymentMethod: PaymentMethod.Stripe }), parties, 'RE-2026-00002', '2026-11-25');
    expect(cardOpen).toMatchObject({ dueDate: '2026-12-09', paymentReference: 'RE-2026-00002' });
    const driver = invoiceContentOf(order({ paymentMethod: PaymentMethod.CashOnDelivery, paymentStatus: PaymentStatus.CashOnDelivery }), parties, 'RE-2026-00003', '2026-11-25');
    expect(driver).toMatchObject({ paid: false, dueDate: '2026-11-27' });
    expect(driver.paymentTerms).toBe('Zahlung beim Fahrer: Bitte zahlen Sie 111,82\u00a0€ bei der Lieferung am 27.11.2026.');
  });

  it('mirrors an invoice in its cancellation: every amount and quantity with the opposite sign, nothing due', () => {
    const original = { ...invoiceContentOf(order(), parties, 'RE-2026-00001', '2026-11-25'), id: 'i1', number: 'RE-2026-00001', kind: InvoiceKind.Invoice } as Invoice;
    const cancellation = cancellationContentOf(original, '2026-11-26');
    expect(cancellation).toMatchObject({ subtotalAmount: '-53.97', discountAmount: '-6.00', shippingAmount: '-40.00', expressAmount: '-25.00', taxAmount: '-17.85', totalAmount: '-111.82', dueDate: null, paymentReference: 'RE-2026-00001' });
    expect(cancellation.lines[0]).toMatchObject({ quantity: -3, unitPrice: '17.99', totalPrice: '-53.97' });
    expect(cancellation.paymentTerms).toBe('Diese Stornorechnung hebt die Rechnung RE-2026-00001 vom 25.11.2026 auf. Es ist keine Zahlung mehr fällig.');
  });
});

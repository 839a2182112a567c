import { randomUUID } from 'crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { Company as Seller } from '../common/config/company';
import { NumberSequenceService } from '../common/database/number-sequence.service';
import { TransactionHost } from '../common/database/transaction-host';
import { centsFromNumeric, formatCents } from '../common/money/money';
import { orderTotals } from '../common/money/order-totals';
import { addDays, berlinDay } from '../common/money/pricing';
import { OutboxService } from '../common/outbox/outbox.service';
import { Product } from '../modules/catalogue/entities/product.entity';
import { CompanyMember } from '../modules/dealers/entities/company-member.entity';
import { Company } from '../modules/dealers/entities/company.entity';
import { DealerProfile } from '../modules/dealers/entities/dealer-profile.entity';
import { IncomingPayment, IncomingPaymentSource } from '../modules/invoices/entities/incoming-payment.entity';
import { Invoice } from '../modules/invoices/entities/invoice.entity';
import { INVOICE_SEQUENCE } from '../modules/invoices/invoice-issuing.service';
import { buyerOf, invoiceContentOf, sellerOf } from '../modules/invoices/invoice-content';
import { InvoiceKind } from '../modules/invoices/invoice-enums';
import { OrderItem } from '../modules/orders/entities/order-item.entity';
import { Order, OrderAddress } from '../modules/orders/entities/order.entity';
import { OrderStatus, PaymentMethod, PaymentStatus } from '../modules/orders/order-enums';
import { OrderForInvoice } from '../modules/orders/order-invoicing';
import { agreedTerm, berlinDaysAgo, lockDemoSeed } from './seed-support';

/** The note of the demo's orders on account, as a shop writes one; a rerun finds them by it and writes nothing. */
export const DEMO_OPEN_ITEMS_NOTE = 'Bitte an den Wareneingang der Werkstatt liefern (Hofeinfahrt, Hansen).';
/** What installations seeded before session 22 wrote: found too, so their demo is not written twice. */
const EARLIER_NOTE = 'Demo: Kauf auf Rechnung (offene Posten)';

/**
 * Three invoices bought on account on the company's terms (30 days net, 2 % Skonto within 10 days): one paid in full
 * after the Skonto days, one partly paid (not yet due), one 31 days overdue.
 */
const DEMO_INVOICES = [
  { daysAgo: 40, skus: 3, quantity: 4, paid: 'full', paidDaysAgo: 15 },
  { daysAgo: 10, skus: 2, quantity: 3, paid: '100.00', paidDaysAgo: 5 },
  { daysAgo: 61, skus: 2, quantity: 2, paid: null, paidDaysAgo: 0 },
] as const;

/**
 * Open items of the demo company (haendler@example.com) for 'Offene Posten' and 'Forderungen': it may buy on
 * account, and three delivered orders carry invoices with payments. Written once; the worker renders the PDFs.
 */
export async function seedOpenItems(dataSource: DataSource, seller: Seller, idsByEmail: Map<string, string>, now: Date): Promise<number> {
  const ownerId = idsByEmail.get('haendler@example.com');
  const adminId = idsByEmail.get('admin@example.com') ?? null;
  if (!ownerId) return 0;
  const tx = new TransactionHost(dataSource);
  const numbers = new NumberSequenceService(tx, dataSource);
  const outbox = new OutboxService(tx);
  const numberExpression = await numbers.nextExpression('order', 'B', 6, now); // before the transaction (NumberSequenceService)
  return tx.run(async () => {
    const manager = tx.manager;
    await lockDemoSeed(manager);
    const member = await manager.findOneBy(CompanyMember, { userId: ownerId });
    if (!member || (await manager.existsBy(Order, { companyId: member.companyId, notes: In([DEMO_OPEN_ITEMS_NOTE, EARLIER_NOTE]) }))) return 0;
    const company = await manager.findOneByOrFail(Company, { id: member.companyId });
    const profile = await manager.findOneByOrFail(DealerProfile, { companyId: company.id });
    const term = agreedTerm(company.paymentTermId, seller);
    if (!company.purchaseOnAccount) await manager.update(Company, { id: company.id }, { purchaseOnAccount: true, creditLimit: '10000.00' });
    const products = await manager.find(Product, { where: { isActive: true }, order: { sku: 'ASC' }, take: 7 });
    if (products.length < 7) return 0;
    let offset = 0;
    for (const demo of DEMO_INVOICES) {
      const lines = products.slice(offset, offset + demo.skus).map((product) => ({ product, quantity: demo.quantity }));
      offset += demo.skus;
      const issuedAt = berlinDaysAgo(now, demo.daysAgo);
      const order = await insertOrder(manager, numberExpression, { companyId: company.id, userId: ownerId, lines, issuedAt });
      const number = await numbers.next(INVOICE_SEQUENCE.name, INVOICE_SEQUENCE.prefix, INVOICE_SEQUENCE.digits, now);
      const parties = { seller: sellerOf(seller), buyer: buyerOf(order, profile.ustId, 'haendler@example.com') };
      const content = invoiceContentOf(order, parties, number, berlinDay(issuedAt), term);
      const total = centsFromNumeric(content.totalAmount);
      const paidCents = demo.paid === 'full' ? total : demo.paid ? centsFromNumeric(demo.paid) : 0;
      const invoice = await manager.save(
        manager.create(Invoice, { ...content, number, kind: InvoiceKind.Invoice, cancelsInvoiceId: null, paidAmount: formatCents(paidCents), skontoAmount: '0.00', settledAt: paidCents === total ? now : null }),
      );
      if (paidCents > 0) {
        await manager.insert(IncomingPayment, {
          companyId: company.id,
          invoiceId: invoice.id,
          amount: formatCents(paidCents),
          skontoAmount: '0.00',
          bookedOn: addDays(berlinDay(now), -demo.paidDaysAgo),
          reference: `Überweisung ${number}`,
          source: IncomingPaymentSource.Manual,
          recordedByUserId: adminId,
        });
        const status = paidCents === total ? PaymentStatus.Completed : PaymentStatus.PartiallyPaid;
        await manager.update(Order, { id: order.id }, { paymentStatus: status, paidAt: status === PaymentStatus.Completed ? now : null });
      }
      await outbox.add('invoices.render', { invoiceId: invoice.id }, { dedupeKey: `invoice-render-${invoice.id}` });
    }
    return DEMO_INVOICES.length;
  });
}

async function insertOrder(
  manager: EntityManager,
  numberExpression: string,
  input: { companyId: string; userId: string; lines: { product: Product; quantity: number }[]; issuedAt: Date },
): Promise<OrderForInvoice> {
  const discountPercent = 10;
  const totals = orderTotals(
    input.lines.map(({ product, quantity }) => ({ basePriceCents: centsFromNumeric(product.basePrice), quantity })),
    discountPercent,
    false,
  );
  const address: OrderAddress = { company: 'Radsport Hansen GmbH', contact_person: 'Lars Hansen', address: 'Am Wall 142', postal_code: '28195', city: 'Bremen', phone: '0421 24361800' };
  const orderedAt = new Date(input.issuedAt.getTime() - 2 * 86_400_000);
  const order = await manager.save(
    manager.create(Order, {
      companyId: input.companyId,
      placedByUserId: input.userId,
      orderNumber: `SEED-${randomUUID().slice(0, 8)}`,
      subtotalAmount: formatCents(totals.subtotalCents),
      discountAmount: formatCents(totals.discountCents),
      shippingAmount: formatCents(totals.shippingCents),
      taxAmount: formatCents(totals.taxCents),
      totalAmount: formatCents(totals.totalCents),
      express: false,
      paymentMethod: PaymentMethod.Invoice,
      paymentStatus: PaymentStatus.Pending,
      status: OrderStatus.Delivered,
      invoiced: true, // its invoice follows at once: order views then offer it, and the order cannot be deleted
      shippingAddress: address,
      billingAddress: address,
      notes: DEMO_OPEN_ITEMS_NOTE,
      plannedDeliveryDate: berlinDay(input.issuedAt),
      createdAt: orderedAt,
    }),
  );
  // an UPDATE … RETURNING answers [rows, count]
  const [[{ number }]] = await manager.query<[{ number: string }[], number]>(`UPDATE orders SET order_number = ${numberExpression} WHERE id = $1 RETURNING order_number AS number`, [order.id]);
  const items = input.lines.map(({ product, quantity }, index) => ({
    orderId: order.id,
    productId: product.id,
    quantity,
    unitPrice: formatCents(totals.lines[index].unitPriceCents),
    totalPrice: formatCents(totals.lines[index].lineTotalCents),
    basePrice: product.basePrice,
    productSnapshot: { sku: product.sku, name: product.name, discountPercent },
  }));
  await manager.insert(OrderItem, items);
  return {
    id: order.id,
    companyId: input.companyId,
    userId: input.userId,
    orderNumber: number,
    orderedAt,
    status: OrderStatus.Delivered,
    paymentMethod: PaymentMethod.Invoice,
    paymentStatus: PaymentStatus.Pending,
    paidAt: null,
    express: false,
    plannedDeliveryDate: order.plannedDeliveryDate,
    billingAddress: address,
    shippingAddress: address,
    subtotalAmount: order.subtotalAmount,
    discountAmount: order.discountAmount,
    shippingAmount: order.shippingAmount,
    taxAmount: order.taxAmount,
    totalAmount: order.totalAmount,
    items: items.map((item) => ({ sku: item.productSnapshot.sku, name: item.productSnapshot.name, quantity: item.quantity, unitPrice: item.unitPrice, basePrice: item.basePrice, totalPrice: item.totalPrice, discountPercent })),
  };
}

import { DataSource, EntityManager } from 'typeorm';
import { companyOf } from '../common/config/company';
import { parseEnvironment } from '../common/config/environment';
import { NumberSequenceService } from '../common/database/number-sequence.service';
import { TransactionHost } from '../common/database/transaction-host';
import { centsFromNumeric, formatCents, parseCents } from '../common/money/money';
import { addDays, berlinDay } from '../common/money/pricing';
import { StorageService } from '../common/storage/storage.service';
import { letterAmounts } from '../modules/accounting/dunning/dunning-plan';
import { PAY_WITHIN_DAYS } from '../modules/accounting/dunning/dunning-run.service';
import { DunningLetter } from '../modules/accounting/entities/dunning-letter.entity';
import { renderDunningLetterPdf } from '../modules/accounting/dunning/rendering/dunning-letter-pdf';
import { Invoice, InvoiceSeller } from '../modules/invoices/entities/invoice.entity';
import { INVOICE_SEQUENCE } from '../modules/invoices/invoice-issuing.service';
import { buyerOf, invoiceContentOf, sellerOf } from '../modules/invoices/invoice-content';
import { InvoiceKind } from '../modules/invoices/invoice-enums';
import { InvoiceRendererService } from '../modules/invoices/invoice-renderer.service';
import { OrderStatus, PaymentMethod, PaymentStatus } from '../modules/orders/order-enums';
import { defaultReceivablesSettings } from '../modules/settings/receivables-defaults';
import { agreedTerm, berlinDaysAgo, lockDemoSeed } from './seed-support';

const OWNER = 'haendler@example.com';
/** Bought on account 40 days ago with 30 days net: 10 days overdue, a Zahlungserinnerung (7 days) written. */
const REMINDED_DAYS_AGO = 40;
/** 38 days ago: 8 days overdue and no letter yet — the next run (or an administrator by hand) writes its reminder. */
const UNREMINDED_DAYS_AGO = 38;

/**
 * Demo for the back office's Mahnwesen: two delivered orders of the demo company on account with overdue invoices (files
 * in the bucket); the older one has its Zahlungserinnerung with PDF and mail, the newer one waits for the next run.
 * Written once: a company with a letter is left alone.
 */
export async function seedDunningDemo(dataSource: DataSource, storage: StorageService, now: Date): Promise<number> {
  const seller = sellerOf(companyOf(parseEnvironment(process.env)));
  return dataSource.transaction(async (manager) => {
    await lockDemoSeed(manager);
    const [owner] = await manager.query<Owner[]>(
      `SELECT u.id AS "userId", m.company_id AS "companyId", p.company_name AS "companyName", p.ust_id AS "ustId", c.payment_term_id AS "paymentTermId"
         FROM users u JOIN company_members m ON m.user_id = u.id JOIN dealer_profiles p ON p.company_id = m.company_id JOIN companies c ON c.id = m.company_id
        WHERE u.email = $1`,
      [OWNER],
    );
    if (!owner || (await manager.existsBy(DunningLetter, { companyId: owner.companyId }))) return 0;
    const invoice = await overdueInvoice(manager, dataSource, storage, seller, owner, now, REMINDED_DAYS_AGO, 0);
    await overdueInvoice(manager, dataSource, storage, seller, owner, now, UNREMINDED_DAYS_AGO, 2);
    const settings = defaultReceivablesSettings(companyOf(parseEnvironment(process.env)));
    const level = settings.dunningLevels[0];
    const letterDate = addDays(invoice.dueDate!, level.daysOverdue);
    const amounts = letterAmounts(settings, level, centsFromNumeric(invoice.totalAmount), invoice.dueDate!, letterDate);
    const letter = await manager.save(
      manager.create(DunningLetter, {
        invoiceId: invoice.id, companyId: owner.companyId, level: level.level, label: level.label, letterDate, openAmount: formatCents(amounts.openCents),
        interestAmount: formatCents(amounts.interestCents), interestPeriods: amounts.interestPeriods, feeAmount: formatCents(amounts.feeCents),
        totalAmount: formatCents(amounts.totalCents), payBy: addDays(letterDate, PAY_WITHIN_DAYS), pdfKey: null, sentAt: null, sendCount: 0,
      }),
    );
    const pdf = await renderDunningLetterPdf({
      letter,
      invoice: { ...invoice, dueDate: invoice.dueDate!, companyName: owner.companyName, openAmount: invoice.totalAmount, settled: false },
      earlier: [],
      bank: settings.bank,
      last: false,
      pointsAboveBase: settings.interestPointsAboveBase,
    });
    const pdfKey = `mahnungen/${invoice.id}-${level.level}.pdf`;
    await storage.putObject('invoices', pdfKey, pdf, 'application/pdf');
    await manager.update(DunningLetter, { id: letter.id }, { pdfKey, sentAt: now, sendCount: 1 });
    await manager.query(`INSERT INTO outbox_messages (job_name, payload, dedupe_key) VALUES ('mail.send', $1, $2)`, [
      JSON.stringify({ template: 'accounting.dunning-letter', params: { letterId: letter.id } }),
      `dunning-letter-mail-${letter.id}`,
    ]);
    return 1;
  });
}

type Owner = { userId: string; companyId: string; companyName: string; ustId: string; paymentTermId: string | null };

/** A delivered order of the demo company on account (30 days net), its invoice issued that day with its files in the bucket. */
async function overdueInvoice(
  manager: EntityManager,
  dataSource: DataSource,
  storage: StorageService,
  seller: InvoiceSeller,
  owner: Owner,
  now: Date,
  daysAgo: number,
  productOffset: number,
): Promise<Invoice> {
    const products = await manager.query<{ id: string; sku: string; name: string; price: string }[]>(
      `SELECT id, sku, name, base_price AS price FROM products WHERE is_active ORDER BY sku OFFSET $1 LIMIT 2`,
      [productOffset],
    );
    const orderedAt = berlinDaysAgo(now, daysAgo);
    const issueDate = berlinDay(orderedAt);
    const items = products.map((product, index) => {
      const quantity = index + 2;
      const unit = Math.round((parseCents(product.price) * 90) / 100); // the demo company's 10 % discount
      return { sku: product.sku, name: product.name, quantity, unitPrice: formatCents(unit), basePrice: product.price, totalPrice: formatCents(unit * quantity), discountPercent: 10, productId: product.id };
    });
    const subtotal = items.reduce((sum, item) => sum + centsFromNumeric(item.totalPrice), 0);
    const shipping = 1500;
    const tax = Math.round(((subtotal + shipping) * 19) / 100);
    const address = { company: owner.companyName, contact_person: 'Lars Hansen', address: 'Am Wall 142', postal_code: '28195', city: 'Bremen', phone: null };
    const numbers = new NumberSequenceService({ manager } as TransactionHost, dataSource);
    const [order] = await manager.query<{ id: string; orderNumber: string }[]>(
      `INSERT INTO orders (placed_by_user_id, company_id, order_number, subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount,
                           payment_method, payment_status, status, shipping_address, billing_address, planned_delivery_date, created_at, invoiced)
       VALUES ($1, $2, ${await numbers.nextExpression('order', 'B', 6, orderedAt)}, $3, $4, $5, $6, $7, 'invoice', 'pending', 'delivered', $8, $8, $9, $10, true)
       RETURNING id, order_number AS "orderNumber"`,
      [
        owner.userId,
        owner.companyId,
        formatCents(subtotal),
        formatCents(items.reduce((sum, item) => sum + (parseCents(item.basePrice) - parseCents(item.unitPrice)) * item.quantity, 0)),
        formatCents(shipping),
        formatCents(tax),
        formatCents(subtotal + shipping + tax),
        JSON.stringify(address),
        issueDate,
        orderedAt,
      ],
    );
    for (const item of items) {
      await manager.query(
        `INSERT INTO order_items (order_id, product_id, quantity, unit_price, total_price, base_price, product_snapshot) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [order.id, item.productId, item.quantity, item.unitPrice, item.totalPrice, item.basePrice, JSON.stringify({ sku: item.sku, name: item.name })],
      );
    }
    const number = await numbers.next(INVOICE_SEQUENCE.name, INVOICE_SEQUENCE.prefix, INVOICE_SEQUENCE.digits, orderedAt);
    const orderForInvoice = {
      id: order.id, companyId: owner.companyId, userId: owner.userId, orderNumber: order.orderNumber, orderedAt, status: OrderStatus.Delivered,
      paymentMethod: PaymentMethod.Invoice, paymentStatus: PaymentStatus.Pending, paidAt: null, express: false, plannedDeliveryDate: issueDate,
      billingAddress: address, shippingAddress: address, subtotalAmount: formatCents(subtotal), discountAmount: '0.00', shippingAmount: formatCents(shipping),
      taxAmount: formatCents(tax), totalAmount: formatCents(subtotal + shipping + tax), items,
    };
    const content = invoiceContentOf(orderForInvoice, { seller, buyer: buyerOf(orderForInvoice, owner.ustId, OWNER) }, number, issueDate, agreedTerm(owner.paymentTermId, companyOf(parseEnvironment(process.env))));
    const invoice = await manager.save(manager.create(Invoice, { ...content, number, kind: InvoiceKind.Invoice, cancelsInvoiceId: null, createdAt: orderedAt }));
    const files = await new InvoiceRendererService({ manager } as TransactionHost, storage, null as never).filesOf(invoice);
    const keys = { pdfKey: `${number}.pdf`, xmlKey: `${number}.xml` };
    await storage.putObject('invoices', keys.pdfKey, files.pdf, 'application/pdf');
    await storage.putObject('invoices', keys.xmlKey, Buffer.from(files.xrechnung, 'utf8'), 'application/xml');
    await manager.update(Invoice, { id: invoice.id }, { ...keys, renderedAt: orderedAt });
  return manager.findOneByOrFail(Invoice, { id: invoice.id });
}

import { DataSource } from 'typeorm';
import { DomainEvents } from '../../src/common/events/domain-events';
import { InvoicePaymentsChanged } from '../../src/modules/invoices/invoice-events';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { uniqueEmail } from '../support/accounts';
import { makeDealer, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { makeProduct } from './catalogue.fixtures';

export interface InvoicedOrder {
  orderId: string;
  invoiceId: string;
  number: string;
  companyId: string;
  total: string;
  session: SignedIn;
}

/** A company allowed to buy on account (credit limit far away). */
export async function accountDealer(app: NestFastifyApplication, dataSource: DataSource, companyName = 'Radladen Test GmbH') {
  const { user, profile } = await makeDealer(dataSource, { approved: true, email: uniqueEmail('posten'), companyName });
  await dataSource.query(`UPDATE companies SET purchase_on_account = true, credit_limit = 100000 WHERE id = $1`, [profile.companyId]);
  return { user, companyId: profile.companyId, session: await signIn(app, user.email) };
}

/**
 * A dealer's order of `quantity` × 10.00 EUR net, bought on account (or another method) and shipped by the back office,
 * which issues its invoice. Standard shipping in Germany is added, so the totals are realistic, not round.
 */
export async function invoicedOrder(
  app: NestFastifyApplication,
  dataSource: DataSource,
  admin: SignedIn,
  dealer: { companyId: string; session: SignedIn },
  options: { quantity?: number; paymentMethod?: string } = {},
): Promise<InvoicedOrder> {
  const product = await makeProduct(dataSource, { basePrice: '10.00', stockQuantity: 1000 });
  await addToCart(app, dealer.session, product.id, options.quantity ?? 3);
  const placed = await placeOrder(app, dealer.session, checkoutBody({ paymentMethod: options.paymentMethod ?? 'invoice' }));
  if (placed.statusCode !== 201) throw new Error(`Bestellung fehlgeschlagen: ${placed.statusCode} ${placed.body}`);
  const order = placed.json<{ id: string; totalAmount: string }>();
  const shipped = await app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}`, headers: admin.auth, payload: { status: 'shipped' } });
  if (shipped.statusCode !== 200) throw new Error(`Versand fehlgeschlagen: ${shipped.statusCode} ${shipped.body}`);
  const [invoice] = await dataSource.query<{ id: string; number: string; total_amount: string }[]>(
    `SELECT id, number, total_amount FROM invoices WHERE order_id = $1 AND kind = 'invoice'`,
    [order.id],
  );
  return { orderId: order.id, invoiceId: invoice.id, number: invoice.number, companyId: dealer.companyId, total: invoice.total_amount, session: dealer.session };
}

/** Every InvoicePaymentsChanged the app publishes from now on, still delivered to its listeners; empty it per test. */
export function capturePaymentEvents(app: NestFastifyApplication): InvoicePaymentsChanged[] {
  const published: InvoicePaymentsChanged[] = [];
  const events = app.get(DomainEvents);
  const publish = events.publish.bind(events);
  jest.spyOn(events, 'publish').mockImplementation(async (event: object) => {
    if (event instanceof InvoicePaymentsChanged) published.push(event);
    return publish(event);
  });
  return published;
}

import { centsFromNumeric } from '../../src/common/money/money';
import { berlinDay } from '../../src/common/money/pricing';
import { OrderPaymentsService } from '../../src/modules/orders/order-payments.service';
import { makeDealer, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { signInTwoAdmins, statuses } from '../support/races';
import { makeProduct } from './catalogue.fixtures';
import { accountDealer, invoicedOrder } from './invoice-payments.fixtures';

/**
 * Money of one order moved by two hands at once: a card payment arriving while the back office cancels, payments booked,
 * reversed and turned into credit while the order is cancelled (Storno). Each race runs ROUNDS times on a fresh order;
 * whatever the order of the two, no money is counted twice or lost, and the loser reads in German why.
 */
const ROUNDS = 5;

describe('races on the money of one order', () => {
  let t: TestApp;
  let first: SignedIn;
  let second: SignedIn;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    ({ first, second } = await signInTwoAdmins(t));
  });

  const patch = (session: SignedIn, orderId: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, headers: session.auth, payload });
  const post = (session: SignedIn, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: session.auth, payload });
  const stockOf = async (productId: string) => (await t.dataSource.query('SELECT stock_quantity FROM products WHERE id = $1', [productId]))[0].stock_quantity as number;
  const orderRow = async (orderId: string) =>
    (await t.dataSource.query('SELECT status, payment_status FROM orders WHERE id = $1', [orderId]))[0] as { status: string; payment_status: string } | undefined;
  const mailsOf = async (orderId: string) =>
    (await t.dataSource.query<{ template: string }[]>(
      `SELECT payload->>'template' AS template FROM outbox_messages WHERE job_name = 'mail.send' AND payload->'params'->>'orderId' = $1 ORDER BY id`,
      [orderId],
    )).map((row) => row.template);

  /** An approved dealer's card order of 2 pieces, on a product with 10 in stock. */
  async function cardOrder() {
    const { user } = await makeDealer(t.dataSource, { approved: true });
    const session = await signIn(t.app, user.email);
    const product = await makeProduct(t.dataSource, { basePrice: '25.00', stockQuantity: 10 });
    await addToCart(t.app, session, product.id, 2);
    const placed = await placeOrder(t.app, session, checkoutBody({ paymentMethod: 'stripe' }));
    expect(placed.statusCode).toBe(201);
    return { id: placed.json().id as string, productId: product.id };
  }

  describe('a card payment arriving while the order changes', () => {
    const payments = () => t.app.get(OrderPaymentsService);
    const received = async (orderId: string, sessionId: string) => {
      const [{ total_amount: total }] = await t.dataSource.query('SELECT total_amount FROM orders WHERE id = $1', [orderId]);
      return payments().markPaid(orderId, { amountCents: centsFromNumeric(total), currency: 'eur', sessionId });
    };

    it('an admin cancels a card order while its money arrives: paid then cancelled, or cancelled and flagged for a refund; the stock back once', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { id, productId } = await cardOrder();
        const [cancel, paid] = await Promise.all([patch(first, id, { status: 'cancelled' }), received(id, `cs_test_${round}`)]);
        expect([cancel.statusCode, paid.outcome]).toEqual([200, 'paid']);
        const row = await orderRow(id);
        expect(row!.status).toBe('cancelled');
        expect(['completed', 'refund_due']).toContain(row!.payment_status);
        expect(await stockOf(productId)).toBe(10);
        const paymentMails = (await mailsOf(id)).filter((template) => template === 'orders.payment-received');
        expect(paymentMails).toHaveLength(row!.payment_status === 'completed' ? 1 : 0);
      }
    });

    it('the expiry job cancels an unpaid card order while its money arrives: paid, or expired and flagged for a refund; never both mails', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { id, productId } = await cardOrder();
        await t.dataSource.query(`UPDATE orders SET created_at = now() - interval '25 hours' WHERE id = $1`, [id]);
        const [expired, paid] = await Promise.all([payments().expireUnpaid(), received(id, `cs_test_${round}`)]);
        expect(paid.outcome).toBe('paid');
        const row = await orderRow(id);
        const mails = await mailsOf(id);
        if (expired === 1) {
          expect(row).toMatchObject({ status: 'cancelled', payment_status: 'refund_due' });
          expect(await stockOf(productId)).toBe(10);
          expect(mails.filter((template) => template.startsWith('orders.payment-'))).toEqual(['orders.payment-expired']);
        } else {
          expect(row).toMatchObject({ status: 'pending', payment_status: 'completed' });
          expect(await stockOf(productId)).toBe(8);
          expect(mails.filter((template) => template.startsWith('orders.payment-'))).toEqual(['orders.payment-received']);
        }
      }
    });
  });

  describe('the money of an invoiced order on account', () => {
    const today = () => berlinDay(new Date());
    const pay = (session: SignedIn, invoiceId: string, amount: string) =>
      post(session, '/api/admin/payments', { invoiceId, amount, bookedOn: today(), reference: 'Überweisung' });
    const reverse = (session: SignedIn, paymentId: string) => post(session, `/api/admin/payments/${paymentId}/reverse`, { reason: 'Rücklastschrift' });
    const invoiceRow = async (invoiceId: string) =>
      (await t.dataSource.query('SELECT paid_amount, settled_at IS NOT NULL AS settled, cancelled_at IS NOT NULL AS cancelled FROM invoices WHERE id = $1', [invoiceId]))[0] as {
        paid_amount: string;
        settled: boolean;
        cancelled: boolean;
      };
    const standingPayments = (companyId: string) =>
      t.dataSource.query<{ invoice_id: string | null; amount: string }[]>(
        'SELECT invoice_id, amount FROM incoming_payments WHERE company_id = $1 AND reversed_at IS NULL ORDER BY created_at',
        [companyId],
      );

    it('two admins reversing one payment at once: reversed once, the invoice open again by its amount, one audit row', async () => {
      const dealer = await accountDealer(t.app, t.dataSource);
      for (let round = 0; round < ROUNDS; round++) {
        const invoice = await invoicedOrder(t.app, t.dataSource, first, dealer);
        const booked = await pay(first, invoice.invoiceId, invoice.total);
        expect(booked.statusCode).toBe(201);
        const [paymentId] = booked.json().paymentIds;
        const answers = await Promise.all([reverse(first, paymentId), reverse(second, paymentId)]);
        expect(statuses(answers)).toEqual([204, 409]);
        expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ code: 'PAYMENT_ALREADY_REVERSED', message: 'Diese Zahlung ist bereits storniert.' });
        expect(await invoiceRow(invoice.invoiceId)).toMatchObject({ paid_amount: '0.00', settled: false });
        expect((await orderRow(invoice.orderId))!.payment_status).toBe('pending');
        expect(await t.dataSource.query(`SELECT id FROM admin_actions WHERE action_type = 'payment.reverse' AND target_id = $1`, [paymentId])).toHaveLength(1);
      }
    });

    it('one admin books a payment while another reverses an earlier one on the same invoice: both count, the order follows', async () => {
      const dealer = await accountDealer(t.app, t.dataSource);
      for (let round = 0; round < ROUNDS; round++) {
        const invoice = await invoicedOrder(t.app, t.dataSource, first, dealer);
        const [earlier] = (await pay(first, invoice.invoiceId, '10.00')).json().paymentIds;
        const [booking, reversal] = await Promise.all([pay(first, invoice.invoiceId, '5.00'), reverse(second, earlier)]);
        expect([booking.statusCode, reversal.statusCode]).toEqual([201, 204]);
        expect(await invoiceRow(invoice.invoiceId)).toMatchObject({ paid_amount: '5.00', settled: false });
        expect((await orderRow(invoice.orderId))!.payment_status).toBe('partially_paid');
      }
    });

    it('one admin cancels the order (Storno) while another reverses its payment: the money is reversed or becomes credit, never both, never lost', async () => {
      const dealer = await accountDealer(t.app, t.dataSource);
      for (let round = 0; round < ROUNDS; round++) {
        const invoice = await invoicedOrder(t.app, t.dataSource, first, dealer);
        const [paymentId] = (await pay(first, invoice.invoiceId, '10.00')).json().paymentIds;
        const [cancel, reversal] = await Promise.all([patch(first, invoice.orderId, { status: 'cancelled' }), reverse(second, paymentId)]);
        expect(cancel.statusCode).toBe(200);
        expect(await invoiceRow(invoice.invoiceId)).toMatchObject({ cancelled: true });
        expect(await t.dataSource.query(`SELECT kind FROM invoices WHERE order_id = $1 AND kind = 'cancellation'`, [invoice.orderId])).toHaveLength(1);
        const standing = await standingPayments(dealer.companyId);
        if (reversal.statusCode === 204) {
          expect(standing).toEqual([]);
        } else {
          // cancelled first: the payment became the company's credit; the reversal saw it change and refused
          expect([reversal.statusCode, reversal.json().code]).toEqual([409, 'PAYMENT_CHANGED']);
          expect(reversal.json().message).toMatch(/inzwischen|geändert/);
          expect(standing).toEqual([{ invoice_id: null, amount: '10.00' }]);
        }
        await t.dataSource.query(`UPDATE incoming_payments SET reversed_at = now() WHERE company_id = $1 AND reversed_at IS NULL`, [dealer.companyId]);
      }
    });

    it('one admin cancels the order (Storno) while another books a payment on its invoice: booked then kept as credit, or refused in German', async () => {
      const dealer = await accountDealer(t.app, t.dataSource);
      for (let round = 0; round < ROUNDS; round++) {
        const invoice = await invoicedOrder(t.app, t.dataSource, first, dealer);
        const [cancel, booking] = await Promise.all([patch(first, invoice.orderId, { status: 'cancelled' }), pay(second, invoice.invoiceId, '10.00')]);
        expect(cancel.statusCode).toBe(200);
        const standing = await standingPayments(dealer.companyId);
        if (booking.statusCode === 201) {
          expect(standing).toEqual([{ invoice_id: null, amount: '10.00' }]);
        } else {
          expect([booking.statusCode, booking.json().code]).toEqual([409, 'PAYMENT_INVOICE_CANCELLED']);
          expect(booking.json().message).toContain(invoice.number);
          expect(standing).toEqual([]);
        }
        await t.dataSource.query(`UPDATE incoming_payments SET reversed_at = now() WHERE company_id = $1 AND reversed_at IS NULL`, [dealer.companyId]);
      }
    });
  });
});

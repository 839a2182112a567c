import { Role } from '../../src/common/auth/role';
import { TransactionHost } from '../../src/common/database/transaction-host';
import { AppError } from '../../src/common/http/app-error';
import { OrderStatus, PaymentMethod, PaymentStatus } from '../../src/modules/orders/order-enums';
import { PAYMENT_POLICIES } from '../../src/modules/orders/payment-policies/payment-policies';
import { movesFor } from '../../src/modules/orders/process/order-moves';
import { OrderProcess } from '../../src/modules/orders/process/order-process.service';
import { OrderActorKind, OrderEvent, OrderTransition, ORDER_TRANSITIONS } from '../../src/modules/orders/process/order-transitions';
import { makeDealer, makeUser, signIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

const QUANTITY = 3;
const STOCK = 20;
const ACTORS: OrderActorKind[] = ['dealer', 'owner', 'admin', 'system', 'payment_provider'];
const EVENTS = [...new Set(ORDER_TRANSITIONS.map((row) => row.event))];
const methodFor = (event: OrderEvent) =>
  Object.values(PAYMENT_POLICIES).find((policy) => policy.events.includes(event))?.method ?? PaymentMethod.Prepayment;

interface State {
  method: PaymentMethod;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

/** Where a row starts: its from-status, with a payment method the row applies to. */
function startingState(row: OrderTransition, from: string): State {
  const method = methodFor(row.event);
  return row.of === 'status'
    ? { method, status: from as OrderStatus, paymentStatus: PAYMENT_POLICIES[method].initialPaymentStatus }
    : { method, status: row.whileOrder[0], paymentStatus: from as PaymentStatus };
}

const describeRow = (row: OrderTransition, from: string) =>
  `${row.event}: ${from} → ${row.to}${row.of === 'payment' ? ` (Bestellung ${row.whileOrder.join('/')})` : ''} durch ${row.by.join('/')}`;

describe('the order process: every row of the transition table, and nothing else', () => {
  let t: TestApp;
  let process: OrderProcess;
  let tx: TransactionHost;
  let adminId: string;
  let dealerId: string;
  let companyId: string;
  let productId: string;

  beforeAll(async () => {
    t = await startTestApp();
    process = t.app.get(OrderProcess);
    tx = t.app.get(TransactionHost);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    adminId = (await makeUser(t.dataSource, { roles: [Role.Admin] })).id;
    const dealer = await makeDealer(t.dataSource, { approved: true });
    dealerId = dealer.user.id;
    companyId = dealer.profile.companyId;
    productId = (await makeProduct(t.dataSource, { name: 'Kettenblatt', stockQuantity: STOCK })).id;
  });

  /** An order as checkout writes it, then put in the given state; a cancelled or waiting order holds no stock. */
  async function orderIn(state: State): Promise<string> {
    const address = JSON.stringify({ company: 'Radladen Test GmbH', contact_person: null, address: 'Teststraße 1', postal_code: '28195', city: 'Bremen', phone: null });
    const [{ id }] = await t.dataSource.query<{ id: string }[]>(
      `INSERT INTO orders (company_id, placed_by_user_id, order_number, subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount,
                           payment_method, payment_status, status, shipping_address, billing_address, planned_delivery_date, stock_returned_at)
       VALUES ($6, $1, 'B-TEST-' || substr(md5(random()::text), 1, 8), 30, 0, 15, 8.55, 53.55, $2, $3, $4::order_status, $5, $5, current_date + 2,
               CASE WHEN $4::order_status = 'cancelled' THEN now() END)
       RETURNING id`,
      [dealerId, state.method, state.paymentStatus, state.status, address, companyId],
    );
    await t.dataSource.query(
      `INSERT INTO order_items (order_id, product_id, quantity, unit_price, total_price, base_price, product_snapshot)
       VALUES ($1, $2, $3, 10, 30, 10, '{"name":"Kettenblatt","sku":"KB-1"}')`,
      [id, productId, QUANTITY],
    );
    if (state.status !== OrderStatus.Cancelled && state.status !== OrderStatus.AwaitingApproval) await t.dataSource.query(`UPDATE products SET stock_quantity = stock_quantity - $2 WHERE id = $1`, [productId, QUANTITY]);
    return id;
  }

  const run = (orderId: string, event: OrderEvent, actor: OrderActorKind) =>
    tx.run(async () => process.transition((await process.lock(orderId))!, event, { kind: actor, userId: actor === 'admin' ? adminId : undefined }));
  /** The status and code a refused move answers with. */
  const refusalOf = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: unknown) => (error instanceof AppError ? { status: error.getStatus(), code: (error.getResponse() as { code: string }).code } : error),
    );
  const stateOf = async (id: string) =>
    (await t.dataSource.query(`SELECT status, payment_status AS "paymentStatus", paid_at AS "paidAt" FROM orders WHERE id = $1`, [id]))[0];
  const stock = async () => (await t.dataSource.query(`SELECT stock_quantity FROM products WHERE id = $1`, [productId]))[0].stock_quantity as number;
  const count = async (sql: string, id: string) => Number((await t.dataSource.query(sql, [id]))[0].count);
  const mails = (id: string) =>
    t.dataSource
      .query<{ template: string }[]>(`SELECT payload->>'template' AS template FROM outbox_messages WHERE payload->'params'->>'orderId' = $1 ORDER BY id`, [id])
      .then((rows) => rows.map((row) => row.template));

  const cases = ORDER_TRANSITIONS.flatMap((row) => row.from.map((from) => ({ row, from: from as string })));

  it.each(cases.map(({ row, from }) => [describeRow(row, from), row, from] as const))('%s', async (_name, row, from) => {
    const id = await orderIn(startingState(row, from));
    const stockBefore = await stock();

    await run(id, row.event, row.by[0]);

    const after = await stateOf(id);
    expect(row.of === 'status' ? after.status : after.paymentStatus).toBe(row.to);
    const stockChange = row.effects.includes('stock-back') ? QUANTITY : row.effects.includes('stock-take') ? -QUANTITY : 0;
    expect(await stock()).toBe(stockBefore + stockChange);
    expect(after.paidAt !== null).toBe(row.effects.includes('record-paid-at'));
    expect(await count(`SELECT count(*) FROM invoices WHERE order_id = $1 AND kind = 'invoice'`, id)).toBe(row.effects.includes('invoice') ? 1 : 0);
    expect(await count(`SELECT count(*) FROM admin_actions WHERE target_id = $1::text`, id)).toBe(row.effects.includes('audit') ? 1 : 0);
    const expectedMails = [
      ...(row.effects.includes('mail-status') ? ['orders.status-changed'] : []),
      ...(row.effects.includes('mail-placed') ? ['orders.confirmation', 'orders.new-order'] : []),
      ...(row.effects.includes('mail-rejected') ? ['orders.approval-rejected'] : []),
      ...(row.effects.includes('mail-payment-received') ? ['orders.payment-received'] : []),
      ...(row.effects.includes('mail-payment-expired') ? ['orders.payment-expired'] : []),
      ...(row.effects.includes('mail-refund-failed') ? ['orders.refund-failed'] : []),
    ];
    expect(await mails(id)).toEqual(expectedMails);
  });

  it.each(cases.map(({ row, from }) => [describeRow(row, from), row, from] as const))('refuses other actors: %s', async (_name, row, from) => {
    const others = ACTORS.filter((actor) => !row.by.includes(actor));
    const id = await orderIn(startingState(row, from));
    const before = await stateOf(id);
    for (const actor of others) {
      expect(await refusalOf(run(id, row.event, actor))).toEqual({ status: 403, code: 'ORDER_MOVE_FORBIDDEN' });
    }
    expect(await stateOf(id)).toEqual(before);
  });

  it('refuses every event in every state the table has no row for, for every payment method, changing nothing', async () => {
    let refused = 0;
    for (const method of Object.values(PaymentMethod)) {
      const id = await orderIn({ method, status: OrderStatus.Pending, paymentStatus: PaymentStatus.Pending });
      for (const status of Object.values(OrderStatus)) {
        for (const paymentStatus of Object.values(PaymentStatus)) {
          await t.dataSource.query(`UPDATE orders SET status = $2, payment_status = $3 WHERE id = $1`, [id, status, paymentStatus]);
          const order = { paymentMethod: method, status, paymentStatus };
          for (const event of EVENTS) {
            if (ACTORS.some((actor) => movesFor(order, actor).some((row) => row.event === event))) continue;
            expect(await refusalOf(run(id, event, 'admin'))).toEqual({ status: 409, code: 'ORDER_MOVE_NOT_ALLOWED' });
            refused += 1;
          }
          expect(await stateOf(id)).toMatchObject({ status, paymentStatus });
        }
      }
    }
    expect(refused).toBeGreaterThan(300);
  });

  it('names each move from a status once, so an event always leads to one place', () => {
    for (const row of ORDER_TRANSITIONS) {
      for (const from of row.from) {
        const same = ORDER_TRANSITIONS.filter((other) => other.event === row.event && other.of === row.of && (other.from as readonly string[]).includes(from));
        const whileOrder = (other: OrderTransition): readonly string[] => (other.of === 'payment' ? other.whileOrder : ['any']);
        // two rows of one event from one status differ only in the order status they apply to
        expect(same.filter((other) => whileOrder(other).some((status) => whileOrder(row).includes(status)))).toEqual([row]);
      }
    }
  });

  it('keeps the rules a wholesaler relies on', () => {
    const can = (order: Parameters<typeof movesFor>[0], actor: OrderActorKind, event: OrderEvent) =>
      movesFor(order, actor).some((row) => row.event === event);
    const open = (paymentMethod: PaymentMethod) => ({ paymentMethod, status: OrderStatus.Pending, paymentStatus: PAYMENT_POLICIES[paymentMethod].initialPaymentStatus });
    // only card orders expire or are paid by the provider; nobody but the provider marks a card paid
    expect(can(open(PaymentMethod.Stripe), 'system', 'expire')).toBe(true);
    expect(can(open(PaymentMethod.Prepayment), 'system', 'expire')).toBe(false);
    expect(can(open(PaymentMethod.CashOnDelivery), 'system', 'expire')).toBe(false);
    expect(can(open(PaymentMethod.Prepayment), 'payment_provider', 'pay')).toBe(false);
    expect(can(open(PaymentMethod.Stripe), 'admin', 'mark-paid')).toBe(false);
    // a delivered order is not cancelled or reopened; a dealer changes no status
    expect(can({ ...open(PaymentMethod.Prepayment), status: OrderStatus.Delivered }, 'admin', 'cancel')).toBe(false);
    expect(ACTORS.some((actor) => can({ ...open(PaymentMethod.Prepayment), status: OrderStatus.Delivered }, actor, 'reopen'))).toBe(false);
    expect(ORDER_TRANSITIONS.some((row) => row.by.includes('dealer'))).toBe(false);
    // money for a cancelled order is never simply 'paid'
    const cancelledCard = { ...open(PaymentMethod.Stripe), status: OrderStatus.Cancelled };
    expect(movesFor(cancelledCard, 'payment_provider').find((row) => row.event === 'pay')?.to).toBe(PaymentStatus.RefundDue);
    // card money goes back through the provider: 'refunded' only once its refund is on the order; a transfer is noted
    const paid = (paymentMethod: PaymentMethod) => ({ ...open(paymentMethod), paymentStatus: PaymentStatus.Completed });
    expect(can(paid(PaymentMethod.Stripe), 'admin', 'refund')).toBe(false);
    expect(can({ ...paid(PaymentMethod.Stripe), stripeRefundId: 're_test' }, 'admin', 'refund')).toBe(true);
    expect(can(paid(PaymentMethod.Prepayment), 'admin', 'refund')).toBe(true);
    // only the provider takes a card's 'refunded' back (its refund failed): to 'paid' while the order is open, to
    // 'Zahlung nach Stornierung – Erstattung prüfen' once cancelled; a refund noted by hand stays noted
    const refunded = (paymentMethod: PaymentMethod, status = OrderStatus.Delivered) => ({ ...open(paymentMethod), status, paymentStatus: PaymentStatus.Refunded });
    const failedTo = (order: Parameters<typeof movesFor>[0]) => movesFor(order, 'payment_provider').find((row) => row.event === 'refund-failed')?.to;
    expect(failedTo(refunded(PaymentMethod.Stripe))).toBe(PaymentStatus.Completed);
    expect(failedTo(refunded(PaymentMethod.Stripe, OrderStatus.Cancelled))).toBe(PaymentStatus.RefundDue);
    expect(can(refunded(PaymentMethod.Stripe), 'admin', 'refund-failed')).toBe(false);
    expect(failedTo(refunded(PaymentMethod.Prepayment))).toBeUndefined();
    expect(failedTo(refunded(PaymentMethod.CashOnDelivery))).toBeUndefined();
  });

  describe('through the back office', () => {
    const patch = async (id: string, payload: object) => {
      const admin = await signIn(t.app, (await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [adminId]))[0].email);
      return t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}`, headers: admin.auth, payload });
    };

    it('offers only the allowed moves and refuses the others in German, changing nothing', async () => {
      const id = await orderIn({ method: PaymentMethod.Prepayment, status: OrderStatus.Delivered, paymentStatus: PaymentStatus.Completed });
      const refused = await patch(id, { status: 'pending' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'ORDER_MOVE_NOT_ALLOWED',
        message: 'Eine Bestellung im Status „Zugestellt“ kann nicht auf „Ausstehend“ gesetzt werden.',
      });
      const payment = await patch(id, { paymentStatus: 'failed' });
      expect(payment.statusCode).toBe(409);
      expect(payment.json().message).toBe('Der Zahlungsstatus „Bezahlt“ kann bei Vorkasse nicht auf „Fehlgeschlagen“ gesetzt werden.');
      expect(await stateOf(id)).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });

      const pending = await orderIn({ method: PaymentMethod.Stripe, status: OrderStatus.Pending, paymentStatus: PaymentStatus.Pending });
      const admin = await signIn(t.app, (await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [adminId]))[0].email);
      const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${pending}`, headers: admin.auth })).json();
      expect(detail.allowedStatuses.sort()).toEqual(['cancelled', 'delivered', 'processing', 'shipped']);
      // a card is paid by the provider only: the back office cannot mark it paid
      expect(detail.allowedPaymentStatuses).toEqual([]);
      expect((await patch(pending, { paymentStatus: 'completed' })).statusCode).toBe(409);
    });
  });
});

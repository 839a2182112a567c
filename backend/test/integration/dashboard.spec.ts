import { Ticket } from '../../src/modules/tickets/entities/ticket.entity';
import { TicketStatus } from '../../src/modules/tickets/ticket-enums';
import { OrderPaymentsService } from '../../src/modules/orders/order-payments.service';
import { makeDealer, signIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';
import { adminSession, caller } from './tickets.fixtures';

describe('admin dashboard: the summary cards', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('equals the SQL counts of the same data, with orders and revenue at zero until the orders module plugs in', async () => {
    const admin = await adminSession(t);
    const pending = await makeDealer(t.dataSource, { approved: false });
    await makeDealer(t.dataSource, { approved: false });
    const approved = await makeDealer(t.dataSource, { approved: true });
    await makeDealer(t.dataSource, { approved: true });
    await makeDealer(t.dataSource, { approved: true });
    await t.dataSource.query(`UPDATE dealer_profiles SET rejected_at = now(), rejection_reason = 'Unvollständig' WHERE id = $1`, [pending.profile.id]);
    await makeProduct(t.dataSource, { basePrice: '10.50', stockQuantity: 3 });
    await makeProduct(t.dataSource, { basePrice: '1999.99', stockQuantity: 7 });
    await makeProduct(t.dataSource, { basePrice: '500.00', stockQuantity: 100, isActive: false });
    const tickets = t.dataSource.getRepository(Ticket);
    for (const [index, status] of [TicketStatus.Open, TicketStatus.Open, TicketStatus.InProgress, TicketStatus.Closed].entries()) {
      await tickets.insert({ ticketNumber: `T-2026-00000${index + 1}`, dealerProfileId: approved.profile.id, subject: 'Frage', description: 'Eine Frage zum Konto.', status });
    }

    const response = await caller(t)('GET', '/api/admin/dashboard', admin.session);
    expect(response.statusCode).toBe(200);
    const [expected] = await t.dataSource.query(`SELECT
      (SELECT count(*) FROM dealer_profiles WHERE NOT is_approved AND rejected_at IS NULL)::int AS "pendingDealers",
      (SELECT count(*) FROM dealer_profiles WHERE is_approved)::int AS "approvedDealers",
      (SELECT count(*) FROM tickets WHERE status = 'open')::int AS "openTickets",
      (SELECT count(*) FROM tickets)::int AS "allTickets",
      (SELECT count(*) FROM products WHERE is_active)::int AS "products",
      (SELECT sum(base_price * stock_quantity) FROM products WHERE is_active)::numeric(20, 2)::text AS "stockValue"`);
    expect(response.json()).toEqual({ ...expected, orders: 0, revenue: '0.00' });
    expect(response.json()).toEqual({
      pendingDealers: 1,
      approvedDealers: 3,
      openTickets: 2,
      allTickets: 4,
      products: 2,
      stockValue: '14031.43',
      orders: 0,
      revenue: '0.00',
    });
  });

  it('answers an empty portal with zeros', async () => {
    const admin = await adminSession(t);
    expect((await caller(t)('GET', '/api/admin/dashboard', admin.session)).json()).toMatchObject({ products: 0, stockValue: '0.00', allTickets: 0 });
  });

  it('reuses the figures for a few seconds, and counts afresh after an administrator\'s successful change', async () => {
    const admin = await adminSession(t);
    const dealer = await makeDealer(t.dataSource, { approved: true });
    const figures = async () => (await caller(t)('GET', '/api/admin/dashboard', admin.session)).json();
    const charts = async () => (await caller(t)('GET', '/api/admin/dashboard/charts', admin.session)).json();
    expect((await figures()).products).toBe(0);
    const weeksBefore = (await charts()).weeks;

    // a change that did not come through an administrator (here: straight into the database) shows after the TTL
    await makeProduct(t.dataSource, { basePrice: '10.00', stockQuantity: 1 });
    expect((await figures()).products).toBe(0);

    const refused = await caller(t)('PATCH', `/api/admin/dealers/${dealer.profile.id}`, admin.session, { discountLevel: 99 });
    expect(refused.statusCode).toBe(400);
    expect((await figures()).products).toBe(0);

    const changed = await caller(t)('PATCH', `/api/admin/dealers/${dealer.profile.id}`, admin.session, { discountLevel: 10 });
    expect(changed.statusCode).toBe(200);
    expect((await figures()).products).toBe(1);
    expect((await charts()).weeks).toEqual(weeksBefore);
  });

  it('counts afresh when the order process changes an order, also when no administrator made the change', async () => {
    const admin = await adminSession(t);
    const { user } = await makeDealer(t.dataSource, { approved: true });
    const session = await signIn(t.app, user.email);
    const product = await makeProduct(t.dataSource, { basePrice: '100.00', stockQuantity: 5 });
    await addToCart(t.app, session, product.id, 1);
    const order = (await placeOrder(t.app, session, checkoutBody({ paymentMethod: 'stripe' }))).json();
    const figures = async () => (await caller(t)('GET', '/api/admin/dashboard', admin.session)).json();
    const before = await figures();
    expect(before.revenue).not.toBe('0.00');

    // the expiry job cancels the unpaid card order: the system, not an administrator
    const later = new Date(Date.now() + (t.env.ORDER_PAYMENT_TIMEOUT_HOURS + 1) * 3_600_000);
    expect(await t.app.get(OrderPaymentsService).expireUnpaid(later)).toBe(1);
    expect((await t.dataSource.query('SELECT status FROM orders WHERE id = $1', [order.id]))[0].status).toBe('cancelled');
    const after = await figures();
    expect(after.revenue).toBe('0.00');
  });
});

import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { makeDealer } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { adminSession, caller, dealerSession } from './tickets.fixtures';

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY; // only for dates well inside a week

interface Line {
  sku: string;
  quantity: number;
  totalPrice: string;
}

/** An order row as the orders module writes it, at a chosen time, with its lines. */
async function insertOrder(dataSource: DataSource, input: { userId: string; company: string; at: Date; total: string; status?: string; lines?: Line[] }) {
  const address = { company: input.company, contact_person: null, address: 'Teststraße 1', postal_code: '28195', city: 'Bremen', phone: null };
  const [order] = await dataSource.query<{ id: string }[]>(
    `INSERT INTO orders (placed_by_user_id, company_id, order_number, subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount,
                         payment_method, status, shipping_address, billing_address, planned_delivery_date, created_at)
     VALUES ($1, (SELECT company_id FROM company_members WHERE user_id = $1), $2, 0, 0, 0, 0, $3, 'prepayment', $4, $5, $5, current_date + 2, $6) RETURNING id`,
    [input.userId, `B-T-${randomUUID().slice(0, 8)}`, input.total, input.status ?? 'pending', JSON.stringify(address), input.at],
  );
  for (const line of input.lines ?? []) {
    await dataSource.query(
      `INSERT INTO order_items (order_id, product_id, quantity, unit_price, total_price, base_price, product_snapshot)
       VALUES ($1, NULL, $2, 1, $3, 1, $4)`,
      [order.id, line.quantity, line.totalPrice, JSON.stringify({ sku: line.sku, name: `Artikel ${line.sku}` })],
    );
  }
}

/** The same figures, written independently of the service: the test's reading of "revenue" and "week". */
const EXPECTED_WEEKS_SQL = `
  SELECT to_char(w, 'YYYY-MM-DD') AS "weekStart",
         (SELECT count(*) FROM orders o WHERE date_trunc('week', o.created_at AT TIME ZONE 'Europe/Berlin') = w)::int AS orders,
         (SELECT COALESCE(sum(total_amount), 0) FROM orders o
           WHERE date_trunc('week', o.created_at AT TIME ZONE 'Europe/Berlin') = w AND o.status <> 'cancelled')::numeric(14, 2)::text AS revenue
    FROM generate_series(date_trunc('week', now() AT TIME ZONE 'Europe/Berlin') - interval '11 weeks',
                         date_trunc('week', now() AT TIME ZONE 'Europe/Berlin'), interval '1 week') AS w
   ORDER BY w`;

describe('admin dashboard: the charts', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('equal SQL over known data: 12 weeks with empty ones at zero, cancelled orders earn nothing, top lists ordered and limited', async () => {
    const admin = await adminSession(t);
    // Mondays 00:00 in Berlin, as instants: eleven weeks back may lie across a daylight-saving change
    const [{ monday, oldestMonday }] = await t.dataSource.query<{ monday: Date; oldestMonday: Date }[]>(
      `SELECT date_trunc('week', now() AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin' AS monday,
              (date_trunc('week', now() AT TIME ZONE 'Europe/Berlin') - interval '11 weeks') AT TIME ZONE 'Europe/Berlin' AS "oldestMonday"`,
    );
    const thisWeek = new Date(Math.max(monday.getTime(), Date.now() - 60_000));
    const oldestWeek = new Date(oldestMonday.getTime() + 60_000);
    const tooOld = new Date(oldestMonday.getTime() - 60_000);

    const dealers: { userId: string; company: string }[] = [];
    for (const [index, company] of ['Rad Eins', 'Rad Zwei', 'Rad Drei', 'Rad Vier', 'Rad Fünf', 'Rad Sechs', 'Rad Sieben'].entries()) {
      const { user } = await makeDealer(t.dataSource, { companyName: company, approved: true, email: `charts-${index}@example.com` });
      dealers.push({ userId: user.id, company });
    }
    // dealer i spends 100 × (i + 1) in the window; a big cancelled order and an order before the window never count
    for (const [index, dealer] of dealers.entries()) {
      await insertOrder(t.dataSource, {
        ...dealer,
        at: index % 2 === 0 ? thisWeek : new Date(monday.getTime() - 3 * WEEK + 2 * DAY),
        total: `${100 * (index + 1)}.50`,
        lines: [
          { sku: `P-${index}`, quantity: index + 1, totalPrice: `${10 * (index + 1)}.00` },
          { sku: 'P-ALLE', quantity: 1, totalPrice: '5.00' },
        ],
      });
    }
    await insertOrder(t.dataSource, { ...dealers[0], at: thisWeek, total: '99999.00', status: 'cancelled', lines: [{ sku: 'P-STORNO', quantity: 50, totalPrice: '99999.00' }] });
    await insertOrder(t.dataSource, { ...dealers[1], at: oldestWeek, total: '12.34', status: 'delivered' });
    await insertOrder(t.dataSource, { ...dealers[2], at: tooOld, total: '50000.00', status: 'shipped', lines: [{ sku: 'P-ALT', quantity: 1, totalPrice: '50000.00' }] });

    const response = await caller(t)('GET', '/api/admin/dashboard/charts', admin.session);
    expect(response.statusCode).toBe(200);
    const charts = response.json();

    expect(charts.weeks).toEqual(await t.dataSource.query(EXPECTED_WEEKS_SQL));
    expect(charts.weeks).toHaveLength(12);
    expect(charts.weeks.at(-1).weekStart).toBe(monday.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }));
    expect(charts.weeks.filter((week: { orders: number }) => week.orders === 0).length).toBeGreaterThanOrEqual(9);
    expect(charts.weeks.every((week: { orders: number; revenue: string }) => week.orders > 0 || week.revenue === '0.00')).toBe(true);
    const windowRevenue = charts.weeks.reduce((sum: number, week: { revenue: string }) => sum + Number(week.revenue), 0);
    expect(windowRevenue.toFixed(2)).toBe((2800 + 7 * 0.5 + 12.34).toFixed(2));

    const statusCounts = await t.dataSource.query<{ status: string; orders: number }[]>(`SELECT status, count(*)::int AS orders FROM orders GROUP BY status`);
    expect(charts.byStatus).toHaveLength(6);
    for (const { status, orders } of charts.byStatus) {
      expect(orders).toBe(statusCounts.find((row) => row.status === status)?.orders ?? 0);
    }
    expect(charts.byStatus.find((row: { status: string }) => row.status === 'processing').orders).toBe(0);

    expect(charts.topDealers).toEqual(
      [6, 5, 4, 3, 2].map((index) => ({ dealerUserId: dealers[index].userId, companyName: dealers[index].company, orders: 1, revenue: `${100 * (index + 1)}.50` })),
    );
    expect(charts.topProducts).toHaveLength(5);
    expect(charts.topProducts[0]).toEqual({ productId: null, sku: 'P-6', name: 'Artikel P-6', quantity: 7, revenue: '70.00' });
    expect(charts.topProducts.map((p: { sku: string }) => p.sku)).toEqual(['P-6', 'P-5', 'P-4', 'P-3', 'P-ALLE']);
    expect(charts.topProducts[4]).toMatchObject({ quantity: 7, revenue: '35.00' });
    expect(JSON.stringify(charts)).not.toMatch(/P-STORNO|P-ALT|99999/);
  });

  it('answers an empty portal with twelve zero weeks and every status at zero', async () => {
    const admin = await adminSession(t);
    const charts = (await caller(t)('GET', '/api/admin/dashboard/charts', admin.session)).json();
    expect(charts.weeks).toHaveLength(12);
    expect(charts.weeks.every((week: { orders: number; revenue: string }) => week.orders === 0 && week.revenue === '0.00')).toBe(true);
    expect(charts.byStatus.map((row: { orders: number }) => row.orders)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(charts).toMatchObject({ topProducts: [], topDealers: [] });
  });

  it('is for administrators only', async () => {
    const dealer = await dealerSession(t, { approved: true });
    const call = caller(t);
    expect((await call('GET', '/api/admin/dashboard/charts')).statusCode).toBe(401);
    const refused = await call('GET', '/api/admin/dashboard/charts', dealer.session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Zugriff verweigert: Sie haben keine Berechtigung für diesen Bereich.');
  });
});

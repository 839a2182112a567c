import { NumberSequenceService } from '../../src/common/database/number-sequence.service';
import { TransactionHost } from '../../src/common/database/transaction-host';
import { makeDealer, signIn, SignedIn } from '../support/factories';
import { addToCart, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

/**
 * The first checkouts a process sees (after a start, and on New Year's Day) find the year's order number sequence
 * not yet checked. Checking it takes a database connection of its own; taken inside the checkout's transaction, it
 * made every checkout wait for a second connection once more of them came at once than the pool has connections:
 * each held one and waited 5 s for another, then all answered 503 (seen in the checkout bench after every start).
 */
describe('checkout: the first orders after a start', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('places more orders at once than the pool has connections, all of them, without waiting for itself', async () => {
    const poolSize = (t.dataSource.options.extra as { max: number }).max;
    const product = await makeProduct(t.dataSource, { stockQuantity: 1000 });
    const sessions: SignedIn[] = [];
    for (let i = 0; i < poolSize + 5; i++) {
      const { user } = await makeDealer(t.dataSource, { approved: true, email: `erste-${i}@example.com` });
      sessions.push(await signIn(t.app, user.email));
    }
    for (const session of sessions) await addToCart(t.app, session, product.id, 1);

    const started = Date.now();
    const answers = await Promise.all(sessions.map((session) => placeOrder(t.app, session)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(sessions.map(() => 201));
    expect(Date.now() - started).toBeLessThan(4_000); // well inside the pool's 5-s wait for a connection
    const numbers = answers.map((answer) => answer.json<{ orderNumber: string }>().orderNumber);
    expect(new Set(numbers).size).toBe(sessions.length);
  });

  it('refuses to check the sequence of a year inside a transaction, where it would need a second connection', async () => {
    const numbers = t.app.get(NumberSequenceService);
    const tx = t.app.get(TransactionHost);
    await expect(tx.run(() => numbers.nextExpression('first_orders', 'B', 6))).rejects.toThrow('vor der Transaktion vorbereiten');
    const expression = await numbers.nextExpression('first_orders', 'B', 6); // outside: checked, then usable inside
    const [{ number }] = await tx.run(() => tx.manager.query(`SELECT ${expression} AS number`));
    expect(number).toMatch(/^B-\d{4}-000001$/);
    await t.dataSource.query(`DROP SEQUENCE number_seq_first_orders_${number.slice(2, 6)}`);
  });

  it('has every test app report a pool connection asked for inside a transaction', async () => {
    const tx = t.app.get(TransactionHost);
    await tx.run(() => t.dataSource.query('SELECT 1')); // the plain data source: a connection of its own
    expect(t.nestedConnects).toHaveLength(1);
    t.nestedConnects.length = 0;
    await tx.run(() => tx.manager.query('SELECT 1')); // the transaction's own connection
    expect(t.nestedConnects).toHaveLength(0);
  });
});

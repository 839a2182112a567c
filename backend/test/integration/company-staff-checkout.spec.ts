import { CompanyRole } from '../../src/common/auth/company-role';
import { makeDealer, makeStaff, signIn, SignedIn } from '../support/factories';
import { addToCart, checkoutBody, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

const ROLE_REFUSAL = 'Ihre Rolle in der Firma erlaubt das nicht. Bitte wenden Sie sich an den Inhaber.';

/**
 * An owner changing or removing a buyer while that buyer's checkout runs: the checkout locks the person's row and
 * then needs the company row (its order's foreign key, the credit check of Kauf auf Rechnung); the staff change needs
 * both as well. Both finish, one after the other, and the checkout counts with the role the person has by then.
 */
describe('staff changes during a checkout of the same person', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const call = (method: 'PATCH' | 'DELETE', url: string, session: SignedIn, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: session.auth, payload });
  const stockOf = async (id: string) => (await t.dataSource.query('SELECT stock_quantity FROM products WHERE id = $1', [id]))[0].stock_quantity as number;
  const ordersOf = (userId: string) =>
    t.dataSource.query<{ status: string }[]>('SELECT status FROM orders WHERE placed_by_user_id = $1 ORDER BY created_at', [userId]);
  const cartQuantity = async (userId: string) =>
    ((await t.dataSource.query('SELECT sum(quantity)::int AS n FROM cart_items WHERE user_id = $1', [userId]))[0].n as number | null) ?? 0;

  /** An approved company (no discount, Kauf auf Rechnung allowed) with `buyers` buyers limited to 50 EUR per order; a product of 100 EUR net. */
  async function company(buyers: number) {
    const owner = await makeDealer(t.dataSource, { approved: true });
    const companyId = owner.profile.companyId;
    await t.dataSource.query(`UPDATE companies SET purchase_on_account = true, credit_limit = 1000000 WHERE id = $1`, [companyId]);
    const product = await makeProduct(t.dataSource, { name: 'Laufradsatz 28"', basePrice: '100.00', stockQuantity: 1000 });
    const people = [];
    for (let n = 0; n < buyers; n++) {
      const staff = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Buyer, orderLimit: '50.00' });
      people.push({ ...staff, session: await signIn(t.app, staff.user.email) });
    }
    return { companyId, product, owner: await signIn(t.app, owner.user.email), buyers: people };
  }

  it.each(['prepayment', 'invoice'])(
    'an owner changing buyers\' limits while they check out (%s): every pair finishes, no deadlock, no 500',
    async (paymentMethod) => {
      const { product, owner, buyers } = await company(6);
      for (let round = 0; round < 3; round++) {
        const limit = round % 2 === 0 ? '4000.00' : '50.00';
        for (const buyer of buyers) await addToCart(t.app, buyer.session, product.id, 1);
        const answers = await Promise.all(
          buyers.flatMap((buyer) => [
            call('PATCH', `/api/company/staff/${buyer.member.id}`, owner, { orderLimit: limit }),
            placeOrder(t.app, buyer.session, checkoutBody({ paymentMethod })),
          ]),
        );
        expect(answers.map((answer) => `${answer.statusCode} ${answer.json().code ?? ''}`.trim())).toEqual(buyers.flatMap(() => ['200', '201']));
        for (const buyer of buyers) {
          expect((await t.dataSource.query('SELECT order_limit FROM company_members WHERE id = $1', [buyer.member.id]))[0].order_limit).toBe(limit);
        }
      }
      // each order placed once, with the limit of the moment: the stock went only to the orders that did not wait
      let placed = 0;
      for (const buyer of buyers) {
        const orders = await ordersOf(buyer.user.id);
        expect(orders).toHaveLength(3);
        expect(orders.every((order) => ['pending', 'awaiting_approval'].includes(order.status))).toBe(true);
        placed += orders.filter((order) => order.status === 'pending').length;
        expect(await cartQuantity(buyer.user.id)).toBe(0);
      }
      expect(await stockOf(product.id)).toBe(1000 - placed);
    },
  );

  it.each(['prepayment', 'invoice'])(
    'an owner removing buyers while they check out (%s): the removal always works, the checkout is placed before it or refused in German',
    async (paymentMethod) => {
      const { companyId, product, owner, buyers } = await company(8);
      for (const buyer of buyers) await addToCart(t.app, buyer.session, product.id, 1);
      const answers = await Promise.all(
        buyers.map((buyer) =>
          Promise.all([call('DELETE', `/api/company/staff/${buyer.member.id}`, owner), placeOrder(t.app, buyer.session, checkoutBody({ paymentMethod }))]),
        ),
      );
      let placed = 0;
      for (const [index, [removal, checkout]] of answers.entries()) {
        expect(removal.statusCode).toBe(204);
        const buyer = buyers[index];
        const orders = await ordersOf(buyer.user.id);
        if (checkout.statusCode === 201) {
          expect(orders).toHaveLength(1);
          if (orders[0].status === 'pending') placed++;
        } else {
          // refused after the removal: by the checkout's own read of the person (403) or already at the door (401)
          expect([checkout.statusCode, checkout.json().message]).toEqual(
            checkout.statusCode === 401 ? [401, expect.stringContaining('melden Sie sich')] : [403, ROLE_REFUSAL],
          );
          expect(orders).toHaveLength(0);
        }
      }
      expect(await stockOf(product.id)).toBe(1000 - placed);
      expect((await t.dataSource.query('SELECT role FROM company_members WHERE company_id = $1', [companyId])).map((row: { role: string }) => row.role)).toEqual(['owner']);
    },
  );

  it.each([
    ['demoted to viewer', `UPDATE company_members SET role = 'viewer' WHERE id = $1`],
    ['removed', `DELETE FROM company_members WHERE id = $1`],
  ])('a buyer %s while their checkout waits for their row is refused with 403 in German, nothing written', async (_label, statement) => {
    const { product, buyers } = await company(1);
    const [buyer] = buyers;
    await addToCart(t.app, buyer.session, product.id, 2); // 200.00 net, above the 50.00 limit
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query(statement, [buyer.member.id]);
      let settled = false;
      const checkout = placeOrder(t.app, buyer.session).then((response) => ((settled = true), response));
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(settled).toBe(false);
      await runner.commitTransaction();
      const refused = await checkout;
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'COMPANY_ROLE_FORBIDDEN', message: ROLE_REFUSAL });
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
    expect(await ordersOf(buyer.user.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(1000);
    expect(await cartQuantity(buyer.user.id)).toBe(2);
  });

  it('a buyer whose limit is raised while their checkout waits orders with the new limit', async () => {
    const { product, buyers } = await company(1);
    const [buyer] = buyers;
    await addToCart(t.app, buyer.session, product.id, 2);
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    await runner.query(`UPDATE company_members SET order_limit = 4000 WHERE id = $1`, [buyer.member.id]);
    const checkout = placeOrder(t.app, buyer.session);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await runner.commitTransaction();
    await runner.release();
    const placed = await checkout;
    expect(placed.statusCode).toBe(201);
    expect(placed.json().status).toBe('pending');
    expect(await stockOf(product.id)).toBe(998);
  });

  /** An owner's checkout held at its first statement while another owner's change of that owner commits. */
  async function ownerCheckoutDuring(change: string) {
    const { companyId, product } = await company(0);
    const owner = await makeStaff(t.dataSource, companyId, { role: CompanyRole.Owner });
    const session = await signIn(t.app, owner.user.email);
    await addToCart(t.app, session, product.id, 2); // 200.00 net
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query(change, [owner.member.id]);
      let settled = false;
      const checkout = placeOrder(t.app, session).then((response) => ((settled = true), response));
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(settled).toBe(false);
      await runner.commitTransaction();
      return { answer: await checkout, owner, product };
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
  }

  it('an owner made a buyer with a 50 € limit while their checkout waits: the order waits for approval, no stock taken', async () => {
    const { answer, owner, product } = await ownerCheckoutDuring(`UPDATE company_members SET role = 'buyer', order_limit = 50 WHERE id = $1`);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().status).toBe('awaiting_approval');
    expect(await ordersOf(owner.user.id)).toEqual([{ status: 'awaiting_approval' }]);
    expect(await stockOf(product.id)).toBe(1000);
  });

  it('an owner made a viewer while their checkout waits is refused with 403 in German, nothing written', async () => {
    const { answer, owner, product } = await ownerCheckoutDuring(`UPDATE company_members SET role = 'viewer' WHERE id = $1`);
    expect([answer.statusCode, answer.json()]).toEqual([403, expect.objectContaining({ code: 'COMPANY_ROLE_FORBIDDEN', message: ROLE_REFUSAL })]);
    expect(await ordersOf(owner.user.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(1000);
    expect(await cartQuantity(owner.user.id)).toBe(2);
  });
});

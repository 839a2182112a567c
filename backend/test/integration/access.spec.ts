import { Role } from '../../src/common/auth/role';
import { CartItem } from '../../src/modules/cart/entities/cart-item.entity';
import { makeDealer, makeUser, signIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('access: deny by default, roles on the server', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('answers a visitor 401 on a protected route and lets him reach public ones', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dealers/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Bitte melden Sie sich an.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers a forged or expired token 401', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZXMiOlsiYWRtaW4iXX0.c2lnbmF0dXJl';
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${forged}` } });
    expect(response.statusCode).toBe(401);
  });

  it('gives a dealer 403 on an admin/ops route and the cart count on his own', async () => {
    const { user } = await makeDealer(t.dataSource, { email: 'd@example.com', approved: true });
    const session = await signIn(t.app, 'd@example.com');
    const forbidden = await t.app.inject({ method: 'POST', url: '/api/auth/queue-session', headers: session.auth });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Zugriff verweigert: Sie haben keine Berechtigung für diesen Bereich.' });

    await t.dataSource.query(
      `INSERT INTO products (name, sku, base_price, retail_price, stock_quantity) VALUES ('Kette', 'K-1', 10, 20, 5), ('Schlauch', 'S-1', 3, 6, 5)`,
    );
    const products: { id: string }[] = await t.dataSource.query('SELECT id FROM products ORDER BY sku');
    await t.dataSource.getRepository(CartItem).insert([
      { userId: user.id, productId: products[0].id, quantity: 2 },
      { userId: user.id, productId: products[1].id, quantity: 3 },
    ]);
    const count = await t.app.inject({ method: 'GET', url: '/api/cart/count', headers: session.auth });
    expect(count.json()).toEqual({ count: 5 });
  });

  it('lets admin and ops open the queue board through its cookie and refuses everyone else', async () => {
    await makeUser(t.dataSource, { email: 'ops@example.com', roles: [Role.Ops] });
    const ops = await signIn(t.app, 'ops@example.com');
    const grant = await t.app.inject({ method: 'POST', url: '/api/auth/queue-session', headers: ops.auth });
    expect(grant.statusCode).toBe(204);
    const cookie = grant.cookies.find((c) => c.name === 'queue_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin/queues' });

    const board = await t.app.inject({ method: 'GET', url: '/admin/queues', cookies: { queue_session: cookie.value } });
    expect(board.statusCode).toBe(200);
    expect(board.body).toContain('<html');
    const api = await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues', cookies: { queue_session: cookie.value } });
    expect(api.json().queues.map((q: { name: string }) => q.name).sort()).toEqual(['images', 'import', 'invoices', 'mail', 'maintenance', 'news']);

    const anonymous = await t.app.inject({ method: 'GET', url: '/admin/queues' });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe('/auth?hinweis=job-warteschlangen');
    expect((await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues' })).statusCode).toBe(403);
    const forged = await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues', cookies: { queue_session: 'x.y.z' } });
    expect(forged.statusCode).toBe(403);
  });
});

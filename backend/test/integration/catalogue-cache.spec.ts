import Redis from 'ioredis';
import { Role } from '../../src/common/auth/role';
import { cacheInvalidationChannel, CacheInvalidation } from '../../src/common/cache/cache.service';
import { CatalogueCache } from '../../src/modules/catalogue/catalogue-cache';
import { makeDealer, makeUser, signIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

/** The storefront list answer cache: per query and price scope, cleared by writes here and in other processes. */
describe('catalogue: cached storefront list', () => {
  let t: TestApp;
  let cache: CatalogueCache;
  beforeAll(async () => {
    t = await startTestApp();
    cache = t.app.get(CatalogueCache);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await cache.clear();
  });

  const list = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/catalogue/products${query}`, headers });

  /** Polls until the condition holds (the Redis message arrives asynchronously). */
  async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('Bedingung nicht rechtzeitig erfüllt');
      await new Promise((done) => setTimeout(done, 25));
    }
  }

  it('serves a repeated query from the cache until a write', async () => {
    const product = await makeProduct(t.dataSource, { name: 'Kette KMC X11', sku: 'KMC-X11' });
    const first = await list();
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json().items[0].name).toBe('Kette KMC X11');
    // Changed behind the API's back without a notice: the cached answer stays (within its 10 s).
    await t.dataSource.query('UPDATE products SET name = $1 WHERE id = $2', ['Kette heimlich', product.id]);
    expect((await list()).json().items[0].name).toBe('Kette KMC X11');
    expect(cache.pageCount).toBe(1);
  });

  it('shows an admin product update in the very next list', async () => {
    await makeUser(t.dataSource, { email: 'admin@example.com', roles: [Role.Admin] });
    const admin = (await signIn(t.app, 'admin@example.com')).auth;
    const product = await makeProduct(t.dataSource, { name: 'Kette KMC X11', sku: 'KMC-X11', basePrice: '10.00', retailPrice: '39.90' });
    expect((await list()).json().items[0]).toMatchObject({ name: 'Kette KMC X11', retailPrice: '39.90' });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: admin,
      payload: { name: 'Kette KMC X12', sku: 'KMC-X11', basePrice: '10.00', retailPrice: '44.90' },
    });
    expect(updated.statusCode).toBe(200);
    expect((await list()).json().items[0]).toMatchObject({ name: 'Kette KMC X12', retailPrice: '44.90' });
  });

  it('drops its answers when another process publishes a catalogue change on Redis', async () => {
    const product = await makeProduct(t.dataSource, { name: 'Sattel alt', sku: 'S-1', stockQuantity: 25 });
    expect((await list()).json().items[0]).toMatchObject({ name: 'Sattel alt', stockQuantity: 25 });

    // Another process (e.g. a second API instance) changes the row and announces it.
    await t.dataSource.query('UPDATE products SET name = $1, stock_quantity = 3 WHERE id = $2', ['Sattel neu', product.id]);
    const other = t.redis.duplicate();
    try {
      const message: CacheInvalidation = { origin: 'other-process', namespace: 'catalogue.answers' };
      await other.publish(cacheInvalidationChannel(t.env.QUEUE_PREFIX), JSON.stringify(message));
    } finally {
      other.disconnect();
    }
    await eventually(async () => (await list()).json().items[0].name === 'Sattel neu');
    expect((await list()).json().items[0]).toMatchObject({ name: 'Sattel neu', stockQuantity: 3 });
  });

  it('publishes its own writes for the other processes', async () => {
    const listener = new Redis(t.env.REDIS_URL);
    const received: string[] = [];
    try {
      listener.on('message', (_channel: string, message: string) => received.push(JSON.parse(message).namespace));
      await listener.subscribe(cacheInvalidationChannel(t.env.QUEUE_PREFIX));
      await cache.clear();
      await eventually(async () => received.length >= 2);
      expect(received.sort()).toEqual(['catalogue.aggregates', 'catalogue.answers']);
    } finally {
      listener.disconnect();
    }
  });

  it("never gives a visitor a dealer's cached answer, nor a dealer another level's prices", async () => {
    await makeProduct(t.dataSource, { name: 'Kette KMC X11', sku: 'KMC-X11', basePrice: '20.00', retailPrice: '39.90' });
    await makeDealer(t.dataSource, { email: 'zehn@example.com', approved: true, discountLevel: 10 });
    await makeDealer(t.dataSource, { email: 'zwanzig@example.com', approved: true, discountLevel: 20 });
    await makeDealer(t.dataSource, { email: 'wartet@example.com', approved: false, discountLevel: 30 });
    const ten = (await signIn(t.app, 'zehn@example.com')).auth;
    const twenty = (await signIn(t.app, 'zwanzig@example.com')).auth;
    const pending = (await signIn(t.app, 'wartet@example.com')).auth;

    // The dealer asks first, so his answer is in the cache when the others ask the same query.
    expect((await list(ten)).json().items[0]).toMatchObject({ dealerPrice: '18.00', discountPercent: 10 });
    const visitor = (await list()).json().items[0];
    expect(visitor).toMatchObject({ retailPrice: '39.90', dealerPrice: null, discountPercent: null });
    expect((await list(pending)).json().items[0]).toMatchObject({ dealerPrice: null, discountPercent: null });
    expect((await list(twenty)).json().items[0]).toMatchObject({ dealerPrice: '16.00', discountPercent: 20 });
    // And again, now all from the cache.
    expect((await list(ten)).json().items[0]).toMatchObject({ dealerPrice: '18.00', discountPercent: 10 });
    expect((await list()).json().items[0]).toMatchObject({ dealerPrice: null, discountPercent: null });
    expect((await list(twenty)).json().items[0]).toMatchObject({ dealerPrice: '16.00', discountPercent: 20 });
  });

  it("shows a dealer's new discount at once after the administrator changes it", async () => {
    await makeUser(t.dataSource, { email: 'admin@example.com', roles: [Role.Admin] });
    const admin = (await signIn(t.app, 'admin@example.com')).auth;
    await makeProduct(t.dataSource, { sku: 'KMC-X11', basePrice: '20.00', retailPrice: '39.90' });
    const { profile } = await makeDealer(t.dataSource, { email: 'wartet@example.com', approved: false, discountLevel: 0 });
    const dealer = (await signIn(t.app, 'wartet@example.com')).auth;
    expect((await list(dealer)).json().items[0]).toMatchObject({ dealerPrice: null });

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dealers/${profile.id}/approve`,
      headers: admin,
      payload: { discountLevel: 25 },
    });
    expect(approved.statusCode).toBe(200);
    expect((await list(dealer)).json().items[0]).toMatchObject({ dealerPrice: '15.00', discountPercent: 25 });
  });

  it('keys the answer by the normalised query: paging, sort and search are kept apart', async () => {
    await makeProduct(t.dataSource, { name: 'A Kette', sku: 'A-1', retailPrice: '30.00' });
    await makeProduct(t.dataSource, { name: 'B Bremse', sku: 'B-1', retailPrice: '10.00' });
    expect((await list({}, '?pageSize=1')).json().items[0].name).toBe('A Kette');
    expect((await list({}, '?pageSize=1&page=2')).json().items[0].name).toBe('B Bremse');
    expect((await list({}, '?pageSize=1&sort=retail_price')).json().items[0].name).toBe('B Bremse');
    expect((await list({}, '?q=bremse')).json()).toMatchObject({ total: 1 });
    // Defaults spelt out or left away are the same answer.
    await list({}, '?page=1&sort=name&pageSize=24');
    const before = cache.pageCount;
    await list();
    expect(cache.pageCount).toBe(before);
  });

  describe('switched off (CATALOGUE_ANSWER_CACHE_SECONDS=0)', () => {
    let uncached: TestApp;
    beforeAll(async () => {
      uncached = await startTestApp({ CATALOGUE_ANSWER_CACHE_SECONDS: '0' });
    });
    afterAll(() => uncached.close());

    it('reads every list from the database', async () => {
      await uncached.reset();
      const product = await makeProduct(uncached.dataSource, { name: 'Kette KMC X11', sku: 'KMC-X11' });
      const names = async () =>
        (await uncached.app.inject({ method: 'GET', url: '/api/catalogue/products' })).json().items.map((p: { name: string }) => p.name);
      expect(await names()).toEqual(['Kette KMC X11']);
      await uncached.dataSource.query('UPDATE products SET name = $1 WHERE id = $2', ['Kette heimlich', product.id]);
      expect(await names()).toEqual(['Kette heimlich']);
      expect(uncached.app.get(CatalogueCache).pageCount).toBe(0);
    });
  });
});

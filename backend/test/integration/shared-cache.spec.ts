import Redis from 'ioredis';
import { cacheInvalidationChannel, CacheService } from '../../src/common/cache/cache.service';
import { TransactionHost } from '../../src/common/database/transaction-host';
import { eventually } from '../support/dedicated-redis';
import { makeDealer, signedInAdmin, signIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { makeProduct } from './catalogue.fixtures';

/**
 * The process-wide cache with two API instances on one database and Redis, as two replicas would run:
 * a change through one is seen by the other at once, and only once it is committed.
 */
describe('cache: one service, invalidated in every process', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  beforeEach(async () => {
    await a.reset();
    b.app.get(CacheService).dropAllLocal();
  });

  const firstItem = async (t: TestApp, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url: '/api/catalogue/products', headers })).json().items[0];

  it("shows a dealer's new discount on the other instance as soon as the change is answered", async () => {
    const admin = await signedInAdmin(a.app, a.dataSource);
    await makeProduct(a.dataSource, { sku: 'KMC-X11', basePrice: '20.00', retailPrice: '39.90' });
    const { profile } = await makeDealer(a.dataSource, { email: 'zehn@example.com', approved: true, discountLevel: 10 });
    const dealer = (await signIn(b.app, 'zehn@example.com')).auth;
    expect(await firstItem(b, dealer)).toMatchObject({ dealerPrice: '18.00', discountPercent: 10 });

    const changed = await a.app.inject({ method: 'PATCH', url: `/api/admin/dealers/${profile.id}`, headers: admin.auth, payload: { discountLevel: 25 } });
    expect(changed.statusCode).toBe(200);
    // The message travels over Redis; a browser's next request would take longer than this allowance.
    await eventually(async () => (await firstItem(b, dealer)).discountPercent === 25, 1_000);
    expect(await firstItem(b, dealer)).toMatchObject({ dealerPrice: '15.00', discountPercent: 25 });
  });

  it('shows a price change on the other instance, whose answer was cached', async () => {
    const admin = await signedInAdmin(b.app, b.dataSource);
    const product = await makeProduct(a.dataSource, { name: 'Kette KMC X11', sku: 'KMC-X11', basePrice: '10.00', retailPrice: '39.90' });
    expect(await firstItem(a)).toMatchObject({ retailPrice: '39.90' });
    expect(await firstItem(b)).toMatchObject({ retailPrice: '39.90' });

    const updated = await b.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: admin.auth,
      payload: { name: 'Kette KMC X11', sku: 'KMC-X11', basePrice: '10.00', retailPrice: '44.90' },
    });
    expect(updated.statusCode).toBe(200);
    await eventually(async () => (await firstItem(a)).retailPrice === '44.90', 1_000);
  });

  it("counts the dashboard afresh on the other instance after an administrator's change", async () => {
    const admin = await signedInAdmin(a.app, a.dataSource);
    const { profile } = await makeDealer(a.dataSource, { approved: false });
    const pendingOn = async (t: TestApp) =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.auth })).json().pendingDealers;
    expect(await pendingOn(b)).toBe(1);

    const approved = await a.app.inject({ method: 'POST', url: `/api/admin/dealers/${profile.id}/approve`, headers: admin.auth, payload: { discountLevel: 5 } });
    expect(approved.statusCode).toBe(200);
    await eventually(async () => (await pendingOn(b)) === 0, 1_000);
  });

  describe('invalidation and the transaction', () => {
    let listener: Redis;
    const received: string[] = [];
    beforeAll(async () => {
      listener = new Redis(a.env.REDIS_URL);
      listener.on('message', (_channel: string, message: string) => received.push(message));
      await listener.subscribe(cacheInvalidationChannel(a.env.QUEUE_PREFIX));
    });
    afterAll(() => listener.disconnect());
    beforeEach(() => (received.length = 0));

    it('raises nothing for a rolled-back change, and keeps the entry', async () => {
      const namespace = a.app.get(CacheService).namespace<string>('test.rolled-back', { ttlMs: 60_000, maxEntries: 10 });
      await namespace.get('k', async () => 'alt');
      const failed = a.app.get(TransactionHost).run(async () => {
        await namespace.forget('k');
        throw new Error('Abbruch');
      });
      await expect(failed).rejects.toThrow('Abbruch');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toEqual([]);
      expect(await namespace.get('k', async () => 'neu')).toBe('alt');
    });

    it('raises it only once the change is committed, then in every process', async () => {
      const onA = a.app.get(CacheService).namespace<string>('test.committed', { ttlMs: 60_000, maxEntries: 10 });
      const onB = b.app.get(CacheService).namespace<string>('test.committed', { ttlMs: 60_000, maxEntries: 10 });
      await onA.get('k', async () => 'alt');
      await onB.get('k', async () => 'alt');
      await a.app.get(TransactionHost).run(async () => {
        await onA.forget('k');
        // Still inside the transaction: nobody has forgotten anything yet.
        expect(await onA.get('k', async () => 'zu früh')).toBe('alt');
        expect(received).toEqual([]);
      });
      expect(await onA.get('k', async () => 'neu')).toBe('neu');
      await eventually(() => received.length === 1, 1_000);
      expect(JSON.parse(received[0])).toMatchObject({ namespace: 'test.committed', key: 'k' });
      await eventually(async () => (await onB.get('k', async () => 'neu')) === 'neu', 1_000);
    });
  });
});

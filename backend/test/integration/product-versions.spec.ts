import { ProductBulkService } from '../../src/modules/catalogue/product-bulk.service';
import { ProductImageLinksService } from '../../src/modules/catalogue/product-image-links.service';
import { makeDealer, signIn, SignedIn } from '../support/factories';
import { addToCart, placeOrder } from '../support/orders';
import { signInTwoAdmins } from '../support/races';
import { startTestApp, TestApp } from '../support/test-app';
import { makeCategory, makeProduct, multipart, PNG_1PX } from './catalogue.fixtures';

/**
 * Versioned product saves: the editor sends the version and the stock it loaded; a save on a stale form is refused in
 * German and changes nothing, except that stock taken by orders meanwhile is no reason to refuse.
 */
describe('product saves against the version the editor loaded', () => {
  let t: TestApp;
  let first: SignedIn;
  let second: SignedIn;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    ({ first, second } = await signInTwoAdmins(t));
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, session: SignedIn = first, payload?: object) =>
    t.app.inject({ method, url, headers: session.auth, payload: payload as Record<string, unknown> });
  const body = (overrides: Record<string, unknown> = {}) => ({ name: 'Kette KMC X11', sku: 'KMC-X11', basePrice: '19.95', retailPrice: '39.90', ...overrides });
  const stored = async (id: string) =>
    (await t.dataSource.query('SELECT name, stock_quantity, version, is_active FROM products WHERE id = $1', [id]))[0] as {
      name: string;
      stock_quantity: number;
      version: number;
      is_active: boolean;
    };
  const auditCount = async () => Number((await t.dataSource.query('SELECT count(*) FROM admin_actions'))[0].count);
  const product = () => makeProduct(t.dataSource, { name: 'Kette KMC X11', sku: 'KMC-X11', stockQuantity: 10 });
  const versionOf = async (id: string) => (await call('GET', `/api/admin/products/${id}`)).json().version as number;

  it('answers the version with the product and counts it up with each save; a save on the old version is refused, nothing changed', async () => {
    const { id } = await product();
    expect(await versionOf(id)).toBe(1);
    const saved = await call('PUT', `/api/admin/products/${id}`, second, body({ name: 'Kette neu', stockQuantity: 10, baseVersion: 1, baseStockQuantity: 10 }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Kette neu', version: 2 });
    const audits = await auditCount();

    const stale = await call('PUT', `/api/admin/products/${id}`, first, body({ name: 'Kette alt', stockQuantity: 10, baseVersion: 1, baseStockQuantity: 10 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'PRODUCT_CHANGED',
      currentVersion: 2,
      message: expect.stringMatching(/^Das Produkt „Kette neu“ \(KMC-X11\) wurde inzwischen geändert \(am \d{2}\.\d{2}\.\d{4} von zweite@example\.com\)\. Ihre Änderung ist nicht gespeichert\.$/),
    });
    expect(await stored(id)).toMatchObject({ name: 'Kette neu', version: 2 });
    expect(await auditCount()).toBe(audits);

    const onCurrent = await call('PUT', `/api/admin/products/${id}`, first, body({ name: 'Kette alt', stockQuantity: 10, baseVersion: 2, baseStockQuantity: 10 }));
    expect(onCurrent.json()).toMatchObject({ name: 'Kette alt', version: 3 });
  });

  it('a save without a base version is the last one that counts, as before', async () => {
    const { id } = await product();
    await call('PUT', `/api/admin/products/${id}`, second, body({ name: 'Zweite', stockQuantity: 10 }));
    const saved = await call('PUT', `/api/admin/products/${id}`, first, body({ name: 'Erste', stockQuantity: 4 }));
    expect(saved.json()).toMatchObject({ name: 'Erste', stockQuantity: 4, version: 3 });
  });

  it('a product deleted meanwhile is not brought back by a save from the old form', async () => {
    const { id } = await product();
    expect((await call('DELETE', `/api/admin/products/${id}`, second)).statusCode).toBe(204);
    const stale = await call('PUT', `/api/admin/products/${id}`, first, body({ isActive: true, stockQuantity: 10, baseVersion: 1, baseStockQuantity: 10 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Das Produkt „Kette KMC X11“ \(KMC-X11\) wurde inzwischen gelöscht \(am .+ von zweite@example\.com\)\./);
    expect(await stored(id)).toMatchObject({ is_active: false, version: 2 });
    // loaded again, the product can be brought back on purpose
    const revived = await call('PUT', `/api/admin/products/${id}`, first, body({ isActive: true, stockQuantity: 10, baseVersion: 2, baseStockQuantity: 10 }));
    expect(revived.json()).toMatchObject({ isActive: true, version: 3 });
  });

  describe('stock taken by orders while the form is open', () => {
    const orderTwo = async (productId: string) => {
      await makeDealer(t.dataSource, { email: 'laden@example.com', approved: true });
      const dealer = await signIn(t.app, 'laden@example.com');
      await addToCart(t.app, dealer, productId, 2);
      expect((await placeOrder(t.app, dealer)).statusCode).toBe(201);
    };

    it('counts no version, and a save that left the stock field alone keeps the current stock', async () => {
      const { id } = await product();
      await orderTwo(id);
      expect(await stored(id)).toMatchObject({ stock_quantity: 8, version: 1 });
      const saved = await call('PUT', `/api/admin/products/${id}`, first, body({ name: 'Kette neu', stockQuantity: 10, baseVersion: 1, baseStockQuantity: 10 }));
      expect(saved.json()).toMatchObject({ name: 'Kette neu', stockQuantity: 8, version: 2 });
    });

    it('a stock the administrator changed too is refused with both figures, nothing changed', async () => {
      const { id } = await product();
      await orderTwo(id);
      const audits = await auditCount();
      const refused = await call('PUT', `/api/admin/products/${id}`, first, body({ name: 'Kette neu', stockQuantity: 15, baseVersion: 1, baseStockQuantity: 10 }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'PRODUCT_STOCK_CHANGED',
        currentStockQuantity: 8,
        message: 'Der Bestand von „Kette KMC X11“ hat sich inzwischen durch Bestellungen von 10 auf 8 geändert. Bitte prüfen Sie Ihre Eingabe (15) und speichern Sie erneut.',
      });
      expect(await stored(id)).toMatchObject({ name: 'Kette KMC X11', stock_quantity: 8, version: 1 });
      expect(await auditCount()).toBe(audits);
      // with the new figure seen, the administrator's count is written
      const saved = await call('PUT', `/api/admin/products/${id}`, first, body({ stockQuantity: 15, baseVersion: 1, baseStockQuantity: 8 }));
      expect(saved.json()).toMatchObject({ stockQuantity: 15, version: 2 });
    });
  });

  it('every other change in the back office counts a version: images, deletion, the CSV import, the image migration, a deleted category', async () => {
    const category = await makeCategory(t.dataSource, { name: 'Ketten' });
    const { id } = await makeProduct(t.dataSource, { sku: 'IMP-1', categoryId: category.id, imageUrls: ['https://alt.example.com/k.png'] });
    const form = multipart('bild.png', PNG_1PX, 'image/png');
    const uploaded = await t.app.inject({ method: 'POST', url: `/api/admin/products/${id}/images`, headers: { ...first.auth, ...form.headers }, payload: form.payload });
    expect(uploaded.json().version).toBe(2);
    const [, url] = uploaded.json().imageUrls as string[];
    expect((await call('DELETE', `/api/admin/products/${id}/images?url=${encodeURIComponent(url)}`)).json().version).toBe(3);
    await t.dataSource.transaction(() => t.app.get(ProductImageLinksService).replaceImage(id, 'https://alt.example.com/k.png', 'https://neu.example.com/k.png'));
    expect(await versionOf(id)).toBe(4);
    const row = { sku: 'IMP-1', name: 'Aus dem Import', description: null, adminCostPrice: null, basePrice: '3.00', retailPrice: '6.99' };
    await t.app.get(ProductBulkService).upsertBySku([{ ...row, stockQuantity: 5, weight: null, gtin: null, han: null, categoryId: category.id, minOrderQuantity: null, orderMultiple: null }]);
    expect(await versionOf(id)).toBe(5);
    expect((await call('DELETE', `/api/admin/categories/${category.id}`)).statusCode).toBe(200);
    expect(await versionOf(id)).toBe(6);
    expect((await call('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(204);
    expect(await versionOf(id)).toBe(7);
    const stale = await call('PUT', `/api/admin/products/${id}`, first, body({ sku: 'IMP-1', baseVersion: 5 }));
    expect(stale.json().code).toBe('PRODUCT_CHANGED');
  });

  it.each([
    [{ baseVersion: 0 }, 'Der Bearbeitungsstand muss eine ganze Zahl ab 1 sein.'],
    [{ baseVersion: '1' }, 'Der Bearbeitungsstand muss eine ganze Zahl ab 1 sein.'],
    [{ baseVersion: 1.5 }, 'Der Bearbeitungsstand muss eine ganze Zahl ab 1 sein.'],
    [{ baseStockQuantity: -1 }, 'Der geladene Bestand muss eine ganze Zahl von 0 bis 2.147.483.647 sein.'],
    [{ baseStockQuantity: 2 ** 31 }, 'Der geladene Bestand muss eine ganze Zahl von 0 bis 2.147.483.647 sein.'],
  ])('refuses %j in German and changes nothing', async (patch, message) => {
    const { id } = await product();
    const refused = await call('PUT', `/api/admin/products/${id}`, first, body({ name: 'Anders', ...patch }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    expect(await stored(id)).toMatchObject({ name: 'Kette KMC X11', version: 1 });
  });
});

import { CatalogueCache } from '../../src/modules/catalogue/catalogue-cache';
import { makeDealer, signIn } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { dayStart, makeCategory, makeProduct } from './catalogue.fixtures';

describe('catalogue: storefront browsing', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.app.get(CatalogueCache).clear();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('prices follow the caller', () => {
    beforeEach(async () => {
      await makeProduct(t.dataSource, { name: 'Kette KMC X11', sku: 'KMC-X11', basePrice: '19.95', retailPrice: '39.90', adminCostPrice: '11.11' });
    });

    it('gives a visitor the retail price only', async () => {
      const response = await get('/api/catalogue/products');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ total: 1, page: 1, pageSize: 24 });
      expect(response.json().items[0]).toMatchObject({ name: 'Kette KMC X11', retailPrice: '39.90', dealerPrice: null, discountPercent: null });
    });

    it('gives an unapproved dealer the retail price only', async () => {
      await makeDealer(t.dataSource, { email: 'wartet@example.com', approved: false, discountLevel: 10 });
      const { auth } = await signIn(t.app, 'wartet@example.com');
      const item = (await get('/api/catalogue/products', auth)).json().items[0];
      expect(item).toMatchObject({ retailPrice: '39.90', dealerPrice: null, discountPercent: null });
    });

    it('gives an approved dealer his EK: base price less his discount, rounded half-up', async () => {
      await makeDealer(t.dataSource, { email: 'haendler@example.com', approved: true, discountLevel: 10 });
      const { auth } = await signIn(t.app, 'haendler@example.com');
      const item = (await get('/api/catalogue/products', auth)).json().items[0];
      // 19.95 × 0.9 = 17.955 → 17.96
      expect(item).toMatchObject({ retailPrice: '39.90', dealerPrice: '17.96', discountPercent: 10 });
      const detail = (await get(`/api/catalogue/products/${item.id}`, auth)).json();
      expect(detail).toMatchObject({ dealerPrice: '17.96', retailPrice: '39.90' });
    });

    it('never sends the admin cost price to a visitor or a dealer, on any storefront route', async () => {
      await makeDealer(t.dataSource, { email: 'haendler@example.com', approved: true, discountLevel: 10 });
      await makeDealer(t.dataSource, { email: 'wartet@example.com', approved: false });
      const callers = [{}, (await signIn(t.app, 'haendler@example.com')).auth, (await signIn(t.app, 'wartet@example.com')).auth];
      const id = (await get('/api/catalogue/products')).json().items[0].id;
      for (const headers of callers) {
        for (const url of ['/api/catalogue/products', `/api/catalogue/products/${id}`, '/api/catalogue/home', '/api/catalogue/products?q=kmc']) {
          const response = await get(url, headers);
          expect(response.statusCode).toBe(200);
          expect(response.body).not.toMatch(/adminCostPrice|admin_cost_price|costPrice|basePrice|base_price/);
          expect(response.body).not.toContain('11.11');
        }
      }
    });
  });

  describe('search, filter, sort and pages', () => {
    it('searches name, SKU and description case-insensitively and takes % and _ literally', async () => {
      await makeProduct(t.dataSource, { name: 'Bremsbelag Shimano', sku: 'BB-1' });
      await makeProduct(t.dataSource, { name: 'Kette', sku: 'SHIM-22' });
      await makeProduct(t.dataSource, { name: 'Lenkerband', sku: 'LB-1', description: 'Passt zu SHIMANO-Griffen' });
      await makeProduct(t.dataSource, { name: 'Sattel 100% Leder', sku: 'S_1' });
      await makeProduct(t.dataSource, { name: 'Pedal', sku: 'P-1', description: 'shimano', isActive: false });
      const names = async (q: string) =>
        (await get(`/api/catalogue/products?q=${encodeURIComponent(q)}`)).json().items.map((p: { name: string }) => p.name);
      expect(await names('shim')).toEqual(['Bremsbelag Shimano', 'Kette', 'Lenkerband']);
      expect(await names('  SHIMANO ')).toEqual(['Bremsbelag Shimano', 'Lenkerband']);
      expect(await names('100%')).toEqual(['Sattel 100% Leder']);
      expect(await names('%')).toEqual(['Sattel 100% Leder']);
      expect(await names('s_1')).toEqual(['Sattel 100% Leder']);
      expect((await get('/api/catalogue/products?q=shim')).json().total).toBe(3);
    });

    it('does not match across the borders of name, SKU and description', async () => {
      await makeProduct(t.dataSource, { name: 'Kette', sku: 'KX-9', description: 'Rostfrei' });
      const total = async (q: string) => (await get(`/api/catalogue/products?q=${encodeURIComponent(q)}`)).json().total;
      expect(await total('rostfrei')).toBe(1);
      expect(await total('kx-9')).toBe(1);
      expect(await total('kette kx')).toBe(0);
      // the separator between the fields is a control character, which a search term may not contain
      for (const q of ['ette\u001fkx', 'kx-9\u001frost']) {
        const response = await get(`/api/catalogue/products?q=${encodeURIComponent(q)}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Der Suchbegriff darf keine Steuerzeichen enthalten.');
      }
    });

    it('filters a main category with its subcategories, a subcategory alone', async () => {
      const antrieb = await makeCategory(t.dataSource, { name: 'Antrieb' });
      const ketten = await makeCategory(t.dataSource, { name: 'Ketten', parentId: antrieb.id });
      const bremsen = await makeCategory(t.dataSource, { name: 'Bremsen' });
      await makeProduct(t.dataSource, { name: 'Kurbel', categoryId: antrieb.id });
      await makeProduct(t.dataSource, { name: 'Kette', categoryId: ketten.id });
      await makeProduct(t.dataSource, { name: 'Bremse', categoryId: bremsen.id });
      await makeProduct(t.dataSource, { name: 'Klingel' });
      const names = async (category: string) =>
        (await get(`/api/catalogue/products?category=${category}`)).json().items.map((p: { name: string }) => p.name);
      expect(await names(antrieb.id)).toEqual(['Kette', 'Kurbel']);
      expect(await names(ketten.id)).toEqual(['Kette']);
      expect(await names(bremsen.id)).toEqual(['Bremse']);
      const item = (await get(`/api/catalogue/products?category=${ketten.id}`)).json().items[0];
      expect(item).toMatchObject({ categoryName: 'Ketten', categoryPath: 'Antrieb > Ketten' });
    });

    it('sorts ascending by name, retail price, SKU and stock, and pages with the same total', async () => {
      await makeProduct(t.dataSource, { name: 'B', sku: 'C-1', retailPrice: '5.00', stockQuantity: 30 });
      await makeProduct(t.dataSource, { name: 'A', sku: 'B-1', retailPrice: '100.00', stockQuantity: 10 });
      await makeProduct(t.dataSource, { name: 'C', sku: 'A-1', retailPrice: '20.00', stockQuantity: 0 });
      const order = async (sort: string) =>
        (await get(`/api/catalogue/products?sort=${sort}`)).json().items.map((p: { name: string }) => p.name);
      expect(await order('name')).toEqual(['A', 'B', 'C']);
      expect(await order('retail_price')).toEqual(['B', 'C', 'A']);
      expect(await order('sku')).toEqual(['C', 'A', 'B']);
      expect(await order('stock_quantity')).toEqual(['C', 'A', 'B']);

      const second = (await get('/api/catalogue/products?sort=name&page=2&pageSize=2')).json();
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.items.map((p: { name: string }) => p.name)).toEqual(['C']);
    });

    it('gives deep pages (read by ids first) in the same order as the first ones, for every sort', async () => {
      const category = await makeCategory(t.dataSource, { name: 'Massenware' });
      // 330 products with duplicate names, prices and stock, so that the id tie-breaker decides within groups.
      await t.dataSource.query(
        `INSERT INTO products (name, sku, base_price, retail_price, stock_quantity, category_id, is_active)
         SELECT 'Teil ' || (i % 40), 'MW-' || lpad(i::text, 4, '0'), 1, 2 + i % 7, i % 5, $1, i % 11 <> 0
         FROM generate_series(1, 330) AS i`,
        [category.id],
      );
      const orderBy = { name: 'name', retail_price: 'retail_price', sku: 'sku', stock_quantity: 'stock_quantity' };
      for (const [sort, column] of Object.entries(orderBy)) {
        const expected = (
          await t.dataSource.query<{ id: string }[]>(`SELECT id FROM products WHERE is_active ORDER BY ${column}, id`)
        ).map((row) => row.id);
        const ids: string[] = [];
        for (let page = 1; page <= 4; page++) {
          const body = (await get(`/api/catalogue/products?sort=${sort}&page=${page}&pageSize=100`)).json();
          expect(body.total).toBe(expected.length);
          ids.push(...body.items.map((p: { id: string }) => p.id));
        }
        expect(ids).toEqual(expected);
      }
      const deep = (await get(`/api/catalogue/products?category=${category.id}&page=4&pageSize=80`)).json();
      expect(deep.items[0]).toMatchObject({ categoryName: 'Massenware', categoryPath: 'Massenware' });
    });

    it('pages 24 by default and refuses more than 100 per page, in German', async () => {
      for (let i = 0; i < 30; i++) await makeProduct(t.dataSource, { name: `Teil ${String(i).padStart(2, '0')}` });
      const first = (await get('/api/catalogue/products')).json();
      expect(first.items).toHaveLength(24);
      expect(first.total).toBe(30);
      const tooMany = await get('/api/catalogue/products?pageSize=101');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Die Seitengröße muss zwischen 1 und 100 liegen.' });
      const badSort = await get('/api/catalogue/products?sort=price_desc');
      expect(badSort.json().message).toBe('Unbekannte Sortierung.');
      expect((await get('/api/catalogue/products?page=0')).json().message).toBe('Die Seite muss eine ganze Zahl ab 1 sein.');
    });

    it('answers an inactive or unknown product 404 in German', async () => {
      const inactive = await makeProduct(t.dataSource, { isActive: false });
      const response = await get(`/api/catalogue/products/${inactive.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Produkt nicht gefunden.' });
    });
  });

  describe('special price window (Europe/Berlin days, inclusive)', () => {
    it('shows the special price from its first to its last day, not a day before or after', async () => {
      const make = (name: string, from: number, to: number) =>
        makeProduct(t.dataSource, { name, retailPrice: '50.00', specialPrice: '39.00', specialPriceStart: dayStart(from), specialPriceEnd: dayStart(to) });
      await make('A heute bis heute', 0, 0);
      await make('B gestern bis heute', -1, 0);
      await make('C heute bis morgen', 0, 1);
      await make('D ab morgen', 1, 5);
      await make('E bis gestern', -5, -1);
      await makeProduct(t.dataSource, { name: 'F ohne Ende', specialPrice: '39.00', specialPriceStart: dayStart(-1), specialPriceEnd: null });
      await makeProduct(t.dataSource, { name: 'G ohne Preis', specialPrice: null, specialPriceStart: dayStart(-1), specialPriceEnd: dayStart(1) });
      const items: { name: string; specialPrice: string | null }[] = (await get('/api/catalogue/products')).json().items;
      expect(Object.fromEntries(items.map((p) => [p.name[0], p.specialPrice]))).toEqual({
        A: '39.00',
        B: '39.00',
        C: '39.00',
        D: null,
        E: null,
        F: null,
        G: null,
      });
    });
  });

  describe('categories and home', () => {
    it('lists active categories by sort order with their active product counts', async () => {
      const b = await makeCategory(t.dataSource, { name: 'Bremsen', sortOrder: 2 });
      const a = await makeCategory(t.dataSource, { name: 'Antrieb', sortOrder: 1 });
      const k = await makeCategory(t.dataSource, { name: 'Ketten', parentId: a.id, sortOrder: 0 });
      await makeCategory(t.dataSource, { name: 'Alt', isActive: false });
      await makeProduct(t.dataSource, { categoryId: a.id });
      await makeProduct(t.dataSource, { categoryId: k.id });
      await makeProduct(t.dataSource, { categoryId: k.id });
      await makeProduct(t.dataSource, { categoryId: k.id, isActive: false });
      await makeProduct(t.dataSource, { categoryId: b.id });
      const list = (await get('/api/catalogue/categories')).json();
      expect(list.map((c: { name: string }) => c.name)).toEqual(['Ketten', 'Antrieb', 'Bremsen']);
      expect(list.find((c: { name: string }) => c.name === 'Antrieb')).toMatchObject({ productCount: 1, totalProductCount: 3, parentId: null });
      expect(list.find((c: { name: string }) => c.name === 'Ketten')).toMatchObject({ productCount: 2, totalProductCount: 2, parentId: a.id });
    });

    it('serves home in one answer: 8 random products, up to 8 main category tiles and the counts', async () => {
      const mains = [];
      for (let i = 0; i < 10; i++) mains.push(await makeCategory(t.dataSource, { name: `Haupt ${i}`, sortOrder: i }));
      await makeCategory(t.dataSource, { name: 'Unter', parentId: mains[0].id });
      for (let i = 0; i < 12; i++) await makeProduct(t.dataSource, { categoryId: mains[i % 3].id });
      await makeProduct(t.dataSource, { isActive: false });
      const home = (await get('/api/catalogue/home')).json();
      expect(home.featuredProducts).toHaveLength(8);
      expect(new Set(home.featuredProducts.map((p: { id: string }) => p.id)).size).toBe(8);
      expect(home.categories.map((c: { name: string }) => c.name)).toEqual(mains.slice(0, 8).map((c) => c.name));
      expect(home.categories[0].totalProductCount).toBe(4);
      expect(home).toMatchObject({ productCount: 12, categoryCount: 11, mainCategoryCount: 10 });
    });
  });
});

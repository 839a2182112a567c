import { brotliDecompressSync } from 'zlib';
import ExcelJS from 'exceljs';
import { AdminAction } from '../../src/modules/audit/entities/admin-action.entity';
import { CatalogueCache } from '../../src/modules/catalogue/catalogue-cache';
import { ProductBulkService } from '../../src/modules/catalogue/product-bulk.service';
import { makeDealer, signedInAdmin, signIn, SignedIn } from '../support/factories';
import { addToCart, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { makeCategory, makeProduct, multipart } from './catalogue.fixtures';
import { csv, xlsx } from './import.fixtures';

const TUBE_MESSAGE = 'gibt es nur in Mengen von 10, 20, 30 …; Mindestmenge 10.';

describe('quick order: packaging units, lookup, lists to cart, reorder, export', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.app.get(CatalogueCache).clear();
  });

  const dealer = async (discountLevel = 10, approved = true): Promise<SignedIn> => {
    const { user } = await makeDealer(t.dataSource, { approved, discountLevel });
    return signIn(t.app, user.email);
  };
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, auth: Record<string, string> = {}, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const cartRows = () =>
    t.dataSource.query<{ sku: string; quantity: number }[]>(
      'SELECT p.sku, c.quantity FROM cart_items c JOIN products p ON p.id = c.product_id ORDER BY p.sku',
    );
  const tube = () =>
    makeProduct(t.dataSource, { name: 'Fahrradschlauch 28"', sku: 'SCHL-28', eanCode: '4006381333931', minOrderQuantity: 10, orderMultiple: 10, stockQuantity: 200 });

  describe('packaging units on every path that sets a cart quantity', () => {
    it('POST /api/cart/items refuses quantities off the unit, naming the allowed ones, and rounds nothing', async () => {
      const session = await dealer();
      const product = await tube();
      for (const quantity of [1, 5, 15]) {
        const refused = await call('POST', '/api/cart/items', session.auth, { productId: product.id, quantity });
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({ code: 'ORDER_QUANTITY_NOT_ALLOWED', minOrderQuantity: 10, orderMultiple: 10 });
        expect(refused.json().message).toBe(`Die Menge ${quantity} ist nicht möglich: „Fahrradschlauch 28"“ ${TUBE_MESSAGE}`);
      }
      expect(await cartRows()).toEqual([]);

      await addToCart(t.app, session, product.id, 10);
      const onTop = await call('POST', '/api/cart/items', session.auth, { productId: product.id, quantity: 5 });
      expect(onTop.statusCode).toBe(422);
      expect(onTop.json().message).toBe(`Die Menge 15 (mit den 10 Stück im Warenkorb) ist nicht möglich: „Fahrradschlauch 28"“ ${TUBE_MESSAGE}`);
      const cart = await addToCart(t.app, session, product.id, 20);
      expect(cart.items[0]).toMatchObject({ quantity: 30, minOrderQuantity: 10, orderMultiple: 10, problem: null });
    });

    it('PATCH /api/cart/items/{id} refuses a quantity off the unit and keeps the line as it was', async () => {
      const session = await dealer();
      const product = await tube();
      const line = (await addToCart(t.app, session, product.id, 20)).items[0];
      const refused = await call('PATCH', `/api/cart/items/${line.id}`, session.auth, { quantity: 25 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(`Die Menge 25 ist nicht möglich: „Fahrradschlauch 28"“ ${TUBE_MESSAGE}`);
      expect(await cartRows()).toEqual([{ sku: 'SCHL-28', quantity: 20 }]);
      expect((await call('PATCH', `/api/cart/items/${line.id}`, session.auth, { quantity: 40 })).json().items[0].quantity).toBe(40);
    });

    it('a unit changed after adding blocks checkout with the German reason instead of ordering a wrong quantity', async () => {
      const session = await dealer();
      const product = await makeProduct(t.dataSource, { name: 'Bremsbelag', stockQuantity: 50 });
      await addToCart(t.app, session, product.id, 3);
      await t.dataSource.query('UPDATE products SET order_multiple = 4 WHERE id = $1', [product.id]);
      const cart = (await call('GET', '/api/cart', session.auth)).json();
      expect(cart.checkoutBlocked).toBe(true);
      expect(cart.items[0]).toMatchObject({ problem: 'packaging_unit', orderMultiple: 4, minOrderQuantity: 4 });
      expect(cart.items[0].problemMessage).toBe(
        'Die Menge 3 ist nicht möglich: „Bremsbelag“ gibt es nur in Mengen von 4, 8, 12 …; Mindestmenge 4. Bitte passen Sie die Menge an.',
      );
      const order = await placeOrder(t.app, session);
      expect(order.statusCode).toBe(422);
      expect(order.json().code).toBe('ORDER_QUANTITY_NOT_ALLOWED');
      expect(await t.dataSource.query('SELECT id FROM orders')).toEqual([]);
    });

    it('the admin editor saves the unit (audited) and refuses values outside 1 to 100.000 in German', async () => {
      const admin = (await signedInAdmin(t.app, t.dataSource)).auth;
      const body = { name: 'Schlauch', sku: 'SCHL-1', basePrice: '3.00', retailPrice: '6.99' };
      const created = await call('POST', '/api/admin/products', admin, { ...body, minOrderQuantity: 10, orderMultiple: 5 });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ minOrderQuantity: 10, orderMultiple: 5 });
      const updated = await call('PUT', `/api/admin/products/${created.json().id}`, admin, { ...body, minOrderQuantity: 1, orderMultiple: 10 });
      expect(updated.json()).toMatchObject({ minOrderQuantity: 1, orderMultiple: 10 });
      expect((await t.dataSource.getRepository(AdminAction).find()).map((action) => action.actionType)).toEqual(['product.create', 'product.update']);
      for (const [field, value, message] of [
        ['orderMultiple', 0, 'Die Verpackungseinheit muss eine ganze Zahl von 1 bis 100.000 sein.'],
        ['minOrderQuantity', 100_001, 'Die Mindestbestellmenge muss eine ganze Zahl von 1 bis 100.000 sein.'],
        ['orderMultiple', 2.5, 'Die Verpackungseinheit muss eine ganze Zahl von 1 bis 100.000 sein.'],
      ] as const) {
        const refused = await call('PUT', `/api/admin/products/${created.json().id}`, admin, { ...body, [field]: value });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors.map((error: { message: string }) => error.message)).toContain(message);
      }
      const storefront = (await call('GET', `/api/catalogue/products/${created.json().id}`)).json();
      expect(storefront).toMatchObject({ minOrderQuantity: 10, orderMultiple: 10 });
    });

    it('the import writes the unit by SKU and keeps it where the file has none', async () => {
      const bulk = t.app.get(ProductBulkService);
      const row = { sku: 'IMP-1', name: 'Schlauch', description: null, adminCostPrice: null, basePrice: '3.00', retailPrice: '6.99', stockQuantity: 5, weight: null, gtin: null, han: null, categoryId: null };
      await bulk.upsertBySku([{ ...row, minOrderQuantity: 10, orderMultiple: 10 }]);
      await bulk.upsertBySku([{ ...row, name: 'Schlauch neu', minOrderQuantity: null, orderMultiple: null }]);
      expect(await t.dataSource.query('SELECT name, min_order_quantity, order_multiple FROM products')).toEqual([
        { name: 'Schlauch neu', min_order_quantity: 10, order_multiple: 10 },
      ]);
    });
  });

  describe('POST /api/cart/items/bulk', () => {
    it('adds the valid lines in one go and refuses the others with German reasons', async () => {
      const session = await dealer(10);
      await tube();
      await makeProduct(t.dataSource, { name: 'Kette 11-fach', sku: 'KETTE-11', basePrice: '20.00', stockQuantity: 30 });
      await makeProduct(t.dataSource, { name: 'Altes Modell', sku: 'ALT-1', isActive: false });
      await makeProduct(t.dataSource, { name: 'Klingel', sku: 'KLING-1', stockQuantity: 0 });
      await makeProduct(t.dataSource, { name: 'Sattel', sku: 'SATTEL-1', stockQuantity: 3 });
      const response = await call('POST', '/api/cart/items/bulk', session.auth, {
        lines: [
          { sku: 'kette-11', quantity: 2 },
          { ean: '4006381333931', quantity: 20 },
          { sku: 'GIBTS-NICHT', quantity: 1 },
          { sku: 'ALT-1', quantity: 1 },
          { sku: 'KLING-1', quantity: 1 },
          { sku: 'SATTEL-1', quantity: 4 },
          { sku: 'SCHL-28', quantity: 5 },
          { sku: 'KETTE-11', quantity: 1 },
          { quantity: 3 },
        ],
      });
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.added.map((line: { line: number; sku: string; quantity: number; cartQuantity: number }) => [line.line, line.sku, line.quantity, line.cartQuantity])).toEqual([
        [1, 'KETTE-11', 2, 2],
        [2, 'SCHL-28', 20, 20],
        [8, 'KETTE-11', 1, 3],
      ]);
      expect(answer.added[0]).toMatchObject({ unitPrice: '18.00', lineTotal: '36.00' });
      expect(answer.refused.map((line: { line: number; reason: string; message: string }) => [line.line, line.reason, line.message])).toEqual([
        [3, 'unknown', 'Artikelnummer „GIBTS-NICHT“ ist unbekannt.'],
        [4, 'unavailable', '„Altes Modell“ ist nicht mehr erhältlich.'],
        [5, 'sold_out', '„Klingel“ ist leider ausverkauft.'],
        [6, 'insufficient_stock', 'Von „Sattel“ sind nur noch 3 Stück verfügbar.'],
        [7, 'packaging_unit', `Die Menge 25 (mit den 20 Stück im Warenkorb) ist nicht möglich: „Fahrradschlauch 28"“ ${TUBE_MESSAGE}`],
        [9, 'missing_code', 'Bitte Artikelnummer oder EAN angeben.'],
      ]);
      expect(answer.cart.itemCount).toBe(23);
      expect(await cartRows()).toEqual([
        { sku: 'KETTE-11', quantity: 3 },
        { sku: 'SCHL-28', quantity: 20 },
      ]);
    });

    it.each([
      [{}, 'Die Liste ist ungültig.'],
      [{ lines: [] }, 'Die Liste ist leer.'],
      [{ lines: [{ sku: 'A', quantity: 0 }] }, 'Die Menge muss mindestens 1 sein.'],
      [{ lines: [{ sku: 'A\u0000', quantity: 1 }] }, null],
      [{ lines: [{ sku: 'A'.repeat(65), quantity: 1 }] }, null],
      [{ lines: Array.from({ length: 1001 }, () => ({ sku: 'A', quantity: 1 })) }, 'Höchstens 1.000 Zeilen auf einmal.'],
      [{ lines: [{ sku: 'A', quantity: 1, price: '0.01' }] }, null],
    ])('refuses %#: a malformed body in German, writing nothing', async (body, message) => {
      const session = await dealer();
      const response = await call('POST', '/api/cart/items/bulk', session.auth, body);
      expect(response.statusCode).toBe(400);
      const messages = response.json().errors.map((error: { message: string }) => error.message);
      if (message) expect(messages).toContain(message);
      expect(messages.join(' ')).toMatch(/[äöüß„]|Die|Zeile|Bitte|Unbekannt/);
      expect(await cartRows()).toEqual([]);
    });

    it('keeps pending dealers and visitors out', async () => {
      const pending = await dealer(0, false);
      expect((await call('POST', '/api/cart/items/bulk', pending.auth, { lines: [{ sku: 'A', quantity: 1 }] })).statusCode).toBe(403);
      expect((await call('POST', '/api/cart/items/bulk', {}, { lines: [{ sku: 'A', quantity: 1 }] })).statusCode).toBe(401);
    });

    // The time of a 200-row list is measured by scripts/bench/quick-order-bench.mjs (a timing here flakes on a loaded machine).
    it('adds a 200-row list in one request', async () => {
      const session = await dealer();
      await t.dataSource.query(
        `INSERT INTO products (name, sku, base_price, retail_price, stock_quantity)
         SELECT 'Artikel ' || n, 'BULK-' || lpad(n::text, 4, '0'), 5, 9.99, 100 FROM generate_series(1, 200) n`,
      );
      const lines = Array.from({ length: 200 }, (_, index) => ({ sku: `BULK-${String(index + 1).padStart(4, '0')}`, quantity: 2 }));
      const response = await call('POST', '/api/cart/items/bulk', session.auth, { lines });
      expect(response.json().added).toHaveLength(200);
      expect(response.json().cart.itemCount).toBe(400);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM cart_items')).toEqual([{ n: 200 }]);
    });
  });

  describe('POST /api/cart/items/bulk/preview (a list, read by the import reader)', () => {
    const preview = (session: SignedIn, fileName: string, content: Buffer) => {
      const body = multipart(fileName, content);
      return t.app.inject({ method: 'POST', url: '/api/cart/items/bulk/preview', headers: { ...session.auth, ...body.headers }, payload: body.payload });
    };

    it('reads a pasted SKU;Menge list without header and says which rows cannot be added, writing nothing', async () => {
      const session = await dealer();
      await tube();
      await makeProduct(t.dataSource, { name: 'Kette', sku: 'KETTE-11', stockQuantity: 30 });
      const response = await preview(session, 'liste.csv', Buffer.from('KETTE-11;2\nUNBEKANNT-9;1\nSCHL-28;15\n4006381333931;10\nKETTE-11;zwei\n'));
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.accepted.map((line: { line: number; sku: string; quantity: number }) => [line.line, line.sku, line.quantity])).toEqual([
        [1, 'KETTE-11', 2],
        [4, 'SCHL-28', 10],
      ]);
      expect(answer.refused.map((line: { line: number; message: string }) => [line.line, line.message])).toEqual([
        [2, 'Artikelnummer „UNBEKANNT-9“ ist unbekannt.'],
        [3, `Die Menge 15 ist nicht möglich: „Fahrradschlauch 28"“ ${TUBE_MESSAGE}`],
        [5, 'Zeile 5: Menge „zwei“ ist keine ganze Zahl ab 1.'],
      ]);
      expect(await cartRows()).toEqual([]);
    });

    it('reads a CSV with a header in any column order and an XLSX the same way', async () => {
      const session = await dealer();
      await makeProduct(t.dataSource, { name: 'Kette', sku: 'KETTE-11', stockQuantity: 30 });
      const fromCsv = (await preview(session, 'bestellung.csv', csv(['Menge;Bezeichnung;Artikelnummer', '3;Kette;KETTE-11'], 'windows-1252'))).json();
      expect(fromCsv.accepted).toMatchObject([{ line: 2, sku: 'KETTE-11', quantity: 3 }]);
      const fromXlsx = (await preview(session, 'bestellung.xlsx', await xlsx([['Anzahl', 'SKU'], [4, 'KETTE-11']]))).json();
      expect(fromXlsx.accepted).toMatchObject([{ line: 2, sku: 'KETTE-11', quantity: 4 }]);
    });

    it('refuses a file that is no list in German', async () => {
      const session = await dealer();
      const pdf = await preview(session, 'liste.pdf', Buffer.from('%PDF-1.4'));
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json().message).toBe('Ungültiger Dateityp: Bitte laden Sie eine CSV- oder XLSX-Datei hoch.');
      const broken = await preview(session, 'liste.xlsx', Buffer.from('PK\u0003\u0004kaputt'));
      expect(broken.statusCode).toBe(422);
      expect(broken.json().message).toMatch(/^Die Datei konnte nicht gelesen werden/);
    });
  });

  describe('POST /api/orders/{id}/reorder', () => {
    it('puts the lines of an own order into the cart at today\'s prices and names what it skipped', async () => {
      const session = await dealer(10);
      const chain = await makeProduct(t.dataSource, { name: 'Kette', sku: 'KETTE-11', basePrice: '20.00', stockQuantity: 30 });
      const gone = await makeProduct(t.dataSource, { name: 'Auslaufmodell', sku: 'ALT-2', stockQuantity: 30 });
      const pads = await makeProduct(t.dataSource, { name: 'Bremsbelag', sku: 'BB-1', stockQuantity: 30 });
      await addToCart(t.app, session, chain.id, 2);
      await addToCart(t.app, session, gone.id, 1);
      await addToCart(t.app, session, pads.id, 3);
      const order = await placeOrder(t.app, session);
      expect(order.statusCode).toBe(201);
      await t.dataSource.query(`UPDATE products SET base_price = 30, updated_at = now() WHERE id = $1`, [chain.id]);
      await t.dataSource.query(`UPDATE products SET is_active = false WHERE id = $1`, [gone.id]);
      await t.dataSource.query(`UPDATE products SET order_multiple = 5 WHERE id = $1`, [pads.id]);

      const response = await call('POST', `/api/orders/${order.json().id}/reorder`, session.auth);
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.added).toMatchObject([{ sku: 'KETTE-11', quantity: 2, unitPrice: '27.00' }]);
      expect(answer.refused.map((line: { name: string; message: string }) => line.message).sort()).toEqual([
        'Die Menge 3 ist nicht möglich: „Bremsbelag“ gibt es nur in Mengen von 5, 10, 15 …; Mindestmenge 5.',
        '„Auslaufmodell“ ist nicht mehr erhältlich.',
      ]);
      expect(answer.cart.items).toMatchObject([{ sku: 'KETTE-11', quantity: 2, unitPrice: '27.00' }]);
    });

    it('answers 404 for another dealer\'s order and for an unknown one', async () => {
      const owner = await dealer();
      const product = await makeProduct(t.dataSource);
      await addToCart(t.app, owner, product.id, 1);
      const order = (await placeOrder(t.app, owner)).json();
      const other = await dealer();
      const foreign = await call('POST', `/api/orders/${order.id}/reorder`, other.auth);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Bestellung nicht gefunden');
      expect((await call('POST', '/api/orders/00000000-0000-4000-8000-000000000000/reorder', other.auth)).statusCode).toBe(404);
      expect(await t.dataSource.query('SELECT * FROM cart_items')).toEqual([]);
    });
  });

  describe('GET /api/catalogue/lookup', () => {
    it('shares answers between dealers of one discount and forgets them when an administrator changes the catalogue', async () => {
      const [first, second, other] = [await dealer(10), await dealer(10), await dealer(20)];
      const admin = (await signedInAdmin(t.app, t.dataSource)).auth;
      const body = { name: 'Fahrradschlauch 28"', sku: 'SCHL-28', basePrice: '10.00', retailPrice: '19.99', stockQuantity: 200 };
      const created = (await call('POST', '/api/admin/products', admin, body)).json();
      const lookup = async (session: SignedIn) => (await call('GET', '/api/catalogue/lookup?q=schl-28', session.auth)).json()[0];
      expect(await lookup(first)).toMatchObject({ stockQuantity: 200, dealerPrice: '9.00' });
      // a change behind the API's back (another process, no message) is not seen by the cached answer …
      await t.dataSource.query('UPDATE products SET stock_quantity = 5 WHERE id = $1', [created.id]);
      expect(await lookup(second)).toMatchObject({ stockQuantity: 200, dealerPrice: '9.00' });
      // … while another discount level has its own answer, and an administrator's change clears every answer
      expect(await lookup(other)).toMatchObject({ stockQuantity: 5, dealerPrice: '8.00' });
      await call('PUT', `/api/admin/products/${created.id}`, admin, { ...body, stockQuantity: 7 });
      expect(await lookup(first)).toMatchObject({ stockQuantity: 7 });
    });

    it('finds by exact SKU or EAN first, then by SKU prefix and name, with the dealer\'s EK', async () => {
      const session = await dealer(10);
      await tube();
      await makeProduct(t.dataSource, { name: 'Schlauchventil', sku: 'VENT-1', basePrice: '2.00' });
      await makeProduct(t.dataSource, { name: 'Kette', sku: 'SCHL-28X' });
      await makeProduct(t.dataSource, { name: 'Schlauch alt', sku: 'SCHL-OLD', isActive: false });
      const bySku = (await call('GET', '/api/catalogue/lookup?q=schl-28', session.auth)).json();
      expect(bySku.map((item: { sku: string; exact: boolean }) => [item.sku, item.exact])).toEqual([
        ['SCHL-28', true],
        ['SCHL-28X', false],
      ]);
      expect(bySku[0]).toMatchObject({ eanCode: '4006381333931', minOrderQuantity: 10, orderMultiple: 10, isActive: true, stockQuantity: 200 });
      const byEan = (await call('GET', '/api/catalogue/lookup?q=4006381333931', session.auth)).json();
      expect(byEan).toMatchObject([{ sku: 'SCHL-28', exact: true }]);
      const byName = (await call('GET', '/api/catalogue/lookup?q=ventil', session.auth)).json();
      expect(byName).toMatchObject([{ sku: 'VENT-1', exact: false, dealerPrice: '1.80' }]);
      const inactive = (await call('GET', '/api/catalogue/lookup?q=SCHL-OLD', session.auth)).json();
      expect(inactive).toMatchObject([{ sku: 'SCHL-OLD', exact: true, isActive: false }]);
      expect((await call('GET', '/api/catalogue/lookup?q=schl', session.auth)).json().map((item: { sku: string }) => item.sku)).not.toContain('SCHL-OLD');
      expect((await call('GET', '/api/catalogue/lookup?q=%25', session.auth)).json()).toEqual([]);
    });

    it('needs an approved dealer and a sensible term', async () => {
      expect((await call('GET', '/api/catalogue/lookup?q=abc')).statusCode).toBe(401);
      const pending = await dealer(0, false);
      expect((await call('GET', '/api/catalogue/lookup?q=abc', pending.auth)).statusCode).toBe(403);
      const session = await dealer();
      const empty = await call('GET', '/api/catalogue/lookup?q=', session.auth);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual([]);
      expect((await call('GET', '/api/catalogue/lookup?q=%00abc', session.auth)).statusCode).toBe(400);
      expect((await call('GET', `/api/catalogue/lookup?q=${'x'.repeat(101)}`, session.auth)).statusCode).toBe(400);
    });
  });

  describe('GET /api/catalogue/export.csv and export.xlsx', () => {
    it('exports active products with the dealer\'s EK, UVP, stock state, EAN and image, the German way', async () => {
      const session = await dealer(10);
      const main = await makeCategory(t.dataSource, { name: 'Antrieb' });
      const sub = await makeCategory(t.dataSource, { name: 'Ketten', parentId: main.id });
      const other = await makeCategory(t.dataSource, { name: 'Zubehör' });
      await makeProduct(t.dataSource, {
        name: 'Kette; 11-fach "Pro"', sku: 'KETTE-11', eanCode: '4006381333931', basePrice: '1234.50', retailPrice: '1999.00',
        stockQuantity: 4, categoryId: sub.id, imageUrls: ['https://cdn.example.com/kette.jpg'], orderMultiple: 2,
      });
      await makeProduct(t.dataSource, { name: 'Klingel', sku: 'KLING-1', stockQuantity: 0, categoryId: other.id });
      await makeProduct(t.dataSource, { name: 'Versteckt', sku: 'HIDE-1', isActive: false });

      const response = await call('GET', '/api/catalogue/export.csv', session.auth);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toMatch(/attachment; filename="Katalog_\d{4}-\d{2}-\d{2}\.csv"/);
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Artikelnummer;EAN;Bezeichnung;Kategorie;Unterkategorie;Ihr EK (netto);UVP (brutto);Lagerstatus;Bestand;Mindestbestellmenge;Verpackungseinheit;Bild-URL');
      expect(lines[1]).toBe('KETTE-11;4006381333931;"Kette; 11-fach ""Pro""";Antrieb;Ketten;1111,05;1999,00;Geringer Bestand;4;2;2;https://cdn.example.com/kette.jpg');
      expect(lines[2]).toBe('KLING-1;;Klingel;Zubehör;;9,00;20,00;Ausverkauft;0;1;1;');
      expect(lines).toHaveLength(4);

      // the export is streamed; a browser asking for brotli gets the same bytes compressed
      const compressed = await t.app.inject({ method: 'GET', url: '/api/catalogue/export.csv', headers: { ...session.auth, 'accept-encoding': 'gzip, br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload)).toEqual(response.rawPayload);

      const filtered = (await call('GET', `/api/catalogue/export.csv?category=${main.id}`, session.auth)).body.split('\r\n');
      expect(filtered.slice(1, -1).map((line) => line.split(';')[0])).toEqual(['KETTE-11']);

      const book = await call('GET', `/api/catalogue/export.xlsx?category=${other.id}`, session.auth);
      expect(book.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(book.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet.getRow(1).getCell(6).value).toBe('Ihr EK (netto)');
      expect([2].map((row) => [1, 6, 7, 8].map((cell) => sheet.getRow(row).getCell(cell).value))).toEqual([['KLING-1', 9, 20, 'Ausverkauft']]);
      expect(sheet.rowCount).toBe(2);
    });

    it('keeps visitors and pending dealers out and refuses a malformed category in German', async () => {
      expect((await call('GET', '/api/catalogue/export.csv')).statusCode).toBe(401);
      const pending = await dealer(0, false);
      expect((await call('GET', '/api/catalogue/export.xlsx', pending.auth)).statusCode).toBe(403);
      const session = await dealer();
      const bad = await call('GET', '/api/catalogue/export.csv?category=abc', session.auth);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].message).toBe('Die gewählte Kategorie gibt es nicht.');
    });
  });
});

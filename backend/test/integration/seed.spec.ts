import { Readable } from 'stream';
import { hashPassword, verifyPassword } from '../../src/common/auth/password';
import { Role } from '../../src/common/auth/role';
import { Category } from '../../src/modules/catalogue/entities/category.entity';
import { Product } from '../../src/modules/catalogue/entities/product.entity';
import { DealerProfile } from '../../src/modules/dealers/entities/dealer-profile.entity';
import { News } from '../../src/modules/news/entities/news.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { isValidEan13 } from '../../src/seed/lib/ean';
import { PNG_SIGNATURE } from '../../src/seed/png';
import { DemoDataSummary, seedDemoData } from '../../src/seed/seed-demo-data';
import { startTestApp, TestApp } from '../support/test-app';
import { DEMO_OPEN_ITEMS_NOTE } from '../../src/seed/seed-open-items';
import { DEMO_STATEMENT_ID } from '../../src/seed/seed-bank-statement';

const TABLES = ['products', 'categories', 'users', 'dealer_profiles', 'companies', 'company_members', 'company_addresses', 'news'];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('demo data seed', () => {
  let t: TestApp;
  const lines: string[] = [];
  let first: DemoDataSummary;
  let second: DemoDataSummary;
  let stampsAfterFirst: string;

  /** Every row's id and updated_at of the seeded tables, to prove a rerun touched nothing. */
  const stamps = async () => {
    const parts: string[] = [];
    for (const table of TABLES) {
      const rows: { id: string; updated_at: Date }[] = await t.dataSource.query(`SELECT id, updated_at FROM "${table}" ORDER BY id`);
      parts.push(`${table}:${rows.map((r) => `${r.id}@${r.updated_at.toISOString()}`).join(',')}`);
    }
    return parts.join('\n');
  };

  beforeAll(async () => {
    t = await startTestApp();
    first = await seedDemoData(t.dataSource, t.storage, (line) => lines.push(line));
    stampsAfterFirst = await stamps();
    second = await seedDemoData(t.dataSource, t.storage, (line) => lines.push(line));
  }, 180_000);
  afterAll(() => t.close());

  it('creates the catalogue: ≥160 products in ≥9 main categories, each with subcategories', async () => {
    const products = await t.dataSource.getRepository(Product).find({ relations: { category: true } });
    expect(products.length).toBeGreaterThanOrEqual(160);
    expect(products.every((p) => p.isActive && p.category?.parentId)).toBe(true);

    const categories = await t.dataSource.getRepository(Category).find();
    const mains = categories.filter((c) => c.parentId === null);
    expect(mains.length).toBeGreaterThanOrEqual(9);
    for (const main of mains) {
      const subs = categories.filter((c) => c.parentId === main.id);
      expect(subs.length).toBeGreaterThanOrEqual(2);
      expect(subs.length).toBeLessThanOrEqual(5);
    }
    expect(mains.map((m) => m.name)).toEqual(expect.arrayContaining(['Antrieb', 'Bremsen', 'Reifen & Schläuche', 'E-Bike-Komponenten']));
    expect(first.products).toEqual({ total: products.length, inserted: products.length, updated: 0 });
    expect(lines[0]).toBe(
      `Demo-Daten: ${products.length} Produkte, ${mains.length} Hauptkategorien, ${categories.length - mains.length} Unterkategorien, ` +
        `6 Konten, 4 News (${products.length + categories.length + 10} neu, 0 aktualisiert, ${first.imagesUploaded} Bilder hochgeladen)`,
    );
  });

  it('creates the six accounts with their roles, confirmed e-mail, password and dealer profiles', async () => {
    const users = await t.dataSource.getRepository(User).find({ order: { email: 'ASC' } });
    expect(users.map((u) => [u.email, u.roles])).toEqual([
      ['admin@example.com', [Role.Admin]],
      ['ansicht@example.com', [Role.Dealer]],
      ['einkauf@example.com', [Role.Dealer]],
      ['haendler@example.com', [Role.Dealer]],
      ['ops@example.com', [Role.Ops]],
      ['wartet@example.com', [Role.Dealer]],
    ]);
    expect(users.every((u) => u.emailConfirmedAt !== null)).toBe(true);
    expect(await verifyPassword(users[3].passwordHash, 'Fahrrad-2026')).toBe(true);

    const profiles = await t.dataSource.getRepository(DealerProfile).find({ relations: { user: true } });
    const approved = profiles.find((p) => p.user.email === 'haendler@example.com');
    const pending = profiles.find((p) => p.user.email === 'wartet@example.com');
    expect(profiles).toHaveLength(2);
    expect(approved).toMatchObject({
      companyName: 'Radsport Hansen GmbH',
      contactPerson: 'Lars Hansen',
      ustId: 'DE284913571',
      city: 'Bremen',
      isApproved: true,
      discountLevel: 10,
    });
    expect(approved!.approvedAt).toBeInstanceOf(Date);
    expect(pending).toMatchObject({ companyName: 'Pedalwerk Oldenburg UG', ustId: 'DE136695976', isApproved: false, approvedAt: null });
  });

  it('gives the approved demo company a buyer with a limit, a viewer and two addresses, one of them drop-shipping', async () => {
    const people = await t.dataSource.query<{ email: string; role: string; order_limit: string | null; joined: boolean; company: string }[]>(
      `SELECT u.email, m.role, m.order_limit, m.joined_at IS NOT NULL AS joined, p.company_name AS company
         FROM company_members m JOIN users u ON u.id = m.user_id JOIN dealer_profiles p ON p.company_id = m.company_id
        ORDER BY u.email`,
    );
    expect(people).toEqual([
      { email: 'ansicht@example.com', role: 'viewer', order_limit: null, joined: true, company: 'Radsport Hansen GmbH' },
      { email: 'einkauf@example.com', role: 'buyer', order_limit: '500.00', joined: true, company: 'Radsport Hansen GmbH' },
      { email: 'haendler@example.com', role: 'owner', order_limit: null, joined: true, company: 'Radsport Hansen GmbH' },
      { email: 'wartet@example.com', role: 'owner', order_limit: null, joined: true, company: 'Pedalwerk Oldenburg UG' },
    ]);
    const addresses = await t.dataSource.query<{ recipient: string; is_default: boolean; drop_shipping: boolean }[]>(
      `SELECT recipient, is_default, drop_shipping FROM company_addresses ORDER BY created_at, recipient`,
    );
    expect(addresses).toEqual(
      expect.arrayContaining([
        { recipient: 'Radsport Hansen GmbH', is_default: true, drop_shipping: false },
        { recipient: 'Familie Krüger', is_default: false, drop_shipping: true },
      ]),
    );
    expect(addresses).toHaveLength(2);
    // Kauf auf Rechnung for the approved demo company only, with Skonto terms and 5.000 EUR
    const credit = await t.dataSource.query(
      `SELECT p.company_name, c.purchase_on_account, c.payment_term_id, c.credit_limit FROM companies c JOIN dealer_profiles p ON p.company_id = c.id ORDER BY p.company_name`,
    );
    expect(credit).toEqual(
      expect.arrayContaining([
        { company_name: 'Radsport Hansen GmbH', purchase_on_account: true, payment_term_id: 'net30-skonto2', credit_limit: '5000.00' },
        { company_name: 'Pedalwerk Oldenburg UG', purchase_on_account: false, payment_term_id: null, credit_limit: '0.00' },
      ]),
    );
  });

  it('publishes four news items with dates in the past and allow-list HTML', async () => {
    const news = await t.dataSource.getRepository(News).find({ relations: { author: true } });
    expect(news).toHaveLength(4);
    const dates = new Set(news.map((n) => n.publishDate!.toISOString().slice(0, 10)));
    expect(dates.size).toBe(4);
    for (const item of news) {
      expect(item.isPublished).toBe(true);
      expect(item.publishDate!.getTime()).toBeLessThan(Date.now());
      expect(item.author?.email).toBe('admin@example.com');
      const tags = [...item.content.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((m) => m[1]);
      expect(tags.every((tag) => ['p', 'ul', 'li', 'strong'].includes(tag))).toBe(true);
      expect(item.content).not.toMatch(/<[a-z]+\s[^>]*>/); // no attributes
    }
    expect(news.map((n) => n.content).join(' ')).toMatch(/Pilotphase.*Bremen, Oldenburg und Hannover/s);
  });

  it('changes nothing on a second run', async () => {
    for (const kind of [second.products, second.mainCategories, second.subcategories, second.accounts, second.news]) {
      expect(kind.inserted).toBe(0);
      expect(kind.updated).toBe(0);
    }
    expect(second.imagesUploaded).toBe(0);
    expect(await stamps()).toBe(stampsAfterFirst);
    expect(lines[1]).toMatch(/^Demo-Daten: \d+ Produkte, \d+ Hauptkategorien, \d+ Unterkategorien, 6 Konten, 4 News \(0 neu, 0 aktualisiert, 0 Bilder hochgeladen\)$/);
  });

  it("stores a PNG in the bucket for every product's first image", async () => {
    const products = await t.dataSource.getRepository(Product).find();
    const prefix = t.storage.publicUrl('');
    for (let i = 0; i < products.length; i += 12) {
      await Promise.all(
        products.slice(i, i + 12).map(async (product) => {
          expect(product.imageUrls).toHaveLength(1);
          const url = product.imageUrls[0];
          expect(url.startsWith(prefix)).toBe(true);
          const key = url.slice(prefix.length);
          expect(key).toBe(`demo/${product.sku.toLowerCase()}.png`);
          const body = await readAll(await t.storage.getObject('productImages', key));
          expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
        }),
      );
    }
    const stat = await t.storage.client.statObject(t.storage.bucketName('productImages'), 'demo/ant-ket-011.png');
    expect(stat.metaData['content-type']).toBe('image/png');
  });

  it('uses valid EAN-13 codes, realistic prices, a spread of stock and running promotions', async () => {
    const products = await t.dataSource.getRepository(Product).find();
    for (const p of products) {
      expect(isValidEan13(p.eanCode!)).toBe(true);
      expect(p.specifications.gtin).toBe(p.eanCode);
      expect(p.specifications.han).toBeTruthy();
      expect(Number(p.basePrice)).toBeLessThan(Number(p.retailPrice) / 1.19);
      expect(Number(p.adminCostPrice)).toBeLessThan(Number(p.basePrice));
      expect(p.sku).toMatch(/^[A-Z]{3}-[A-Z]{2,3}-\d{3}$/);
    }
    expect(new Set(products.map((p) => p.eanCode)).size).toBe(products.length);
    expect(products.filter((p) => p.stockQuantity === 0).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.stockQuantity >= 1 && p.stockQuantity <= 9).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.stockQuantity >= 20).length).toBeGreaterThan(products.length / 2);

    const now = Date.now();
    const running = products.filter(
      (p) => p.specialPrice && p.specialPriceStart!.getTime() <= now && now <= p.specialPriceEnd!.getTime(),
    );
    expect(running.length).toBeGreaterThanOrEqual(5);
    expect(running.every((p) => Number(p.specialPrice) < Number(p.retailPrice))).toBe(true);
    expect(products.filter((p) => p.specialPrice && p.specialPriceEnd!.getTime() < now)).toHaveLength(2);
  });

  it('restores edited catalogue text on a rerun but keeps stock, promotions and passwords', async () => {
    const products = t.dataSource.getRepository(Product);
    const users = t.dataSource.getRepository(User);
    await products.update({ sku: 'ANT-KET-011' }, { name: 'Umbenannt', stockQuantity: 3, specialPrice: null });
    const otherHash = await hashPassword('Ein-anderes-Passwort');
    await users.update({ email: 'haendler@example.com' }, { passwordHash: otherHash });

    const third = await seedDemoData(t.dataSource, t.storage, () => undefined);

    expect(third.products).toMatchObject({ inserted: 0, updated: 1 });
    const chain = await products.findOneByOrFail({ sku: 'ANT-KET-011' });
    expect(chain).toMatchObject({ name: 'Kettenwerk Kette 11-fach 118 Glieder, silber', stockQuantity: 3, specialPrice: null });
    expect((await users.findOneByOrFail({ email: 'haendler@example.com' })).passwordHash).toBe(otherHash);
  });

  it('gives the demo company open items once: one invoice paid, one partly paid, one overdue', async () => {
    const rows = await t.dataSource.query(`
      SELECT i.total_amount AS total, i.paid_amount AS paid, i.settled_at IS NOT NULL AS settled, i.due_date < CURRENT_DATE AS overdue,
             o.payment_status AS "paymentStatus", o.payment_method AS method
        FROM invoices i JOIN orders o ON o.id = i.order_id JOIN dealer_profiles p ON p.company_id = i.company_id
       WHERE p.company_name = 'Radsport Hansen GmbH' AND o.notes = $1 ORDER BY i.number`, [DEMO_OPEN_ITEMS_NOTE]);
    expect(rows).toHaveLength(3);
    expect(rows.map((row: { method: string }) => row.method)).toEqual(['invoice', 'invoice', 'invoice']);
    expect(rows[0]).toMatchObject({ settled: true, paymentStatus: 'completed', overdue: true });
    expect(rows[0].paid).toBe(rows[0].total);
    expect(rows[1]).toMatchObject({ paid: '100.00', settled: false, overdue: false, paymentStatus: 'partially_paid' });
    expect(rows[2]).toMatchObject({ paid: '0.00', settled: false, overdue: true, paymentStatus: 'pending' });
    // the worker renders each of the three once (the dunning demo writes its invoices' files itself)
    const renders = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM outbox_messages
        WHERE job_name = 'invoices.render' AND payload->>'invoiceId' IN (SELECT i.id::text FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.notes = $1)`,
      [DEMO_OPEN_ITEMS_NOTE],
    );
    expect(renders[0].count).toBe(3);
    // every demo order with an invoice says so, as an order invoiced by the order process does (the screens read it)
    const unmarked = await t.dataSource.query(`SELECT count(*)::int AS count FROM orders o WHERE NOT o.invoiced AND EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id)`);
    expect(unmarked[0].count).toBe(0);
  });

  it('imports one demo bank statement (once) with proposals for Radsport Hansen, a line to review and a debit, booking nothing', async () => {
    const statements = await t.dataSource.query(`SELECT id, identifier, uploaded_by_user_id FROM bank_statements`);
    expect(statements).toEqual([expect.objectContaining({ identifier: DEMO_STATEMENT_ID })]);
    const lines = await t.dataSource.query(
      `SELECT status, direction, amount, remittance, allocations FROM bank_statement_lines WHERE statement_id = $1 ORDER BY position`,
      [statements[0].id],
    );
    expect(lines.map((line: { status: string; direction: string }) => [line.status, line.direction])).toEqual([
      ['proposed', 'credit'],
      ['proposed', 'credit'],
      ['unmatched', 'credit'],
      ['ignored', 'debit'],
    ]);
    // each proposal names an open invoice of Radsport Hansen and pays exactly what is open of it
    for (const line of lines.slice(0, 2)) {
      expect(line.allocations).toHaveLength(1);
      const [invoice] = await t.dataSource.query(
        `SELECT i.number, (i.total_amount - i.paid_amount)::text AS open, p.company_name FROM invoices i JOIN dealer_profiles p ON p.company_id = i.company_id WHERE i.id = $1`,
        [line.allocations[0].invoiceId],
      );
      expect(invoice).toMatchObject({ company_name: 'Radsport Hansen GmbH', open: line.amount });
      expect(line.remittance.replace(/ /g, '-')).toContain(invoice.number);
    }
    expect(await t.dataSource.query(`SELECT id FROM incoming_payments WHERE source = 'bank_statement'`)).toEqual([]);
    const [{ audits }] = await t.dataSource.query(`SELECT count(*)::int AS audits FROM admin_actions WHERE action_type = 'bank_statement.import'`);
    expect(audits).toBe(1);
  });

  it('never duplicates rows when two runs race on an empty database', async () => {
    await t.reset();
    await Promise.all([
      seedDemoData(t.dataSource, t.storage, () => undefined),
      seedDemoData(t.dataSource, t.storage, () => undefined),
    ]);
    const [{ products, categories, users, profiles, members, addresses, news, statements }] = await t.dataSource.query(`
      SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM categories) AS categories,
             (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM dealer_profiles) AS profiles,
             (SELECT count(*)::int FROM company_members) AS members, (SELECT count(*)::int FROM company_addresses) AS addresses,
             (SELECT count(*)::int FROM news) AS news, (SELECT count(*)::int FROM bank_statements) AS statements`);
    expect({ products, categories, users, profiles, members, addresses, news }).toEqual({
      products: first.products.total,
      categories: first.mainCategories.total + first.subcategories.total,
      users: 6,
      profiles: 2,
      members: 4,
      addresses: 2,
      news: 4,
    });
    expect(statements).toBe(1);
  }, 60_000);
});

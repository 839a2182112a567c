import { createServer, Server } from 'http';
import { AddressInfo } from 'net';
import { CARD_WIDTHS } from '../../src/common/storage/product-image-variants';
import { ImageMigrationRun } from '../../src/modules/image-migration/entities/image-migration-run.entity';
import { makeDealer, signIn, SignedIn } from '../support/factories';
import { addToCart, placeOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';
import { Answer, loserOf, signInTwoAdmins, statuses } from '../support/races';
import { startTestWorker, TestWorker } from '../support/test-worker';
import { makeCategory, makeProduct, PNG_1PX } from './catalogue.fixtures';
import { csv, emptyBucket, listObjects, upload, waitForImport } from './import.fixtures';
import { ticketInput } from './tickets.fixtures';

/**
 * The back office's one-time actions done twice at once: tickets, news, imports, image migration, the catalogue.
 * Each race runs ROUNDS times; one effect per action that went through, the loser reads in German what happened.
 */
const ROUNDS = 5;
/** Small import batches, so that a run takes several transactions and a deletion can fall between them. */
const IMPORT_BATCH = 20;

describe('races in the back office', () => {
  let t: TestApp;
  let first: SignedIn;
  let second: SignedIn;
  let server: Server;
  let source: string;
  let worker: TestWorker | null = null;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url?.endsWith('.png')) return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG_1PX);
      response.writeHead(404).end('nicht da');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    source = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await startTestApp({ IMAGE_FETCH_ALLOW_LOOPBACK: 'true', IMPORT_BATCH_SIZE: String(IMPORT_BATCH) });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(async () => {
    await t.reset();
    ({ first, second } = await signInTwoAdmins(t));
  });
  afterEach(async () => {
    await worker?.close();
    worker = null;
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, session: SignedIn, payload?: object) =>
    t.app.inject({ method, url, headers: session.auth, payload });
  const auditOf = async (targetId: string) =>
    (await t.dataSource.query<{ action_type: string }[]>('SELECT action_type FROM admin_actions WHERE target_id = $1 ORDER BY created_at', [targetId])).map(
      (row) => row.action_type,
    );
  const outbox = async (jobName: string, key: string, id: string) =>
    t.dataSource.query<{ dedupe_key: string | null }[]>(`SELECT dedupe_key FROM outbox_messages WHERE job_name = $1 AND payload->>$2 = $3`, [jobName, key, id]);
  const mailsAbout = async (template: string, key: string, id: string) =>
    (await t.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM outbox_messages WHERE payload->>'template' = $1 AND payload->'params'->>$2 = $3`,
      [template, key, id],
    ))[0].count;

  describe('tickets', () => {
    async function dealerWithTicket() {
      const { user } = await makeDealer(t.dataSource, { approved: true });
      const session = await signIn(t.app, user.email);
      return { session, newTicket: async () => (await call('POST', '/api/tickets', session, ticketInput())).json() as { id: string; ticketNumber: string } };
    }
    const setStatus = (session: SignedIn, id: string, status: string) => call('PATCH', `/api/admin/tickets/${id}`, session, { status });

    it('two admins closing one ticket at once: closed once, one audit row, one mail to the dealer', async () => {
      const { newTicket } = await dealerWithTicket();
      for (let round = 0; round < ROUNDS; round++) {
        const ticket = await newTicket();
        const answers = await Promise.all([setStatus(first, ticket.id, 'closed'), setStatus(second, ticket.id, 'closed')]);
        expect(statuses(answers)).toEqual([200, 200]);
        expect(answers.map((answer) => answer.json().status)).toEqual(['closed', 'closed']);
        expect(await auditOf(ticket.id)).toEqual(['ticket.status']);
        expect(await mailsAbout('tickets.status-changed', 'ticketId', ticket.id)).toBe(1);
      }
    });

    it('one admin resolving while another closes: closed in the end; resolving after closing is refused in German', async () => {
      const { newTicket } = await dealerWithTicket();
      for (let round = 0; round < ROUNDS; round++) {
        const ticket = await newTicket();
        await setStatus(first, ticket.id, 'in_progress');
        const [resolve, close] = await Promise.all([setStatus(first, ticket.id, 'resolved'), setStatus(second, ticket.id, 'closed')]);
        expect(close.statusCode).toBe(200);
        if (resolve.statusCode !== 200) {
          expect(resolve.json()).toMatchObject({ code: 'TICKET_STATUS_CONFLICT', message: 'Ein Ticket im Status „Geschlossen“ kann nicht auf „Gelöst“ gesetzt werden.' });
        }
        const [{ status }] = await t.dataSource.query('SELECT status FROM tickets WHERE id = $1', [ticket.id]);
        expect(status).toBe('closed');
        expect(await auditOf(ticket.id)).toEqual(resolve.statusCode === 200 ? ['ticket.status', 'ticket.status', 'ticket.status'] : ['ticket.status', 'ticket.status']);
      }
    });

    it('the dealer closing while an admin answers: the answer comes before the close (and is mailed) or is refused, never after it', async () => {
      const { session, newTicket } = await dealerWithTicket();
      for (let round = 0; round < ROUNDS; round++) {
        const ticket = await newTicket();
        const [close, reply] = await Promise.all([
          call('POST', `/api/tickets/${ticket.id}/close`, session),
          call('POST', `/api/admin/tickets/${ticket.id}/messages`, first, { body: 'Wir schicken die richtigen Beläge.' }),
        ]);
        expect(close.statusCode).toBe(200);
        const messages = await t.dataSource.query('SELECT id FROM ticket_messages WHERE ticket_id = $1 AND is_staff', [ticket.id]);
        if (reply.statusCode === 201) {
          expect(messages).toHaveLength(1);
          expect(await mailsAbout('tickets.replied', 'messageId', messages[0].id)).toBe(1);
        } else {
          expect(reply.json()).toMatchObject({ statusCode: 409, code: 'TICKET_CLOSED' });
          expect(messages).toHaveLength(0);
        }
      }
    });

    it('the dealer closing one ticket in two tabs: closed once, the other tab reads why', async () => {
      const { session, newTicket } = await dealerWithTicket();
      for (let round = 0; round < ROUNDS; round++) {
        const ticket = await newTicket();
        const answers = await Promise.all([call('POST', `/api/tickets/${ticket.id}/close`, session), call('POST', `/api/tickets/${ticket.id}/close`, session)]);
        expect(statuses(answers)).toEqual([200, 409]);
        expect(loserOf(answers)).toMatchObject({ code: 'TICKET_STATUS_CONFLICT', message: 'Ein Ticket im Status „Geschlossen“ kann nicht auf „Geschlossen“ gesetzt werden.' });
      }
    });
  });

  describe('news', () => {
    const draft = async () =>
      (await call('POST', '/api/admin/news', first, { title: 'Neues Liefergebiet', content: '<p>Ab sofort auch Hamburg.</p>', isPublished: false })).json() as { id: string };
    const publish = (session: SignedIn, id: string) =>
      call('PUT', `/api/admin/news/${id}`, session, { title: 'Neues Liefergebiet', content: '<p>Ab sofort auch Hamburg.</p>', isPublished: true, notifyDealers: true });

    it('two admins publishing one draft with the mail to dealers: published once, the dealers mailed by one job', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { id } = await draft();
        const answers = await Promise.all([publish(first, id), publish(second, id)]);
        expect(statuses(answers)).toEqual([200, 200]);
        expect(new Set(answers.map((answer) => answer.json().publishDate)).size).toBe(1);
        expect((await auditOf(id)).filter((action) => action === 'news.publish')).toHaveLength(1);
        const notifications = await outbox('news.notify-dealers', 'newsId', id);
        expect(new Set(notifications.map((row) => row.dedupe_key)).size).toBe(1);
      }
    });

    it('two admins deleting one item at once: deleted once, one audit row, the other reads that it is gone', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { id } = await draft();
        const answers = await Promise.all([call('DELETE', `/api/admin/news/${id}`, first), call('DELETE', `/api/admin/news/${id}`, second)]);
        expect(statuses(answers)).toEqual([204, 404]);
        expect(loserOf(answers)).toMatchObject({ code: 'NEWS_NOT_FOUND', message: 'News nicht gefunden.' });
        expect(await auditOf(id)).toEqual(['news.create', 'news.delete']);
      }
    });

    it('one admin publishing while another deletes: deleted in the end, published before or refused', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { id } = await draft();
        const [published, removal] = await Promise.all([publish(first, id), call('DELETE', `/api/admin/news/${id}`, second)]);
        expect(removal.statusCode).toBe(204);
        if (published.statusCode !== 200) expect(published.json().message).toBe('News nicht gefunden.');
        expect(await t.dataSource.query('SELECT id FROM news WHERE id = $1', [id])).toEqual([]);
      }
    });
  });

  describe('imports', () => {
    const mapping = { '0': 'sku', '1': 'name', '2': 'retail_price' };
    const uploaded = () => upload(t, first.auth, 'preise.csv', csv(['Artikelnummer;Name;UVP', 'R-1;Ritzel;9,90']));
    const start = (session: SignedIn, id: string) => call('POST', `/api/admin/imports/${id}/start`, session, { mapping });
    const cancel = (session: SignedIn, id: string) => call('POST', `/api/admin/imports/${id}/cancel`, session);

    it('two admins starting one import at once: one run queued, one audit row; the other reads that it was started', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { id } = await uploaded();
        const answers = await Promise.all([start(first, id), start(second, id)]);
        expect(statuses(answers)).toEqual([200, 409]);
        expect(loserOf(answers)).toMatchObject({ code: 'IMPORT_ALREADY_STARTED', message: 'Der Import wurde bereits gestartet.' });
        expect(await outbox('import.run', 'importJobId', id)).toHaveLength(1);
        expect(await auditOf(id)).toEqual(['import.start']);
      }
    });

    it('one admin starting while another discards the upload: started and then cancelled, or discarded and the start refused', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { id } = await uploaded();
        const [started, cancelled] = await Promise.all([start(first, id), cancel(second, id)]);
        expect(cancelled.statusCode).toBe(200);
        const [{ status }] = await t.dataSource.query('SELECT status FROM import_jobs WHERE id = $1', [id]);
        expect(status).toBe('cancelled');
        if (started.statusCode === 200) {
          expect(await auditOf(id)).toEqual(['import.start', 'import.cancel']);
        } else {
          expect(started.json()).toMatchObject({ code: 'IMPORT_ALREADY_STARTED', message: 'Der Import wurde abgebrochen.' });
          expect(await outbox('import.run', 'importJobId', id)).toHaveLength(0);
          expect(await auditOf(id)).toEqual(['import.cancel']);
        }
      }
    });

    it('two admins cancelling one import at once: cancelled once, one audit row', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { id } = await uploaded();
        expect((await start(first, id)).statusCode).toBe(200);
        const answers = await Promise.all([cancel(first, id), cancel(second, id)]);
        expect(statuses(answers)).toEqual([200, 409]);
        expect(loserOf(answers)).toMatchObject({ code: 'IMPORT_ALREADY_FINISHED', message: 'Der Import ist bereits beendet.' });
        expect(await auditOf(id)).toEqual(['import.start', 'import.cancel']);
      }
    });
  });

  describe('image migration', () => {
    const startRun = (session: SignedIn, payload: object) => call('POST', '/api/admin/image-migration/runs', session, payload);

    it('two admins starting the server migration at once: one run; the other reads that one is running', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const answers = await Promise.all([startRun(first, {}), startRun(second, { dryRun: true })]);
        expect(statuses(answers)).toEqual([200, 409]);
        expect(loserOf(answers)).toMatchObject({ code: 'IMAGE_MIGRATION_RUNNING' });
        expect(await t.dataSource.getRepository(ImageMigrationRun).countBy({ status: 'queued' as never })).toBe(1);
        await t.dataSource.query(`UPDATE image_migration_runs SET status = 'completed'`);
      }
    });

    it('two admins migrating one product at once: one stored copy; the other run reports the image as changed meanwhile', async () => {
      await emptyBucket(t, 'productImages');
      const product = await makeProduct(t.dataSource, { imageUrls: [`${source}/kette.png`] });
      const answers = await Promise.all([startRun(first, { productId: product.id }), startRun(second, { productId: product.id })]);
      expect(statuses(answers)).toEqual([200, 200]);
      worker = await startTestWorker(t.env);
      await worker.dispatch();
      for (let i = 0; i < 300; i++) {
        const done = await t.dataSource.query(`SELECT id FROM image_migration_runs WHERE status IN ('completed', 'failed')`);
        if (done.length === 2) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const [stored] = await t.dataSource.query('SELECT image_urls FROM products WHERE id = $1', [product.id]);
      expect(stored.image_urls).toHaveLength(1);
      expect(stored.image_urls[0].startsWith(t.storage.publicUrl(`products/${product.id}/`))).toBe(true);
      expect(await listObjects(t, 'productImages')).toHaveLength(1 + CARD_WIDTHS.length);
      const items = await t.dataSource.query<{ status: string }[]>('SELECT status FROM image_migration_items ORDER BY id');
      expect(items.filter((item) => item.status === 'migrated')).toHaveLength(1);
    });
  });

  describe('the catalogue', () => {
    it('two admins deleting one product at once: deleted once, one audit row; the other reads that it is deleted already', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const product = await makeProduct(t.dataSource, { name: 'Kettenschloss' });
        const answers = await Promise.all([call('DELETE', `/api/admin/products/${product.id}`, first), call('DELETE', `/api/admin/products/${product.id}`, second)]);
        expect(statuses(answers)).toEqual([204, 409]);
        expect(loserOf(answers)).toMatchObject({ code: 'PRODUCT_ALREADY_DELETED', message: `Das Produkt „Kettenschloss“ (${product.sku}) ist bereits gelöscht.` });
        expect(await auditOf(product.id)).toEqual(['product.delete']);
      }
    });

    it('two admins saving one product from the same loaded version: one save, the other reads who changed it', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const product = await makeProduct(t.dataSource, { name: 'Kettenschloss', stockQuantity: 5 });
        const save = (session: SignedIn, name: string) =>
          call('PUT', `/api/admin/products/${product.id}`, session, { name, sku: product.sku, basePrice: '1.00', retailPrice: '2.00', stockQuantity: 5, baseVersion: 1, baseStockQuantity: 5 });
        const answers = await Promise.all([save(first, 'Schloss A'), save(second, 'Schloss B')]);
        expect(statuses(answers)).toEqual([200, 409]);
        const winner = answers.find((answer) => answer.statusCode === 200)!.json();
        expect(loserOf(answers)).toMatchObject({ code: 'PRODUCT_CHANGED', currentVersion: 2 });
        expect(loserOf(answers).message).toContain(`„${winner.name}“`);
        expect(await t.dataSource.query('SELECT name, version FROM products WHERE id = $1', [product.id])).toEqual([{ name: winner.name, version: 2 }]);
        expect(await auditOf(product.id)).toEqual(['product.update']);
      }
    });

    it('a product deleted while another admin saves the form loaded before: never brought back', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const product = await makeProduct(t.dataSource, { name: 'Kettenschloss', stockQuantity: 5 });
        const body = { name: 'Kettenschloss', sku: product.sku, basePrice: '1.00', retailPrice: '2.00', stockQuantity: 5, isActive: true, baseVersion: 1, baseStockQuantity: 5 };
        const [removal, save] = await Promise.all([call('DELETE', `/api/admin/products/${product.id}`, first), call('PUT', `/api/admin/products/${product.id}`, second, body)]);
        expect(removal.statusCode).toBe(204);
        const [stored] = await t.dataSource.query('SELECT is_active FROM products WHERE id = $1', [product.id]);
        expect(stored.is_active).toBe(false);
        if (save.statusCode === 200) expect(await auditOf(product.id)).toEqual(['product.update', 'product.delete']);
        else {
          expect(save.json()).toMatchObject({ code: 'PRODUCT_CHANGED', message: expect.stringContaining('wurde inzwischen gelöscht') });
          expect(await auditOf(product.id)).toEqual(['product.delete']);
        }
      }
    });

    it('a product deleted while a dealer adds it to the cart: refused in German, or in the cart and refused at the checkout', async () => {
      const { user } = await makeDealer(t.dataSource, { approved: true });
      const dealer = await signIn(t.app, user.email);
      for (let round = 0; round < ROUNDS * 2; round++) {
        const product = await makeProduct(t.dataSource, { name: `Schlauch ${round}`, stockQuantity: 10 });
        const [removal, add] = await Promise.all([
          call('DELETE', `/api/admin/products/${product.id}`, first),
          call('POST', '/api/cart/items', dealer, { productId: product.id, quantity: 1 }),
        ]);
        expect(removal.statusCode).toBe(204);
        if (add.statusCode === 201) {
          const checkout = await placeOrder(t.app, dealer);
          expect([checkout.statusCode, checkout.json().code, checkout.json().message]).toEqual([409, 'PRODUCT_UNAVAILABLE', `„Schlauch ${round}“ ist nicht mehr erhältlich.`]);
          await call('DELETE', '/api/cart', dealer);
        } else {
          expect([add.statusCode, add.json().message]).toEqual([409, `„Schlauch ${round}“ ist nicht mehr erhältlich.`]);
        }
        expect((await t.dataSource.query('SELECT stock_quantity FROM products WHERE id = $1', [product.id]))[0].stock_quantity).toBe(10);
      }
    });

    it('a product deleted during a checkout: ordered before the deletion, or refused with the cart and the stock as they were', async () => {
      const { user } = await makeDealer(t.dataSource, { approved: true });
      const dealer = await signIn(t.app, user.email);
      for (let round = 0; round < ROUNDS * 2; round++) {
        const product = await makeProduct(t.dataSource, { name: `Kette ${round}`, stockQuantity: 10 });
        await addToCart(t.app, dealer, product.id, 2);
        const [removal, checkout] = await Promise.all([call('DELETE', `/api/admin/products/${product.id}`, first), placeOrder(t.app, dealer)]);
        expect(removal.statusCode).toBe(204);
        const [{ stock_quantity: stock }] = await t.dataSource.query('SELECT stock_quantity FROM products WHERE id = $1', [product.id]);
        if (checkout.statusCode === 201) {
          expect(stock).toBe(8);
        } else {
          expect([checkout.statusCode, checkout.json().message]).toEqual([409, `„Kette ${round}“ ist nicht mehr erhältlich.`]);
          expect(stock).toBe(10);
          expect(await t.dataSource.query('SELECT quantity FROM cart_items WHERE user_id = $1', [user.id])).toEqual([{ quantity: 2 }]);
          await call('DELETE', '/api/cart', dealer);
        }
      }
    });

    /**
     * The category is deleted by another admin while the subcategory or the product is being saved: the deletion holds
     * the category row (as DELETE /api/admin/categories does, FOR UPDATE, then marks it inactive) and commits a moment
     * later. What was saved against it must not end up under a deleted category.
     */
    async function whileCategoryIsDeleted(categoryId: string, save: () => Promise<Answer>): Promise<Answer> {
      const runner = t.dataSource.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      try {
        await runner.query('SELECT id FROM categories WHERE id = $1 AND is_active FOR UPDATE', [categoryId]);
        await runner.query('UPDATE categories SET is_active = false WHERE id = $1 OR parent_id = $1', [categoryId]);
        await runner.query('UPDATE products SET category_id = NULL WHERE category_id = $1', [categoryId]);
        const saving = save();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await runner.commitTransaction();
        return await saving;
      } finally {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
    }

    it('a subcategory created under a category being deleted is refused in German, not left under a deleted parent', async () => {
      const parent = await makeCategory(t.dataSource, { name: 'Antrieb' });
      const created = await whileCategoryIsDeleted(parent.id, () => call('POST', '/api/admin/categories', second, { name: 'Ketten', parentId: parent.id }));
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toContain('Die übergeordnete Kategorie gibt es nicht.');
      expect(await t.dataSource.query('SELECT name FROM categories WHERE is_active')).toEqual([]);
    });

    it('a product moved into a category being deleted is refused in German, not left in a deleted category', async () => {
      const category = await makeCategory(t.dataSource, { name: 'Beleuchtung' });
      const product = await makeProduct(t.dataSource, { name: 'Rücklicht', sku: 'RL-1' });
      const saved = await whileCategoryIsDeleted(category.id, () =>
        call('PUT', `/api/admin/products/${product.id}`, second, { name: 'Rücklicht', sku: 'RL-1', basePrice: '10.00', retailPrice: '20.00', categoryId: category.id }),
      );
      expect(saved.statusCode).toBe(400);
      expect(saved.json().message).toContain('Die gewählte Kategorie gibt es nicht.');
      expect((await t.dataSource.query('SELECT category_id FROM products WHERE id = $1', [product.id]))[0].category_id).toBeNull();
    });

    it('two admins deleting a category and creating a subcategory in it at once: never an active subcategory of a deleted one', async () => {
      for (let round = 0; round < ROUNDS * 2; round++) {
        const parent = await makeCategory(t.dataSource, { name: `Antrieb ${round}` });
        const [removal, created] = await Promise.all([
          call('DELETE', `/api/admin/categories/${parent.id}`, first),
          call('POST', '/api/admin/categories', second, { name: 'Ketten', parentId: parent.id }),
        ]);
        expect(removal.statusCode).toBe(200);
        expect([201, 400]).toContain(created.statusCode);
        const orphans = await t.dataSource.query('SELECT c.id FROM categories c JOIN categories p ON p.id = c.parent_id WHERE c.is_active AND NOT p.is_active');
        expect(orphans).toEqual([]);
      }
    });

    /** Until the import has committed `rows` rows (or ended): the moment the other admin presses „Löschen“. */
    async function importUnderWay(id: string, rows: number): Promise<void> {
      for (;;) {
        const [job] = await t.dataSource.query<{ status: string; processed_rows: number }[]>('SELECT status, processed_rows FROM import_jobs WHERE id = $1', [id]);
        if (job.status !== 'queued' && (job.status !== 'running' || job.processed_rows >= rows)) return;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    }

    it('an import filing products into a category while an admin deletes it: moved out with it or filed under it anew, never in a deleted one', async () => {
      worker = await startTestWorker(t.env);
      const mapping = { '0': 'sku', '1': 'name', '2': 'retail_price', '3': 'category_level_1', '4': 'category_level_2' };
      for (let round = 0; round < ROUNDS; round++) {
        const name = `Bremsen ${round}`;
        const category = await makeCategory(t.dataSource, { name });
        await makeCategory(t.dataSource, { name: 'Scheibenbremsen', parentId: category.id });
        // every other row into the subcategory, which the deletion takes along
        const rows = Array.from({ length: IMPORT_BATCH * 8 }, (_, i) => `B${round}-${i};Bremsbelag ${i};9,90;${name};${i % 2 ? 'Scheibenbremsen' : ''}`);
        const { id } = await upload(t, first.auth, 'bremsen.csv', csv(['Artikelnummer;Name;UVP;Kategorie;Unterkategorie', ...rows]));
        expect((await call('POST', `/api/admin/imports/${id}/start`, first, { mapping })).statusCode).toBe(200);
        await worker.dispatch();
        const [job, removal] = await Promise.all([
          waitForImport(t, id),
          importUnderWay(id, round * IMPORT_BATCH).then(() => call('DELETE', `/api/admin/categories/${category.id}`, second)),
        ]);
        expect(removal.statusCode).toBe(200);
        expect(job).toMatchObject({ status: 'completed', createdCount: rows.length, failedCount: 0 });
        expect(await t.dataSource.query('SELECT p.sku FROM products p JOIN categories c ON c.id = p.category_id WHERE NOT c.is_active')).toEqual([]);
        const placed = await t.dataSource.query<{ category_id: string | null; path: string | null }[]>(
          `SELECT p.category_id, CASE WHEN c.id IS NOT NULL THEN concat_ws(' › ', parent.name, c.name) END AS path
             FROM products p LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN categories parent ON parent.id = c.parent_id
            WHERE p.sku LIKE $1`,
          [`B${round}-%`],
        );
        // written before the deletion: moved to „Keine Kategorie“ with the others; after it: under the category created anew
        expect(placed.filter((product) => product.category_id === null)).toHaveLength(removal.json().movedProducts);
        const filed = placed.filter((product) => product.category_id !== null);
        expect(filed.filter((product) => product.category_id === category.id)).toEqual([]);
        expect(new Set(filed.map((product) => product.path))).toEqual(new Set(filed.length ? [name, `${name} › Scheibenbremsen`] : []));
        expect(await t.dataSource.query('SELECT id FROM categories WHERE is_active AND parent_id IS NULL AND name = $1', [name])).toHaveLength(filed.length ? 1 : 0);
      }
    });
  });
});

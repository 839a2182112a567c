import { CatalogueCache } from '../../src/modules/catalogue/catalogue-cache';
import { Category } from '../../src/modules/catalogue/entities/category.entity';
import { Product } from '../../src/modules/catalogue/entities/product.entity';
import { AdminAction } from '../../src/modules/audit/entities/admin-action.entity';
import { QueueService } from '../../src/common/queue/queue.service';
import { ImportJob } from '../../src/modules/import/entities/import-job.entity';
import { ImportRowIssue } from '../../src/modules/import/entities/import-row-issue.entity';
import { startTestApp, TestApp } from '../support/test-app';
import { startTestWorker, TestWorker } from '../support/test-worker';
import { makeProduct } from './catalogue.fixtures';
import { csv, emptyBucket, signInAdmin, startImport, upload, waitForImport } from './import.fixtures';

/** Small batches, so that batch boundaries, cancelling and stopping fall inside the files of these tests. */
const BATCH = 50;

describe('import: running the job (mapping, derivations, upsert by SKU, report, cancel, restart)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let worker: TestWorker | null = null;
  beforeAll(async () => (t = await startTestApp({ IMPORT_BATCH_SIZE: String(BATCH) })));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await emptyBucket(t, 'imports');
    t.app.get(CatalogueCache).clear();
    admin = await signInAdmin(t);
  });
  afterEach(async () => {
    await worker?.close();
    worker = null;
  });

  const products = () => t.dataSource.getRepository(Product).find({ order: { sku: 'ASC' }, relations: { category: { parent: true } } });
  const issues = (importJobId: string) =>
    t.dataSource.getRepository(ImportRowIssue).find({ where: { importJobId }, order: { rowNumber: 'ASC', id: 'ASC' } });

  /** Upload, start with the suggested mapping (or the given one), run the worker until the import ends. */
  async function importFile(lines: string[], options: { mapping?: Record<string, string>; encoding?: Parameters<typeof csv>[1] } = {}) {
    const detail = await upload(t, admin, 'liste.csv', csv(lines, options.encoding));
    const started = await startImport(t, admin, detail.id, options.mapping ?? detail.mapping);
    expect(started.statusCode).toBe(200);
    worker ??= await startTestWorker(t.env);
    await worker.dispatch();
    return waitForImport(t, detail.id);
  }

  it('imports a windows-1252 price list: derivations, decimal commas, defaults, categories under their parent, catalogue up to date', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/catalogue/products?q=Velotec' });
    expect(before.json().total).toBe(0); // now cached
    const job = await importFile(
      [
        'Preisliste Velotec;;;;;;;;;;;;',
        'Artikelnummer;Bezeichnung;Beschreibung;EK;Grundpreis;UVP;Bestand;Gewicht;Kategorie;Unterkategorie;Ebene 3;GTIN;HAN',
        'D-1;Velotec Kette;<p>Robuste <b>Kette</b> für 11-fach</p>;10,00;;39,90;5;0,35;Antrieb;Ketten;;4012345678901;KMC-X11',
        'D-2;Velotec Kassette;;10,01;;1.049,90 €;;;Antrieb;Kassetten;11-fach;;',
        'D-3;Velotec Schlauch;;;;19,99;zwei;1.250,5;antrieb;KETTEN;;;',
        'D-4;Velotec Pedal;;;25,00;59,90;1.234;;;;;;',
      ],
      { encoding: 'windows-1252' },
    );
    expect(job).toMatchObject({ status: 'completed', totalRows: 4, processedRows: 4, createdCount: 4, updatedCount: 0, failedCount: 0, warningCount: 1 });

    const [d1, d2, d3, d4] = await products();
    expect(d1).toMatchObject({ sku: 'D-1', name: 'Velotec Kette', description: 'Robuste Kette für 11-fach', adminCostPrice: '10.00', basePrice: '15.00', retailPrice: '39.90' });
    expect(d1).toMatchObject({ stockQuantity: 5, weight: '0.350', isActive: true, specifications: { gtin: '4012345678901', han: 'KMC-X11' } });
    expect(d1.category).toMatchObject({ name: 'Ketten', parent: { name: 'Antrieb', parentId: null } });
    // cost × 1.5 = 15.015, rounded half up to the cent
    expect(d2).toMatchObject({ adminCostPrice: '10.01', basePrice: '15.02', retailPrice: '1049.90', stockQuantity: 0, weight: null });
    expect(d2.category).toMatchObject({ name: 'Kassetten › 11-fach', parent: { name: 'Antrieb' } });
    // only the retail price: cost = 19.99 / 2 = 9.995 → 10.00, base = 10.00 × 1.5
    expect(d3).toMatchObject({ adminCostPrice: '10.00', basePrice: '15.00', retailPrice: '19.99', stockQuantity: 0, weight: '1250.500' });
    expect(d3.categoryId).toBe(d1.categoryId);
    expect(d4).toMatchObject({ adminCostPrice: null, basePrice: '25.00', retailPrice: '59.90', stockQuantity: 1234, categoryId: null });
    expect(await t.dataSource.getRepository(Category).count()).toBe(3);

    expect((await issues(job.id)).map(({ rowNumber, severity, columnName, value, message }) => ({ rowNumber, severity, columnName, value, message }))).toEqual([
      { rowNumber: 5, severity: 'warning', columnName: 'Bestand', value: 'zwei', message: 'Lagerbestand „zwei“ ist keine ganze Zahl ab 0 – 0 übernommen.' },
    ]);
    const after = await t.app.inject({ method: 'GET', url: '/api/catalogue/products?q=Velotec' });
    expect(after.json().total).toBe(4);
    const audit = await t.dataSource.getRepository(AdminAction).find({ order: { createdAt: 'ASC' } });
    expect(audit.map((row) => row.actionType)).toEqual(['import.start', 'import.complete']);
    expect((audit[1].details as { message: string }).message).toBe('Import „liste.csv“: 4 neu, 0 aktualisiert, 0 unverändert, 0 fehlerhaft');
  });

  it('upserts by SKU: updates instead of duplicating; empty or unmapped cells keep stored values; deactivated products stay so', async () => {
    await makeProduct(t.dataSource, { sku: 'U-1', name: 'Alt', description: 'bleibt', stockQuantity: 25, weight: '1.000', adminCostPrice: '3.00' });
    await makeProduct(t.dataSource, { sku: 'U-2', name: 'Gelöscht', isActive: false });
    const job = await importFile(['sku;name;uvp;bestand', 'U-1;Neu;30,00;', 'U-2;Zwei;10,00;3', 'U-3;Drei;5,00;1']);
    expect(job).toMatchObject({ createdCount: 1, updatedCount: 2, failedCount: 0, warningCount: 1 });
    const [u1, u2, u3] = await products();
    expect(u1).toMatchObject({ name: 'Neu', description: 'bleibt', stockQuantity: 25, weight: '1.000', retailPrice: '30.00', adminCostPrice: '15.00', basePrice: '22.50' });
    expect(u2).toMatchObject({ name: 'Zwei', isActive: false, stockQuantity: 3 });
    expect(u3).toMatchObject({ name: 'Drei', isActive: true });
    expect((await issues(job.id)).map((issue) => [issue.rowNumber, issue.severity, issue.message])).toEqual([
      [3, 'warning', 'Das Produkt ist deaktiviert und bleibt es; seine Daten wurden aktualisiert.'],
    ]);

    const again = await importFile(['sku;name;uvp;bestand', 'U-1;Neu;31,00;7', 'U-3;Drei;5,00;1']);
    expect(again).toMatchObject({ createdCount: 0, updatedCount: 1, unchangedCount: 1 });
    expect(await t.dataSource.getRepository(Product).count()).toBe(3);
    expect((await products())[0]).toMatchObject({ retailPrice: '31.00', stockQuantity: 7 });
  });

  it('leaves products alone whose values already equal the file (a resent price list): counted as unchanged', async () => {
    const lines = ['sku;name;beschreibung;ek;uvp;bestand;gewicht;kategorie;unterkategorie', 'R-1;Kette;Robust;10,00;39,90;5;0,35;Antrieb;Ketten', 'R-2;Ritzel;;4,00;12,90;;;Antrieb;'];
    const first = await importFile(lines);
    expect(first).toMatchObject({ createdCount: 2, updatedCount: 0, unchangedCount: 0 });
    const before = await t.dataSource.query<{ sku: string; updated_at: Date; xmin: string }[]>('SELECT sku, updated_at, xmin::text FROM products ORDER BY sku');

    const resent = await importFile(lines);
    expect(resent).toMatchObject({ status: 'completed', createdCount: 0, updatedCount: 0, unchangedCount: 2, failedCount: 0 });
    // not even a new row version: no index writes, no bloat
    expect(await t.dataSource.query('SELECT sku, updated_at, xmin::text FROM products ORDER BY sku')).toEqual(before);

    // one value differs (the stock of R-2): only that product is written
    const changed = await importFile([...lines.slice(0, 2), 'R-2;Ritzel;;4,00;12,90;8;;Antrieb;']);
    expect(changed).toMatchObject({ createdCount: 0, updatedCount: 1, unchangedCount: 1 });
    const [r1, r2] = await products();
    expect(r1).toMatchObject({ sku: 'R-1', updatedAt: before[0].updated_at });
    expect(r2).toMatchObject({ sku: 'R-2', stockQuantity: 8 });
    expect(r2.updatedAt.getTime()).toBeGreaterThan(before[1].updated_at.getTime());
    const audit = await t.dataSource.getRepository(AdminAction).find({ where: { actionType: 'import.complete' }, order: { createdAt: 'ASC' } });
    expect((audit[2].details as { message: string }).message).toBe('Import „liste.csv“: 0 neu, 1 aktualisiert, 1 unverändert, 0 fehlerhaft');
  });

  it('a SKU twice in one file: the later row wins, also across batches; the earlier one is reported as skipped', async () => {
    const filler = Array.from({ length: BATCH + 5 }, (_, i) => `F-${i};Füller ${i};1,00`);
    const job = await importFile(['sku;name;vk', 'DUP-1;Erste Fassung;10,00', ...filler, 'DUP-1;Zweite Fassung;12,00', 'DUP-2;Gut;5,00', 'DUP-2;Kaputt;kein Preis']);
    const dup1 = await t.dataSource.getRepository(Product).findOneByOrFail({ sku: 'DUP-1' });
    expect(dup1).toMatchObject({ name: 'Zweite Fassung', retailPrice: '12.00' });
    // a later row with an error does not win: the earlier valid row is imported
    expect(await t.dataSource.getRepository(Product).findOneByOrFail({ sku: 'DUP-2' })).toMatchObject({ name: 'Gut' });
    expect(job).toMatchObject({ totalRows: BATCH + 9, createdCount: BATCH + 7, updatedCount: 0, skippedCount: 1, failedCount: 1 });
    expect((await issues(job.id)).map((issue) => [issue.rowNumber, issue.severity, issue.sku, issue.message])).toEqual([
      [2, 'skipped', 'DUP-1', `Die Artikelnummer kommt in Zeile ${BATCH + 8} erneut vor; die spätere Zeile gilt, diese wurde übersprungen.`],
      [BATCH + 10, 'error', 'DUP-2', 'Verkaufspreis „kein Preis“ ist keine gültige Zahl.'],
    ]);
  });

  it('bad rows never abort the good ones; the report names row, column, value and the German reason and downloads as CSV', async () => {
    const job = await importFile([
      'Artikelnummer;Name;UVP;EK',
      'OK-1;Gut;10,00;',
      ';Ohne Nummer;10,00;',
      'B-2;;10,00;',
      'B-3;Preis kaputt;zwölf;',
      'B-4;Negativ;-5,00;',
      'B-5;Formel;=1+1;',
      `${'X'.repeat(65)};Zu lang;1,00;`,
      'B-7;Steuer\u0001zeichen;1,00;',
      'B-8;EK kaputt;10,00;abc',
      'OK-2;Auch gut;1.234,56;',
    ]);
    expect(job).toMatchObject({ status: 'completed', createdCount: 2, failedCount: 8 });
    expect((await products()).map((product) => product.sku)).toEqual(['OK-1', 'OK-2']);
    const report = await t.app.inject({ method: 'GET', url: `/api/admin/imports/${job.id}/errors`, headers: admin });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(report.headers['content-disposition']).toBe(`attachment; filename="Importbericht_liste.csv"; filename*=UTF-8''Importbericht_liste.csv`);
    expect(report.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(report.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Zeile;Art;Artikelnummer;Spalte;Wert;Grund',
      '3;Fehler;;Artikelnummer;;Artikelnummer fehlt.',
      '4;Fehler;B-2;Name;;Name fehlt.',
      '5;Fehler;B-3;UVP;zwölf;Verkaufspreis „zwölf“ ist keine gültige Zahl.',
      "6;Fehler;B-4;UVP;'-5,00;Verkaufspreis darf nicht negativ sein.",
      "7;Fehler;B-5;UVP;'=1+1;Verkaufspreis „=1+1“ ist keine gültige Zahl.",
      `8;Fehler;${'X'.repeat(64)};Artikelnummer;${'X'.repeat(65)};Artikelnummer ist länger als 64 Zeichen.`,
      '9;Fehler;B-7;Name;Steuer?zeichen;Name enthält unzulässige Steuerzeichen.',
      '10;Fehler;B-8;EK;abc;Eigener Einkaufspreis „abc“ ist keine gültige Zahl.',
      '',
    ]);
  });

  describe('mapping rules', () => {
    const lines = ['Artikelnummer;Name;UVP;Lager', 'M-1;Mantel;29,90;4'];

    it.each([
      [{ '0': 'sku', '1': 'name' }, 'IMPORT_MAPPING_INCOMPLETE', 'Pflichtfelder fehlen: Verkaufspreis muss zugeordnet sein.'],
      [{ '0': 'ignore' }, 'IMPORT_MAPPING_INCOMPLETE', 'Pflichtfelder fehlen: Artikelnummer, Name, Verkaufspreis müssen zugeordnet sein.'],
      [{ '0': 'sku', '1': 'name', '2': 'retail_price', '3': 'retail_price' }, 'IMPORT_MAPPING_INVALID', 'Das Zielfeld „Verkaufspreis“ ist mehreren Spalten zugeordnet.'],
      [{ '0': 'sku', '1': 'name', '2': 'retail_price', '7': 'weight' }, 'IMPORT_MAPPING_INVALID', 'Die Zuordnung nennt eine Spalte, die es in der Datei nicht gibt (7).'],
      [{ '0': 'sku', '1': 'name', '2': 'retail_price', '3': 'farbe' }, 'VALIDATION_FAILED', 'Bitte ordnen Sie jeder Spalte ein bekanntes Zielfeld zu.'],
      [{ '0': 'sku', '1': 'name', '2': 'retail_price', x: 'ignore' }, 'VALIDATION_FAILED', 'Bitte ordnen Sie jeder Spalte ein bekanntes Zielfeld zu.'],
    ])('refuses %j with its German message and queues nothing', async (mapping, code, message) => {
      const detail = await upload(t, admin, 'm.csv', csv(lines));
      const response = await startImport(t, admin, detail.id, mapping);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, message });
      expect(await t.dataSource.getRepository(ImportJob).findOneByOrFail({ id: detail.id })).toMatchObject({ status: 'uploaded' });
      expect(await t.dataSource.query('SELECT * FROM outbox_messages')).toEqual([]);
    });

    it('refuses a body without a mapping object', async () => {
      const detail = await upload(t, admin, 'm.csv', csv(lines));
      for (const payload of [{}, { mapping: 'sku' }, { mapping: ['sku'] }, { mapping: { '0': 'sku\u0000' } }, { mapping: { '0': 'sku' }, saveMappingAs: 'A\u0000B' }]) {
        const response = await t.app.inject({ method: 'POST', url: `/api/admin/imports/${detail.id}/start`, headers: admin, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^Bitte ordnen Sie jeder Spalte ein bekanntes Zielfeld zu\.$|^Der Name der Zuordnung darf keine Steuerzeichen enthalten\.$/);
      }
      expect(await t.dataSource.getRepository(ImportJob).findOneByOrFail({ id: detail.id })).toMatchObject({ status: 'uploaded' });
    });

    it('previews the first rows as they will be stored, marking new and existing SKUs', async () => {
      await makeProduct(t.dataSource, { sku: 'M-1' });
      const detail = await upload(t, admin, 'm.csv', csv([...lines, 'M-2;Schlauch;7,5;x', 'M-3;;1;1']));
      const response = await t.app.inject({ method: 'POST', url: `/api/admin/imports/${detail.id}/preview`, headers: admin, payload: { mapping: detail.mapping } });
      expect(response.statusCode).toBe(200);
      const { rows, mappingError } = response.json();
      expect(mappingError).toBeNull();
      expect(rows.map((row: Record<string, unknown>) => [row.rowNumber, row.action, row.sku, row.retailPrice, row.basePrice, row.stockQuantity])).toEqual([
        [2, 'update', 'M-1', '29.90', '22.43', 4], // 29.90 / 2 = 14.95; × 1.5 = 22.425 → 22.43
        [3, 'create', 'M-2', '7.50', '5.63', 0],
        [4, 'error', null, null, null, null],
      ]);
      expect(rows[1].issues[0].message).toBe('Lagerbestand „x“ ist keine ganze Zahl ab 0 – 0 übernommen.');
      expect(rows[2].issues[0].message).toBe('Name fehlt.');
      const incomplete = await t.app.inject({ method: 'POST', url: `/api/admin/imports/${detail.id}/preview`, headers: admin, payload: { mapping: { '0': 'sku' } } });
      expect(incomplete.json().mappingError).toBe('Pflichtfelder fehlen: Name, Verkaufspreis müssen zugeordnet sein.');
      expect(incomplete.json().missingTargets).toEqual(['name', 'retail_price']);
    });

    it('previews the packaging columns: minimum order quantity and order multiple, empty where unreadable', async () => {
      const detail = await upload(t, admin, 'p.csv', csv(['Artikelnummer;Name;UVP;Mindestbestellmenge;VE', 'P-1;Pedal;9,90;10;5', 'P-2;Griff;4,90;null;']));
      expect(detail.mapping).toMatchObject({ '3': 'min_order_quantity', '4': 'order_multiple' });
      const response = await t.app.inject({ method: 'POST', url: `/api/admin/imports/${detail.id}/preview`, headers: admin, payload: { mapping: detail.mapping } });
      const { rows } = response.json();
      expect(rows.map((row: Record<string, unknown>) => [row.sku, row.minOrderQuantity, row.orderMultiple])).toEqual([
        ['P-1', 10, 5],
        ['P-2', null, null],
      ]);
      expect(rows[1].issues[0].message).toBe('Mindestbestellmenge „null“ ist keine ganze Zahl von 1 bis 100.000 – nicht übernommen.');
    });

    it('saves a mapping under a supplier name and offers it again for the same header', async () => {
      const mapping = { '0': 'sku', '1': 'description', '2': 'retail_price', '3': 'ignore' };
      const first = await upload(t, admin, 'a.csv', csv(['Artikelnummer;Name;UVP;Lager', 'A;B;1;2']));
      expect(first.suggestedMappingName).toBeNull();
      const start = await startImport(t, admin, first.id, { ...mapping, '1': 'name' }, 'Velotec GmbH');
      expect(start.statusCode).toBe(200);
      expect(await startImport(t, admin, first.id, mapping).then((r) => r.json().message)).toBe('Der Import wurde bereits gestartet.');
      const second = await upload(t, admin, 'b.csv', csv(['ARTIKELNUMMER;name;Uvp;Lager ', 'C;D;1;2']));
      expect(second.suggestedMappingName).toBe('Velotec GmbH');
      expect(second.mapping).toEqual({ '0': 'sku', '1': 'name', '2': 'retail_price', '3': 'ignore' });
      expect(second.savedMappings).toEqual([{ name: 'Velotec GmbH', mapping: second.mapping }]);
      const other = await upload(t, admin, 'c.csv', csv(['Artikelnummer;Name;UVP', 'C;D;1']));
      expect(other.suggestedMappingName).toBeNull();
    });
  });

  describe('cancel', () => {
    it('discards an upload before the start; it cannot be started afterwards', async () => {
      const detail = await upload(t, admin, 'c.csv', csv(['sku;name;vk', 'C-1;A;1']));
      const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/imports/${detail.id}/cancel`, headers: admin });
      expect(cancel.json().status).toBe('cancelled');
      const start = await startImport(t, admin, detail.id, detail.mapping);
      expect(start.statusCode).toBe(409);
      expect(start.json().message).toBe('Der Import wurde abgebrochen.');
      const again = await t.app.inject({ method: 'POST', url: `/api/admin/imports/${detail.id}/cancel`, headers: admin });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Der Import ist bereits beendet.');
    });

    it('a queued import cancelled before the worker takes it writes nothing', async () => {
      const detail = await upload(t, admin, 'c.csv', csv(['sku;name;vk', 'C-1;A;1']));
      await startImport(t, admin, detail.id, detail.mapping);
      await t.app.inject({ method: 'POST', url: `/api/admin/imports/${detail.id}/cancel`, headers: admin });
      worker = await startTestWorker(t.env);
      await worker.dispatch();
      const job = await t.app.get(QueueService).queues.import.getJob(`import-${detail.id}`);
      for (let i = 0; i < 100 && (await job!.getState()) !== 'completed'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await job!.getState()).toBe('completed');
      expect(await t.dataSource.getRepository(Product).count()).toBe(0);
      expect(await t.dataSource.getRepository(ImportJob).findOneByOrFail({ id: detail.id })).toMatchObject({ status: 'cancelled', processedRows: 0 });
    });

    it('a running import stops before its next batch; committed rows stay', async () => {
      const rows = Array.from({ length: 3000 }, (_, i) => `R-${String(i).padStart(5, '0')};Reifen ${i};${i},50`);
      const detail = await upload(t, admin, 'gross.csv', csv(['sku;name;vk', ...rows]));
      await startImport(t, admin, detail.id, detail.mapping);
      worker = await startTestWorker(t.env);
      await worker.dispatch();
      await waitForProgress(detail.id, 1);
      const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/imports/${detail.id}/cancel`, headers: admin });
      expect(cancel.json().status).toBe('cancelled');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const job = await t.dataSource.getRepository(ImportJob).findOneByOrFail({ id: detail.id });
      expect(job.status).toBe('cancelled');
      expect(job.processedRows).toBeLessThan(3000);
      expect(job.processedRows % BATCH).toBe(0);
      expect(await t.dataSource.getRepository(Product).count()).toBe(job.processedRows);
    });
  });

  async function waitForProgress(id: string, atLeast: number): Promise<ImportJob> {
    for (let i = 0; i < 600; i++) {
      const job = await t.dataSource.getRepository(ImportJob).findOneByOrFail({ id });
      if (job.processedRows >= atLeast) return job;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('Der Import kam nicht voran');
  }

  it('a worker stopped mid-import hands it back; the next worker resumes without a duplicate or a lost row', async () => {
    // 3000 rows; every 100th has a bad price; the last 10 rows repeat the first 10 SKUs (the later row wins,
    // except for the very last one, whose price is bad: there the earlier row stays)
    const rows = Array.from({ length: 3000 }, (_, i) => {
      const sku = i >= 2990 ? `K-${String(i - 2990).padStart(5, '0')}` : `K-${String(i).padStart(5, '0')}`;
      return `${sku};Kettenblatt ${i};${i % 100 === 99 ? 'x' : `${i},90`}`;
    });
    const detail = await upload(t, admin, 'neustart.csv', csv(['sku;name;vk', ...rows]));
    await startImport(t, admin, detail.id, detail.mapping);
    const first = await startTestWorker(t.env);
    await first.dispatch();
    await waitForProgress(detail.id, 500);
    await first.close(); // stops after the batch in flight; the job goes back to the queue
    const stopped = await t.dataSource.getRepository(ImportJob).findOneByOrFail({ id: detail.id });
    expect(stopped.status).toBe('running');
    expect(stopped.processedRows).toBeGreaterThanOrEqual(500);
    expect(stopped.processedRows).toBeLessThan(3000);
    const queued = await t.app.get(QueueService).queues.import.getJob(`import-${detail.id}`);
    expect(await queued!.getState()).toBe('waiting');
    expect(queued!.attemptsMade).toBe(0);

    worker = await startTestWorker(t.env);
    const done = await waitForImport(t, detail.id);
    const badRows = rows.filter((row) => row.endsWith(';x')).length;
    expect(badRows).toBe(30);
    expect(done).toMatchObject({ status: 'completed', processedRows: 3000, failedCount: 30, skippedCount: 9, createdCount: 2961 });
    const [{ products: count, skus }] = await t.dataSource.query('SELECT count(*)::int AS products, count(DISTINCT sku)::int AS skus FROM products');
    expect(count).toBe(2961);
    expect(skus).toBe(count);
    const perRow = await t.dataSource.query(
      'SELECT row_number, severity, count(*)::int AS n FROM import_row_issues WHERE import_job_id = $1 GROUP BY 1, 2 HAVING count(*) > 1',
      [detail.id],
    );
    expect(perRow).toEqual([]);
    expect(await t.dataSource.getRepository(ImportRowIssue).count()).toBe(30 + 9);
    // the later rows of the doubled SKUs won
    expect(await t.dataSource.getRepository(Product).findOneByOrFail({ sku: 'K-00003' })).toMatchObject({ name: 'Kettenblatt 2993' });
    expect(await t.dataSource.getRepository(Product).findOneByOrFail({ sku: 'K-00009' })).toMatchObject({ name: 'Kettenblatt 9' });
  });

  it('shows its progress on the job board and in /api/metrics (per-queue counts, durations)', async () => {
    const job = await importFile(['sku;name;vk', 'P-1;Pumpe;19,90']);
    const bull = await t.app.get(QueueService).queues.import.getJob(`import-${job.id}`);
    expect(bull!.progress).toBe(100);
    expect(bull!.data).toEqual({ importJobId: job.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const metrics = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: admin });
    expect(metrics.body).toContain('bullmq_queue_jobs{queue="import",state="completed"} 1');
    expect(metrics.body).toContain('bullmq_queue_jobs{queue="images",state="waiting"} 0');
    expect(metrics.body).toMatch(/bullmq_job_duration_seconds_count\{queue="import",status="completed"\} 1\n/);
    expect(metrics.body).toMatch(/bullmq_job_duration_seconds_bucket\{queue="import",status="completed",le="\+Inf"\} 1\n/);
  });

  it('lists started imports, newest first, in the history', async () => {
    await importFile(['sku;name;vk', 'H-1;A;1']);
    await upload(t, admin, 'nie-gestartet.csv', csv(['sku;name;vk', 'H-2;B;1']));
    const history = await t.app.inject({ method: 'GET', url: '/api/admin/imports', headers: admin });
    expect(history.json()).toMatchObject({ total: 1, items: [{ fileName: 'liste.csv', status: 'completed', createdCount: 1, createdByEmail: 'admin@example.com' }] });
  });
});

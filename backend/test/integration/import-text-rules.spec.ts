import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { CatalogueCache } from '../../src/modules/catalogue/catalogue-cache';
import { Category } from '../../src/modules/catalogue/entities/category.entity';
import { Product } from '../../src/modules/catalogue/entities/product.entity';
import { ImportJob } from '../../src/modules/import/entities/import-job.entity';
import { ImportRowIssue } from '../../src/modules/import/entities/import-row-issue.entity';
import { startTestApp, TestApp } from '../support/test-app';
import { startTestWorker, TestWorker } from '../support/test-worker';
import { csv, emptyBucket, signInAdmin, startImport, upload, uploadFile, waitForImport } from './import.fixtures';

/**
 * The catalogue import takes texts by the same rules as the API's request fields (common/http/text-field.ts): what
 * POST /api/admin/products refuses with „… darf keine Steuerzeichen enthalten.“ is a German row error here, and the
 * other rows still import.
 */
describe('import: text rules of the API for every row', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let worker: TestWorker | null = null;
  beforeAll(async () => (t = await startTestApp()));
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

  async function importFile(lines: string[]) {
    const detail = await upload(t, admin, 'liste.csv', csv(lines));
    expect((await startImport(t, admin, detail.id, detail.mapping)).statusCode).toBe(200);
    worker ??= await startTestWorker(t.env);
    await worker.dispatch();
    return waitForImport(t, detail.id, undefined, 15_000);
  }

  it('reports bidi controls, C1 controls and tabs in single-line fields as row errors in German; the clean rows import', async () => {
    const job = await importFile([
      'Artikelnummer;Name;Beschreibung;UVP;Kategorie;Unterkategorie;HAN',
      'OK-1;Kette;Robuste Kette;1,00;Antrieb;Ketten;',
      'IMP-6;Ket\u202ete;;1,00;;;',
      'IMP-7\u2066;Kette;;1,00;;;',
      'IMP-8;Kette;Gut\u0085Text;1,00;;;',
      'IMP-9;Kette;;1,00;Antrieb\u202e;;',
      'IMP-10;Kette;;1,00;Antrieb;Ket\u2067ten\u2069;',
      'IMP-11;Kette;;1,00;;;CN\u009b1',
      'IMP\t12;Kette;;1,00;;;',
      // line breaks: a description keeps them, a name has them as spaces (as before)
      'OK-2;"Kette\r\nblau";"Zeile 1\r\nZeile 2";2,00;;;',
    ]);
    expect(job).toMatchObject({ status: 'completed', createdCount: 2, failedCount: 7 });

    const products = await t.dataSource.getRepository(Product).find({ order: { sku: 'ASC' } });
    expect(products.map((product) => [product.sku, product.name])).toEqual([
      ['OK-1', 'Kette'],
      ['OK-2', 'Kette blau'],
    ]);
    expect(products[1].description).toMatch(/^Zeile 1\r?\nZeile 2$/);
    expect((await t.dataSource.getRepository(Category).find({ order: { name: 'ASC' } })).map((category) => category.name)).toEqual(['Antrieb', 'Ketten']);

    const issues = await t.dataSource.getRepository(ImportRowIssue).find({ where: { importJobId: job.id }, order: { rowNumber: 'ASC' } });
    expect(issues.map(({ rowNumber, severity, sku, columnName, value, message }) => ({ rowNumber, severity, sku, columnName, value, message }))).toEqual([
      { rowNumber: 3, severity: 'error', sku: 'IMP-6', columnName: 'Name', value: 'Ket?te', message: 'Name enthält unzulässige Steuerzeichen.' },
      { rowNumber: 4, severity: 'error', sku: 'IMP-7?', columnName: 'Artikelnummer', value: 'IMP-7?', message: 'Artikelnummer enthält unzulässige Steuerzeichen.' },
      { rowNumber: 5, severity: 'error', sku: 'IMP-8', columnName: 'Beschreibung', value: 'Gut?Text', message: 'Beschreibung enthält unzulässige Steuerzeichen.' },
      { rowNumber: 6, severity: 'error', sku: 'IMP-9', columnName: 'Kategorie', value: 'Antrieb?', message: 'Kategorie Ebene 1 enthält unzulässige Steuerzeichen.' },
      { rowNumber: 7, severity: 'error', sku: 'IMP-10', columnName: 'Unterkategorie', value: 'Ket?ten?', message: 'Kategorie Ebene 2 enthält unzulässige Steuerzeichen.' },
      { rowNumber: 8, severity: 'error', sku: 'IMP-11', columnName: 'HAN', value: 'CN?1', message: 'Herstellerartikelnummer enthält unzulässige Steuerzeichen.' },
      { rowNumber: 9, severity: 'error', sku: 'IMP?12', columnName: 'Artikelnummer', value: 'IMP?12', message: 'Artikelnummer enthält unzulässige Steuerzeichen.' },
    ]);
  });

  it('shows the same errors in the preview before the start', async () => {
    const detail = await upload(t, admin, 'v.csv', csv(['Artikelnummer;Name;UVP', 'V-1;Ket\u202ete;1,00', 'V-2;Kette;1,00']));
    const response = await t.app.inject({ method: 'POST', url: `/api/admin/imports/${detail.id}/preview`, headers: admin, payload: { mapping: detail.mapping } });
    expect(response.statusCode).toBe(200);
    const rows = response.json().rows as { action: string; issues: { message: string }[] }[];
    expect(rows.map((row) => row.action)).toEqual(['error', 'create']);
    expect(rows[0].issues[0].message).toBe('Name enthält unzulässige Steuerzeichen.');
  });

  it('drops control characters from column names; refuses an .xlsx whose cell holds a NUL (escaped as _x0000_) and keeps nothing', async () => {
    const named = await upload(t, admin, 'k.csv', csv(['Artikelnummer;Na\u202eme;UVP\u0085', 'K-1;Kette;1,00']));
    expect(named.columns).toEqual(['Artikelnummer', 'Name', 'UVP']);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Preisliste');
    sheet.addRow(['Artikelnummer', 'Name', 'UVP']);
    sheet.addRow(['X-1', 'KetteNULL', '1,00']);
    const zip = await JSZip.loadAsync(Buffer.from(await workbook.xlsx.writeBuffer()));
    const strings = await zip.file('xl/sharedStrings.xml')!.async('string');
    zip.file('xl/sharedStrings.xml', strings.replace('KetteNULL', 'Kette_x0000_'));
    const before = await t.dataSource.getRepository(ImportJob).count();
    const response = await uploadFile(t, admin, 'nul.xlsx', await zip.generateAsync({ type: 'nodebuffer' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'IMPORT_FILE_UNREADABLE',
      message: 'Die Datei konnte nicht gelesen werden: Zeile 2 enthält ein Nullzeichen (U+0000), das in keiner Tabelle vorkommen darf.',
    });
    expect(await t.dataSource.getRepository(ImportJob).count()).toBe(before);
  });

  it('refuses a UTF-16 file with a lone surrogate (no Unicode text) in German and keeps nothing', async () => {
    const utf16 = (text: string) => Buffer.from(text, 'utf16le');
    const content = Buffer.concat([Buffer.from([0xff, 0xfe]), utf16('Artikelnummer;Name;UVP\r\nA-1;Ket'), Buffer.from([0x00, 0xd8]), utf16('te;1,00\r\n')]);
    const response = await uploadFile(t, admin, 'unicode.csv', content);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'IMPORT_FILE_UNREADABLE',
      message: 'Die Datei konnte nicht gelesen werden: Zeile 2 enthält ein ungültig kodiertes Zeichen (ein unvollständiges UTF-16-Zeichenpaar).',
    });
    expect(await t.dataSource.getRepository(ImportJob).count()).toBe(0);
  });
});

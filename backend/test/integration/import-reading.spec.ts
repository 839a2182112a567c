import { ImportJob } from '../../src/modules/import/entities/import-job.entity';
import { EXCEL_UNAVAILABLE_MESSAGE } from '../../src/modules/import/import-errors';
import { startTestApp, TestApp } from '../support/test-app';
import { csv, emptyBucket, listObjects, signInAdmin, upload, uploadFile, xlsx } from './import.fixtures';

const HEADER = 'Artikelnummer;Bezeichnung;UVP;Bestand';

describe('import: reading the uploaded file (admin spec, section 9 "Import")', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await emptyBucket(t, 'imports');
    admin = await signInAdmin(t);
  });

  describe('encodings, tried as UTF-8, windows-1252, iso-8859-1', () => {
    it.each([
      ['utf-8', 'UTF-8'],
      ['utf-8-bom', 'UTF-8'],
      ['windows-1252', 'Windows-1252'],
      ['utf-16le', 'UTF-16 (LE)'],
    ] as const)('reads %s with umlauts, ß and the euro sign intact', async (encoding, label) => {
      const body = await upload(t, admin, 'preise.csv', csv([HEADER, 'KT-1;Kettenöl Größe „XL“ für 5 €;12,50;3'], encoding));
      expect(body.encoding).toBe(label);
      expect(body.columns).toEqual(['Artikelnummer', 'Bezeichnung', 'UVP', 'Bestand']);
      expect(body.previewRows[0]).toEqual(['KT-1', 'Kettenöl Größe „XL“ für 5 €', '12,50', '3']);
    });

    it('falls back to iso-8859-1 when a byte is undefined in windows-1252', async () => {
      // 0x8D is a control character in iso-8859-1 and has no character in windows-1252
      const content = Buffer.concat([csv([HEADER], 'iso-8859-1'), Buffer.from('KT-2;Zubeh'), Buffer.from([0xf6, 0x72, 0x8d]), Buffer.from(';9,90;1\r\n')]);
      const body = await upload(t, admin, 'alt.csv', content);
      expect(body.encoding).toBe('ISO-8859-1');
      expect(body.previewRows[0][1]).toBe('Zubehör\u008d');
    });
  });

  describe('delimiters among ; , tab | found on the first 20 lines', () => {
    it.each([
      [';', 'Semikolon (;)'],
      [',', 'Komma (,)'],
      ['\t', 'Tabulator'],
      ['|', 'Senkrechter Strich (|)'],
    ])('detects %j', async (delimiter, label) => {
      const lines = ['Artikelnummer,Name,Preis,Bestand'.replace(/,/g, delimiter), ['RB-1', 'Rennradbremse', '49,90', '4'].join(delimiter)];
      // decimal commas inside quotes must not mislead the comma candidate
      if (delimiter === ',') lines[1] = 'RB-1,Rennradbremse,"49,90",4';
      const body = await upload(t, admin, 'liste.csv', csv(lines));
      expect(body.delimiter).toBe(label);
      expect(body.previewRows[0]).toEqual(['RB-1', 'Rennradbremse', '49,90', '4']);
    });

    it('honours a sep= first line even when another delimiter is more frequent', async () => {
      const body = await upload(t, admin, 'sep.csv', csv(['sep=|', 'Artikelnummer|Name|Preis', 'A;1|Schlauch; 28 Zoll, Auto-Ventil|4,50']));
      expect(body.delimiter).toBe('Senkrechter Strich (|)');
      expect(body.columns).toEqual(['Artikelnummer', 'Name', 'Preis']);
      expect(body.previewRows[0]).toEqual(['A;1', 'Schlauch; 28 Zoll, Auto-Ventil', '4,50']);
    });
  });

  it('finds the header row below title rows and skips them', async () => {
    const body = await upload(
      t,
      admin,
      'lieferant.csv',
      csv(['Preisliste Velotec GmbH;;;', 'Stand: 01.03.2026;;;', ';;;', HEADER, 'VT-1;Sattel Comfort;39,90;12', 'VT-2;Sattel Sport;44,90;0']),
    );
    expect(body.headerRow).toBe(4);
    expect(body.totalRows).toBe(2);
    expect(body.previewRows).toEqual([
      ['VT-1', 'Sattel Comfort', '39,90', '12'],
      ['VT-2', 'Sattel Sport', '44,90', '0'],
    ]);
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks', async () => {
    const body = await upload(t, admin, 'q.csv', csv([HEADER + ';Beschreibung', 'LK-1;"Lenker ""Aero""; 42 cm";89,00;2;"Zeile eins', 'Zeile zwei"', 'LK-2;Griff;9,90;5;kurz']));
    expect(body.totalRows).toBe(2);
    expect(body.previewRows[0]).toEqual(['LK-1', 'Lenker "Aero"; 42 cm', '89,00', '2', 'Zeile eins\r\nZeile zwei']);
    expect(body.previewRows[1][0]).toBe('LK-2');
  });

  it("names unnamed columns 'Spalte N', also those beyond the header's end", async () => {
    const body = await upload(t, admin, 'u.csv', csv(['Artikelnummer;;Preis', 'A-1;Pumpe;19,90;Extra']));
    expect(body.columns).toEqual(['Artikelnummer', 'Spalte 2', 'Preis', 'Spalte 4']);
  });

  it('suggests a mapping from German and English header names', async () => {
    const body = await upload(
      t,
      admin,
      'x.csv',
      csv(['Art.-Nr.;Artikelbezeichnung;Beschreibung;EK netto;Händlerpreis;UVP;Lagerbestand;Gewicht (kg);Warengruppe;Unterkategorie;Kategorie 3;EAN;HAN;Farbe', 'a;b;c;1;2;3;4;5;6;7;8;9;10;rot']),
    );
    expect(body.mapping).toEqual({
      '0': 'sku', '1': 'name', '2': 'description', '3': 'admin_cost_price', '4': 'base_price', '5': 'retail_price',
      '6': 'stock_quantity', '7': 'weight', '8': 'category_level_1', '9': 'category_level_2', '10': 'category_level_3',
      '11': 'gtin', '12': 'han', '13': 'ignore',
    });
    const english = await upload(t, admin, 'y.csv', csv(['SKU,Product Name,Price,Stock,Weight,Category,Subcategory', 'a,b,1,2,3,4,5']));
    expect(Object.values(english.mapping)).toEqual(['sku', 'name', 'retail_price', 'stock_quantity', 'weight', 'category_level_1', 'category_level_2']);
  });

  it('reads the first sheet of an .xlsx workbook; numbers keep their decimals', async () => {
    const body = await upload(t, admin, 'liste.xlsx', await xlsx([['Preisliste 2026'], ['Artikelnummer', 'Name', 'UVP', 'Bestand'], ['X-1', 'Kette', 19.9, 4], ['X-2', 'Ritzel', 1234.5, null]]));
    expect(body.fileType).toBe('xlsx');
    expect(body.encoding).toBeNull();
    expect(body.headerRow).toBe(2);
    expect(body.previewRows).toEqual([
      ['X-1', 'Kette', '19,9', '4'],
      ['X-2', 'Ritzel', '1234,5'],
    ]);
  });

  describe('refusals: German message, nothing written', () => {
    const expectNothingStored = async () => {
      expect(await t.dataSource.getRepository(ImportJob).count()).toBe(0);
      expect(await listObjects(t, 'imports')).toEqual([]);
    };

    it.each([
      ['preise.txt', csv([HEADER, 'a;b;1;2']), 415, 'INVALID_FILE_TYPE', 'Ungültiger Dateityp: Bitte laden Sie eine CSV- oder XLSX-Datei hoch.'],
      ['preise', csv([HEADER, 'a;b;1;2']), 415, 'INVALID_FILE_TYPE', 'Ungültiger Dateityp: Bitte laden Sie eine CSV- oder XLSX-Datei hoch.'],
      ['alt.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 415, 'EXCEL_IMPORT_UNAVAILABLE', EXCEL_UNAVAILABLE_MESSAGE],
      ['leer.csv', Buffer.from('\r\n  \r\n'), 422, 'IMPORT_FILE_UNREADABLE', 'Die Datei ist leer.'],
      ['kopf.csv', csv([HEADER, ';;;']), 422, 'IMPORT_FILE_UNREADABLE', 'Die Datei enthält nur eine Kopfzeile und keine Datenzeilen.'],
      ['kaputt.csv', csv([HEADER, 'a;"nicht geschlossen;1;2', 'b;c;1;2']), 422, 'IMPORT_FILE_UNREADABLE', 'Die Datei konnte nicht gelesen werden: In Zeile 2 ist ein Anführungszeichen nicht geschlossen.'],
      ['bild.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 422, 'IMPORT_FILE_UNREADABLE', 'Die Datei konnte nicht gelesen werden: Sie enthält Binärdaten und ist keine Textdatei.'],
      ['falsch.xlsx', csv([HEADER, 'a;b;1;2']), 422, 'IMPORT_FILE_UNREADABLE', 'Die Datei konnte nicht gelesen werden: Sie ist keine gültige XLSX-Arbeitsmappe.'],
    ])('%s: refused with its German message', async (name, content, status, code, message) => {
      const response = await uploadFile(t, admin, name, content);
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
      expect(response.json().message).toBe(message);
      await expectNothingStored();
    });

    it('refuses an empty upload and a missing file', async () => {
      const empty = await uploadFile(t, admin, 'leer.csv', Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Die Datei ist leer.');
      const json = await t.app.inject({ method: 'POST', url: '/api/admin/imports', headers: admin, payload: {} });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toBe('Bitte laden Sie die Datei als multipart/form-data hoch.');
      await expectNothingStored();
    });
  });

  it('keeps the accepted file in the private imports bucket under a generated name', async () => {
    const body = await upload(t, admin, '../../etc/Preisliste März.csv', csv([HEADER, 'a;b;1;2']));
    expect(body.fileName).toBe('Preisliste März.csv');
    expect(body.status).toBe('uploaded');
    const [key] = await listObjects(t, 'imports');
    expect(key).toMatch(new RegExp(`^${body.id}/\\d+-[0-9a-f]{12}\\.csv$`));
  });
});

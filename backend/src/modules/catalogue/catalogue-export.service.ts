import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PassThrough, Readable } from 'stream';
import { DataSource } from 'typeorm';
import { centsFromNumeric } from '../../common/money/money';
import { berlinDay, dealerPriceCents } from '../../common/money/pricing';
import { contentDisposition } from '../../common/storage/file-name';
import { csvField } from '../../common/text/csv-field';
import { smallestAllowedQuantity } from './packaging-rule';
import { categoryIdsQuery } from './product-list.sql';

/** Rows per round trip: keyset pages along ix_products_active_sku, so memory stays flat for any catalogue size. */
const BATCH = 2000;
/** The storefront's "low stock" threshold (frontend components/catalogue/stock.ts). */
const LOW_STOCK = 10;

interface ExportRow {
  sku: string;
  ean_code: string | null;
  name: string;
  category_name: string | null;
  parent_category_name: string | null;
  base_price: string;
  retail_price: string;
  stock_quantity: number;
  min_order_quantity: number;
  order_multiple: number;
  image_url: string | null;
}

const HEADERS = [
  'Artikelnummer',
  'EAN',
  'Bezeichnung',
  'Kategorie',
  'Unterkategorie',
  'Ihr EK (netto)',
  'UVP (brutto)',
  'Lagerstatus',
  'Bestand',
  'Mindestbestellmenge',
  'Verpackungseinheit',
  'Bild-URL',
];

export const stockState = (quantity: number) => (quantity <= 0 ? 'Ausverkauft' : quantity < LOW_STOCK ? 'Geringer Bestand' : 'Verfügbar');

/** Cents as the German decimal "3,78" (CSV) or as a number 3.78 (XLSX cell). */
const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * The dealer's catalogue for his own systems: every active product with his EK, the UVP, stock state, EAN,
 * packaging unit and main image, optionally one category with its subcategories. CSV the way the import reads
 * it (UTF-8 with BOM, semicolons, decimal comma, CRLF), XLSX through exceljs like the import; both streamed.
 */
@Injectable()
export class CatalogueExportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async csv(discountPercent: number, categoryId?: string): Promise<StreamableFile> {
    const batches = this.batches(await this.categoryIds(categoryId));
    async function* lines() {
      yield `\uFEFF${HEADERS.join(';')}\r\n`;
      for await (const rows of batches) {
        yield rows.map((row) => cells(row, discountPercent, (cents) => euros(cents).replace('.', ',')).map(csvField).join(';')).join('\r\n') + '\r\n';
      }
    }
    return new StreamableFile(Readable.from(lines()), {
      type: 'text/csv; charset=utf-8',
      disposition: contentDisposition('attachment', `${this.fileName(categoryId)}.csv`),
    });
  }

  async xlsx(discountPercent: number, categoryId?: string): Promise<StreamableFile> {
    const batches = this.batches(await this.categoryIds(categoryId));
    const stream = new PassThrough();
    const { default: ExcelJS } = await import('exceljs'); // loaded on first use, not at start-up
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const sheet = workbook.addWorksheet('Katalog');
    sheet.columns = HEADERS.map((header, index) => ({ header, width: [16, 15, 48, 20, 20, 14, 14, 16, 10, 12, 12, 50][index] }));
    sheet.getRow(1).font = { bold: true };
    sheet.getColumn(6).numFmt = '#,##0.00';
    sheet.getColumn(7).numFmt = '#,##0.00';
    (async () => {
      for await (const rows of batches) {
        for (const row of rows) sheet.addRow(cells(row, discountPercent, (cents) => cents / 100)).commit();
      }
      sheet.commit();
      await workbook.commit();
    })().catch((error: Error) => stream.destroy(error));
    return new StreamableFile(stream, {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      disposition: contentDisposition('attachment', `${this.fileName(categoryId)}.xlsx`),
    });
  }

  private async *batches(categoryIds: string[] | null): AsyncGenerator<ExportRow[]> {
    let after = '';
    for (;;) {
      const rows = await this.dataSource.query<ExportRow[]>(
        `SELECT p.sku, p.ean_code, p.name, c.name AS category_name, pc.name AS parent_category_name, p.base_price, p.retail_price,
                p.stock_quantity, p.min_order_quantity, p.order_multiple, p.image_urls[1] AS image_url
           FROM products p
           LEFT JOIN categories c ON c.id = p.category_id
           LEFT JOIN categories pc ON pc.id = c.parent_id
          WHERE p.is_active AND p.sku > $1 ${categoryIds ? 'AND p.category_id = ANY($3::uuid[])' : ''}
          ORDER BY p.sku
          LIMIT $2`,
        categoryIds ? [after, BATCH, categoryIds] : [after, BATCH],
      );
      if (rows.length) yield rows;
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1].sku;
    }
  }

  private async categoryIds(categoryId: string | undefined): Promise<string[] | null> {
    if (!categoryId) return null;
    const query = categoryIdsQuery(categoryId);
    return (await this.dataSource.query<{ id: string }[]>(query.text, query.values)).map((row) => row.id);
  }

  private fileName(categoryId: string | undefined): string {
    return `Katalog${categoryId ? '-Auswahl' : ''}_${berlinDay(new Date())}`;
  }
}

function cells<T>(row: ExportRow, discountPercent: number, money: (cents: number) => T): (string | number | T | null)[] {
  const main = row.parent_category_name ?? row.category_name;
  const sub = row.parent_category_name ? row.category_name : null;
  return [
    row.sku,
    row.ean_code,
    row.name,
    main,
    sub,
    money(dealerPriceCents(centsFromNumeric(row.base_price), discountPercent)),
    money(centsFromNumeric(row.retail_price)),
    stockState(row.stock_quantity),
    row.stock_quantity,
    smallestAllowedQuantity({ minOrderQuantity: row.min_order_quantity, orderMultiple: row.order_multiple }),
    row.order_multiple,
    row.image_url,
  ];
}

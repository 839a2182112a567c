import { StreamableFile } from '@nestjs/common';
import { centsFromNumeric, formatCents, formatGermanDate } from '../../../common/money/money';
import { contentDisposition } from '../../../common/storage/file-name';
import { csvField } from '../../../common/text/csv-field';
import { AgeingDto, ReceivableRowDto } from '../dto/receivables.dto';

const HEADERS = ['Debitor', 'Firma', 'Offene Rechnungen', 'Älteste Fälligkeit', 'Nicht fällig', '1–30 Tage', '31–60 Tage', '61–90 Tage', 'Über 90 Tage', 'Offen gesamt', 'Guthaben', 'Saldo'];
const AMOUNTS: (keyof AgeingDto)[] = ['notDue', 'days1To30', 'days31To60', 'days61To90', 'over90', 'openAmount', 'creditAmount', 'balance'];

const euros = (amount: string) => centsFromNumeric(amount) / 100;
const germanNumber = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type Cell = string | number | null;

/** An amount in the CSV: "-1.234,56" as German Excel reads a number; written as is, never with the formula guard. */
class CsvNumber {
  constructor(readonly text: string) {}
}

function cellsOf<A>(row: ReceivableRowDto, amount: (value: string) => A): (Cell | A)[] {
  return [row.debtorNumber, row.companyName, row.openInvoices, row.oldestDueDate ? formatGermanDate(row.oldestDueDate) : '', ...AMOUNTS.map((key) => amount(row[key]))];
}

function sumCells<A>(sums: AgeingDto, count: number, amount: (value: string) => A): (Cell | A)[] {
  return ['', 'Summe', count, '', ...AMOUNTS.map((key) => amount(sums[key]))];
}

/** Text through csvField (quoted, a leading = + - @ defused with an apostrophe); amounts unguarded, so they stay numbers. */
const csvCell = (cell: Cell | CsvNumber) => (cell instanceof CsvNumber ? cell.text : csvField(cell));

const fileName = (today: string, extension: string) => `Forderungen_${today}.${extension}`;

/** The receivables for the accountant's spreadsheet: as CSV the way German Excel opens it (UTF-8 BOM, semicolons, decimal comma, CRLF). */
export function receivablesCsv(rows: ReceivableRowDto[], sums: AgeingDto, today: string): StreamableFile {
  const german = (value: string) => new CsvNumber(germanNumber.format(euros(value)));
  const lines = [HEADERS, ...rows.map((row) => cellsOf(row, german)), sumCells(sums, rows.reduce((n, row) => n + row.openInvoices, 0), german)];
  const text = `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
  return new StreamableFile(Buffer.from(text, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: contentDisposition('attachment', fileName(today, 'csv')) });
}

/** The same as an Excel workbook (exceljs, as the catalogue export): numbers as numbers, the sum line bold. */
export async function receivablesXlsx(rows: ReceivableRowDto[], sums: AgeingDto, today: string): Promise<StreamableFile> {
  const { default: ExcelJS } = await import('exceljs'); // loaded on first use, not at start-up
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Forderungen');
  sheet.columns = HEADERS.map((header, index) => ({ header, width: [10, 36, 12, 14, 14, 14, 14, 14, 14, 14, 12, 14][index] }));
  sheet.getRow(1).font = { bold: true };
  for (let column = 5; column <= HEADERS.length; column += 1) sheet.getColumn(column).numFmt = '#,##0.00';
  for (const row of rows) sheet.addRow(cellsOf(row, euros));
  sheet.addRow(sumCells(sums, rows.reduce((n, row) => n + row.openInvoices, 0), euros)).font = { bold: true };
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return new StreamableFile(buffer, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    disposition: contentDisposition('attachment', fileName(today, 'xlsx')),
  });
}

/** The sum line of the exported rows (the exports are not paged, so it is computed from them). */
export function sumOf(rows: ReceivableRowDto[]): AgeingDto {
  const total = (key: keyof AgeingDto) => rows.reduce((sum, row) => sum + centsFromNumeric(row[key]), 0);
  return Object.fromEntries(AMOUNTS.map((key) => [key, formatCents(total(key))])) as unknown as AgeingDto;
}

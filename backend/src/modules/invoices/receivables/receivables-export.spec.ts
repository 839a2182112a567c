import { AgeingDto, ReceivableRowDto } from '../dto/receivables.dto';
import { receivablesCsv } from './receivables-export';

const ageing = (balance: string, credit: string): AgeingDto => ({
  notDue: '0.00',
  days1To30: '0.00',
  days31To60: '0.00',
  days61To90: '0.00',
  over90: '0.00',
  openAmount: '0.00',
  creditAmount: credit,
  balance,
});

const row = (companyName: string, balance: string, credit: string): ReceivableRowDto =>
  ({ companyId: 'c1', debtorNumber: 10001, companyName, openInvoices: 0, oldestDueDate: null, ...ageing(balance, credit) });

async function csvText(rows: ReceivableRowDto[], sums: AgeingDto): Promise<string[]> {
  const file = receivablesCsv(rows, sums, '2026-11-30');
  const chunks: Buffer[] = [];
  for await (const chunk of file.getStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
}

describe('receivables CSV', () => {
  it('writes amounts as numbers, also negative ones (no formula guard), and guards text cells that start like a formula', async () => {
    const lines = await csvText([row('=HYPERLINK("http://x")', '-1234.56', '1234.56'), row('-Minus GmbH', '-446.45', '446.45')], ageing('-1681.01', '1681.01'));
    expect(lines[1]).toBe(`10001;"'=HYPERLINK(""http://x"")";0;;0,00;0,00;0,00;0,00;0,00;0,00;1.234,56;-1.234,56`);
    expect(lines[2]).toBe("10001;'-Minus GmbH;0;;0,00;0,00;0,00;0,00;0,00;0,00;446,45;-446,45");
    expect(lines[3]).toBe(';Summe;0;;0,00;0,00;0,00;0,00;0,00;0,00;1.681,01;-1.681,01');
  });
});

import { seedDemoData } from '../../src/seed/seed-demo-data';
import { startTestApp, TestApp } from '../support/test-app';

describe('dunning demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo company an overdue invoice with a Zahlungserinnerung and one still to remind (once, however often the seed runs)', async () => {
    await seedDemoData(t.dataSource, t.storage, () => undefined);
    await seedDemoData(t.dataSource, t.storage, () => undefined);
    const letters = await t.dataSource.query(
      `SELECT l.label, l.pdf_key, l.open_amount, i.number, i.due_date < current_date AS overdue, i.pdf_key AS invoice_pdf, p.company_name
         FROM dunning_letters l JOIN invoices i ON i.id = l.invoice_id JOIN dealer_profiles p ON p.company_id = l.company_id`,
    );
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ label: 'Zahlungserinnerung', overdue: true, company_name: 'Radsport Hansen GmbH' });
    const letterPdf = await t.storage.getObjectBuffer('invoices', letters[0].pdf_key);
    const invoicePdf = await t.storage.getObjectBuffer('invoices', letters[0].invoice_pdf);
    expect(letterPdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(invoicePdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [{ open }] = await t.dataSource.query(`SELECT (total_amount - paid_amount)::text AS open FROM invoices WHERE number = $1`, [letters[0].number]);
    expect(letters[0].open_amount).toBe(open);
    // and a second overdue invoice the next run reminds
    const [{ overdue }] = await t.dataSource.query(
      `SELECT count(*)::int AS overdue FROM invoices WHERE kind = 'invoice' AND due_date <= current_date - 7 AND settled_at IS NULL AND total_amount > paid_amount`,
    );
    expect(overdue).toBeGreaterThanOrEqual(2); // the open-items demo may add its own
  }, 180_000);
});

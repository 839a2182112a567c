import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callApi } from './support/api';
import { closeToasts } from './support/layout';
import { launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { signInThroughForm } from './support/session';

const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'portal_e2e'}`;

/** An open invoice bought on account for a demo company, inserted as issued nine days ago and not yet due (whatever day the test runs). */
async function openInvoice(db: pg.Client, number: string, total: string) {
  const [dealer] = (await db.query(`SELECT company_id, user_id FROM dealer_profiles WHERE is_approved ORDER BY created_at LIMIT 1`)).rows;
  const orderNumber = `B-2099-${number.slice(-6)}`;
  const [order] = (
    await db.query(
      `INSERT INTO orders (placed_by_user_id, company_id, order_number, subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount,
                           payment_method, payment_status, status, shipping_address, billing_address, planned_delivery_date)
       VALUES ($1, $2, $3, $4, 0, 0, 0, $4, 'invoice', 'pending', 'shipped', '{}', '{}', CURRENT_DATE - 9) RETURNING id`,
      [dealer.user_id, dealer.company_id, orderNumber, total],
    )
  ).rows;
  await db.query(
    `INSERT INTO invoices (number, kind, order_id, order_number, company_id, user_id, issue_date, delivery_date, due_date, payment_method, paid,
                           payment_terms, payment_reference, seller, buyer, delivery_address, lines, subtotal_amount, discount_amount, shipping_amount,
                           express_amount, vat_percent, tax_amount, total_amount)
     VALUES ($1, 'invoice', $2, $3, $4, $5, CURRENT_DATE - 9, CURRENT_DATE - 9, CURRENT_DATE + 21, 'invoice', false, '30 Tage netto', $1, '{}', '{}', '{}', '[]', $6, 0, 0, 0, 19, 0, $6)`,
    [number, order.id, orderNumber, dealer.company_id, dealer.user_id, total],
  );
}

const entry = (amount: string, direction: 'CRDT' | 'DBIT', reference: string, name: string, text: string) =>
  `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${direction}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-11-26</Dt></BookgDt>` +
  `<ValDt><Dt>2026-11-26</Dt></ValDt><AcctSvcrRef>${reference}</AcctSvcrRef><NtryDtls><TxDtls><Amt Ccy="EUR">${amount}</Amt><RltdPties>` +
  `<${direction === 'CRDT' ? 'Dbtr' : 'Cdtr'}><Pty><Nm>${name}</Nm></Pty></${direction === 'CRDT' ? 'Dbtr' : 'Cdtr'}></RltdPties>` +
  `<RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;

describe('bank statements: an admin uploads a CAMT.053 statement and confirms the proposed matches', () => {
  let browser: Browser;
  let db: pg.Client;
  beforeAll(async () => {
    browser = await launchBrowser();
    db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.end();
  });

  it('reads the statement, proposes two invoices, books them, and books the unmatched line after assigning it by hand', async () => {
    const base = randomInt(10000, 90000);
    const [first, second, third] = [0, 1, 2].map((offset) => `RE-2099-${base + offset}`);
    await openInvoice(db, first, '1190.00');
    await openInvoice(db, second, '238.00');
    await openInvoice(db, third, '500.00');
    const id = randomUUID().slice(0, 8);
    const xml =
      `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>E2E-${id}</MsgId></GrpHdr>` +
      `<Stmt><Id>E2E-${id}</Id><ElctrncSeqNb>1</ElctrncSeqNb><FrToDt><FrDtTm>2026-11-26T00:00:00</FrDtTm><ToDtTm>2026-11-26T23:59:59</ToDtTm></FrToDt>` +
      `<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>` +
      `<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">5000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-26</Dt></Dt></Bal>` +
      `<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">6882.10</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-26</Dt></Dt></Bal>` +
      entry('1190.00', 'CRDT', `${id}-1`, 'Fahrradhaus Müller GmbH', `Rechnung ${first} vielen Dank`) +
      entry('238.00', 'CRDT', `${id}-2`, 'Zweirad Schäfer &amp; Söhne KG', `${second.replace(/-/g, ' ')}`) +
      entry('500.00', 'CRDT', `${id}-3`, 'Radsport Özdemir e.K.', 'Abschlag Lastenräder, Grüße aus Köln') +
      entry('45.90', 'DBIT', `${id}-4`, 'Telekom Deutschland GmbH', 'Festnetz und Internet 11/2026') +
      `</Stmt></BkToCstmrStmt></Document>`;

    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.getByRole('link', { name: 'Kontoauszüge' }).click();
    await page.waitForURL('**/admin/kontoauszuege');
    await page.locator('input[type=file]').setInputFiles({ name: 'Auszug 26.11.2026.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
    await page.waitForURL(/\/admin\/kontoauszuege\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect.poll(() => page.getByText(`${first}: offener Betrag`).isVisible()).toBe(true);
    expect(await page.getByText('Keine Rechnungsnummer im Verwendungszweck.').isVisible()).toBe(true);
    expect(await page.getByText('Zweirad Schäfer & Söhne KG').isVisible()).toBe(true);
    expect(await page.locator('.ant-tag', { hasText: 'Vorschlag' }).count()).toBe(2);
    await screenshot(page, 'bank-statement-proposals-desktop');

    await page.getByRole('button', { name: 'Alle Vorschläge buchen (2)' }).click();
    await expect.poll(() => page.getByText('2 Zahlungen gebucht').isVisible()).toBe(true);
    await expect.poll(() => page.locator('.ant-tag', { hasText: 'Gebucht' }).count()).toBe(2);
    const paid = await db.query(`SELECT number, paid_amount FROM invoices WHERE number = ANY($1) ORDER BY number`, [[first, second, third]]);
    expect(paid.rows).toEqual([
      { number: first, paid_amount: '1190.00' },
      { number: second, paid_amount: '238.00' },
      { number: third, paid_amount: '0.00' },
    ]);

    await page.getByRole('button', { name: 'Zeile 3 zuordnen' }).click();
    await page.getByPlaceholder('RE-2026-00001').fill(third);
    await page.getByRole('button', { name: 'Zuordnen', exact: true }).click();
    await expect.poll(() => page.getByText(`${third}: von Hand zugeordnet`).isVisible()).toBe(true);
    await page.getByRole('checkbox', { name: 'Zeile 3 auswählen' }).check();
    await page.getByRole('button', { name: 'Auswahl buchen (1)' }).click();
    await expect.poll(() => page.getByText('1 Zahlung gebucht').isVisible()).toBe(true);
    await expect.poll(async () => (await db.query(`SELECT paid_amount FROM invoices WHERE number = $1`, [third])).rows[0].paid_amount).toBe('500.00');

    // the success notices lie over the top of the page (and stay while the pointer rests on them): close them
    await page.mouse.move(0, 0);
    await closeToasts(page);
    await expect.poll(() => page.locator('.ant-notification-notice').count(), { timeout: 20_000 }).toBe(0);
    await page.getByRole('link', { name: 'Alle Kontoauszüge' }).click();
    await expect.poll(() => page.getByText('Eingelesene Kontoauszüge').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(`E2E-${id} · Nr. 1`).isVisible()).toBe(true);
    await screenshot(page, 'bank-statements-list-desktop');
    await page.goBack();
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect.poll(() => page.locator('.ant-tag', { hasText: 'Gebucht' }).count()).toBe(3);
    await screenshot(page, 'bank-statement-booked-phone');
  });

  it('shows the amount open now when a payment was booked by hand after the import, and refuses that proposal with the reason', async () => {
    const number = `RE-2099-${randomInt(90001, 99999)}`;
    await openInvoice(db, number, '153.68');
    const id = randomUUID().slice(0, 8);
    const xml =
      `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>E2E-${id}</MsgId></GrpHdr>` +
      `<Stmt><Id>E2E-${id}</Id><ElctrncSeqNb>1</ElctrncSeqNb><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>` +
      entry('153.68', 'CRDT', `${id}-1`, 'Radsport Hansen GmbH', `${number} Radsport Hansen GmbH`) +
      `</Stmt></BkToCstmrStmt></Document>`;
    const page = await openPage(browser, '/');
    await signInThroughForm(page, 'admin@example.com');
    await page.getByRole('link', { name: 'Kontoauszüge' }).click();
    await page.waitForURL('**/admin/kontoauszuege');
    await page.locator('input[type=file]').setInputFiles({ name: 'Auszug nachher.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
    await page.waitForURL(/\/admin\/kontoauszuege\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect.poll(() => page.getByText(`${number}: offener Betrag`).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('offen jetzt 153,68\u00a0€').isVisible()).toBe(true);

    // meanwhile a payment of 96,51 € is booked by hand
    const [invoice] = (await db.query(`SELECT id FROM invoices WHERE number = $1`, [number])).rows;
    const admin = await apiToken('admin@example.com');
    await callApi('/api/admin/payments', { method: 'POST', token: admin, body: { invoiceId: invoice.id, amount: '96.51', bookedOn: new Date().toISOString().slice(0, 10), reference: 'von Hand' } });
    await page.reload();
    await expect.poll(() => page.getByText('offen jetzt 57,17\u00a0€').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'nur noch über 57,17' }).isVisible()).toBe(true);
    await screenshot(page, 'bank-statement-outdated-proposal');
    await page.getByRole('button', { name: 'Alle Vorschläge buchen (1)' }).click();
    await expect.poll(() => page.getByText('0 Zahlungen gebucht, 1 Zeile nicht gebucht').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/Zeile 1: Die Rechnung .* ist inzwischen über 57,17/).isVisible()).toBe(true);
    expect((await db.query(`SELECT paid_amount FROM invoices WHERE number = $1`, [number])).rows[0].paid_amount).toBe('96.51');
    await closeToasts(page);
    await screenshot(page, 'bank-statement-outdated-refused');
  });
});

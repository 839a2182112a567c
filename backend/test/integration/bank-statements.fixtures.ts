import { readFileSync } from 'fs';
import { join } from 'path';
import { DataSource } from 'typeorm';
import { makeDealer } from '../support/factories';

export const camtFixture = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', 'camt', name));

/** A dealer company with a shipped order bought on account and its open invoice (inserted as issued). */
export async function makeOpenInvoice(
  dataSource: DataSource,
  input: { number: string; total: string; companyName?: string; companyId?: string; userId?: string; skontoPercent?: string; skontoUntil?: string; cancelled?: boolean },
): Promise<{ invoiceId: string; companyId: string; userId: string; orderId: string }> {
  let { companyId, userId } = input;
  if (!companyId || !userId) {
    const { user, profile } = await makeDealer(dataSource, { approved: true, companyName: input.companyName ?? 'Fahrradhaus Müller GmbH' });
    companyId = profile.companyId;
    userId = user.id;
  }
  const address = { company: input.companyName ?? 'Fahrradhaus Müller GmbH', contact_person: 'Erika Muster', address: 'Teststraße 1', postal_code: '28195', city: 'Bremen', phone: null };
  const orderNumber = `B-2026-${input.number.slice(-5).padStart(6, '0')}`;
  const [order] = await dataSource.query<{ id: string }[]>(
    `INSERT INTO orders (placed_by_user_id, company_id, order_number, subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount,
                         payment_method, payment_status, status, shipping_address, billing_address, planned_delivery_date)
     VALUES ($1, $2, $3, $4, 0, 0, 0, $4, 'invoice', 'pending', 'shipped', $5, $5, '2026-11-20') RETURNING id`,
    [userId, companyId, orderNumber, input.total, JSON.stringify(address)],
  );
  const [invoice] = await dataSource.query<{ id: string }[]>(
    `INSERT INTO invoices (number, kind, order_id, order_number, company_id, user_id, issue_date, delivery_date, due_date, payment_method, paid,
                           skonto_percent, skonto_until, payment_terms, payment_reference, seller, buyer, delivery_address, lines,
                           subtotal_amount, discount_amount, shipping_amount, express_amount, vat_percent, tax_amount, total_amount, cancelled_at)
     VALUES ($1, 'invoice', $2, $3, $4, $5, '2026-11-20', '2026-11-20', '2026-12-20', 'invoice', false, $6, $7, '30 Tage netto', $1,
             '{}', $8, '{}', '[]', $9, 0, 0, 0, 19, 0, $9, $10) RETURNING id`,
    [
      input.number,
      order.id,
      orderNumber,
      companyId,
      userId,
      input.skontoPercent ?? null,
      input.skontoUntil ?? null,
      JSON.stringify({ company: address.company }),
      input.total,
      input.cancelled ? new Date() : null,
    ],
  );
  return { invoiceId: invoice.id, companyId, userId, orderId: order.id };
}

/** A camt.053.001.08 statement with `count` credit lines, each paying one invoice RE-2026-<n> of `amount`. */
export function generatedStatement(input: { statementId: string; count: number; amount?: string; iban?: string }): Buffer {
  const amount = input.amount ?? '119.00';
  const entries = Array.from({ length: input.count }, (_, index) => {
    const number = `RE-2026-${String(index + 1).padStart(5, '0')}`;
    return `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-11-26</Dt></BookgDt>
<ValDt><Dt>2026-11-26</Dt></ValDt><AcctSvcrRef>${input.statementId}-${index + 1}</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>E2E-${index + 1}</EndToEndId></Refs>
<Amt Ccy="EUR">${amount}</Amt><RltdPties><Dbtr><Pty><Nm>Händler ${index + 1} GmbH</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>Rechnung ${number} Dank & Gruß</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`.replace('& Gruß', '&amp; Gruß');
  });
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>MSG-${input.statementId}</MsgId><CreDtTm>2026-11-27T06:00:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>${input.statementId}</Id><ElctrncSeqNb>1</ElctrncSeqNb><Acct><Id><IBAN>${input.iban ?? 'DE89370400440532013000'}</IBAN></Id><Ccy>EUR</Ccy></Acct>
${entries.join('\n')}</Stmt></BkToCstmrStmt></Document>`,
  );
}

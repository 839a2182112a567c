import { DataSource } from 'typeorm';
import { Company as Seller } from '../common/config/company';
import { parseEnvironment } from '../common/config/environment';
import { CacheService } from '../common/cache/cache.service';
import { TransactionHost } from '../common/database/transaction-host';
import { centsFromNumeric, formatCents } from '../common/money/money';
import { addDays, berlinDay } from '../common/money/pricing';
import { BankStatementImportService } from '../modules/accounting/camt/bank-statement-import.service';
import { BankStatementsService } from '../modules/accounting/camt/bank-statements.service';
import { CamtInvoiceFinder } from '../modules/accounting/camt/camt-invoice-finder.service';
import { BankStatement } from '../modules/accounting/entities/bank-statement.entity';
import { AuditService } from '../modules/audit/audit.service';
import { CompanyAccessCache } from '../modules/dealers/company-access.cache';
import { DealersService } from '../modules/dealers/dealers.service';
import { CompanyMember } from '../modules/dealers/entities/company-member.entity';
import { OpenItemsService } from '../modules/invoices/open-items/open-items.service';
import { lockDemoSeed } from './seed-support';

/** Stmt/Id of the demo statement: a rerun finds it and imports nothing. */
export const DEMO_STATEMENT_ID = 'DEMO-AUSZUG-001';
const HANSEN_IBAN = 'DE75 2905 0101 0001 2345 67';

interface DemoLine {
  amount: string;
  direction: 'CRDT' | 'DBIT';
  name: string;
  iban: string;
  remittance: string;
}

/**
 * 'Kontoauszüge' demo: yesterday's statement of the seller's account as the bank delivers it (camt.053.001.08), read by
 * the real import, so it holds what an upload would: proposals for two open invoices of Radsport Hansen (the overdue
 * one in full, the rest of the partly paid one, its number typed loosely), a credit nobody can be matched to (for the
 * review list) and a debit (ignored). Nothing is booked until an administrator confirms. Written once.
 */
export async function seedBankStatementDemo(dataSource: DataSource, seller: Seller, idsByEmail: Map<string, string>, now: Date): Promise<number> {
  const adminId = idsByEmail.get('admin@example.com');
  if (!adminId) return 0;
  const tx = new TransactionHost(dataSource);
  const importer = bankStatementImport(dataSource, tx);
  return tx.run(async () => {
    await lockDemoSeed(tx.manager);
    if (await tx.manager.existsBy(BankStatement, { identifier: DEMO_STATEMENT_ID })) return 0;
    const invoices = await tx.manager.query<{ number: string; open: string; paid: string }[]>(
      `SELECT i.number, (i.total_amount - i.paid_amount - i.skonto_amount)::text AS open, i.paid_amount::text AS paid
         FROM invoices i JOIN dealer_profiles p ON p.company_id = i.company_id
        WHERE p.company_name = 'Radsport Hansen GmbH' AND i.kind = 'invoice' AND i.cancelled_at IS NULL AND i.settled_at IS NULL
        ORDER BY i.issue_date, i.number`,
    );
    const oldest = invoices.find((invoice) => centsFromNumeric(invoice.paid) === 0);
    const partly = invoices.find((invoice) => centsFromNumeric(invoice.paid) > 0);
    if (!oldest || !partly) return 0;
    const day = addDays(berlinDay(now), -1);
    const lines: DemoLine[] = [
      { amount: oldest.open, direction: 'CRDT', name: 'Radsport Hansen GmbH', iban: HANSEN_IBAN, remittance: `${oldest.number} Radsport Hansen GmbH` },
      { amount: partly.open, direction: 'CRDT', name: 'Radsport Hansen GmbH', iban: HANSEN_IBAN, remittance: `Restzahlung ${partly.number.replace(/-/g, ' ')}` },
      { amount: '250.00', direction: 'CRDT', name: 'Zweirad Jürgens e.K.', iban: 'DE12 5001 0517 0648 4898 90', remittance: 'Vorauszahlung Bestellung Winterreifen' },
      { amount: '1480.00', direction: 'DBIT', name: 'Lagerhaus Überseestadt GmbH', iban: 'DE44 2905 0101 0009 8765 43', remittance: `Miete Lager ${day.slice(5, 7)}/${day.slice(0, 4)}` },
    ];
    await importer.importStatement({ buffer: statementXml(seller, day, lines), fileName: `Kontoauszug_${day}.xml` }, adminId);
    return 1;
  });
}

/** The import service with what it needs, on the seed's connection (the seed runs without the Nest application). */
function bankStatementImport(dataSource: DataSource, tx: TransactionHost): BankStatementImportService {
  const audit = new AuditService(tx);
  // the dealers service reads company names only; its access cache (and so Redis) is not used here
  const cache = new CacheService(null as never, tx, parseEnvironment(process.env));
  const access = new CompanyAccessCache(dataSource.getRepository(CompanyMember), cache);
  const dealers = new DealersService(tx, access);
  const finder = new CamtInvoiceFinder(new OpenItemsService(tx), dealers);
  return new BankStatementImportService(tx, finder, new BankStatementsService(tx, finder, audit), audit);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function statementXml(seller: Seller, day: string, lines: DemoLine[]): Buffer {
  const credits = lines.filter((line) => line.direction === 'CRDT').reduce((sum, line) => sum + centsFromNumeric(line.amount), 0);
  const debits = lines.filter((line) => line.direction === 'DBIT').reduce((sum, line) => sum + centsFromNumeric(line.amount), 0);
  const opening = 1_254_300;
  const balance = (tp: string, cents: number) =>
    `<Bal><Tp><CdOrPrtry><Cd>${tp}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${formatCents(Math.abs(cents))}</Amt><CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>`;
  const entries = lines.map((line, index) => {
    const party = line.direction === 'CRDT' ? 'Dbtr' : 'Cdtr';
    const account = line.direction === 'CRDT' ? 'DbtrAcct' : 'CdtrAcct';
    return `<Ntry><Amt Ccy="EUR">${line.amount}</Amt><CdtDbtInd>${line.direction}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${day}</Dt></BookgDt><ValDt><Dt>${day}</Dt></ValDt>
<AcctSvcrRef>${DEMO_STATEMENT_ID}-${index + 1}</AcctSvcrRef><BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${line.direction === 'CRDT' ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs><Amt Ccy="EUR">${line.amount}</Amt><RltdPties><${party}><Pty><Nm>${escapeXml(line.name)}</Nm></Pty></${party}><${account}><Id><IBAN>${line.iban.replace(/ /g, '')}</IBAN></Id></${account}></RltdPties>
<RmtInf><Ustrd>${escapeXml(line.remittance)}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  });
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>MSG-${DEMO_STATEMENT_ID}</MsgId><CreDtTm>${day}T23:30:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>${DEMO_STATEMENT_ID}</Id><ElctrncSeqNb>1</ElctrncSeqNb><FrToDt><FrDtTm>${day}T00:00:00+01:00</FrDtTm><ToDtTm>${day}T23:59:59+01:00</ToDtTm></FrToDt>
<Acct><Id><IBAN>${seller.iban.replace(/ /g, '')}</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>${escapeXml(seller.name)}</Nm></Ownr></Acct>
${balance('OPBD', opening)}${balance('CLBD', opening + credits - debits)}
${entries.join('\n')}</Stmt></BkToCstmrStmt></Document>
`);
}

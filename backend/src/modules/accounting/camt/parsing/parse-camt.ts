import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { centsFromNumeric, formatCents } from '../../../../common/money/money';
import { CamtReadError } from './camt-read-error';
import { CamtDirection, CamtLine, CamtStatement } from './camt-statement';
import { decodeCharacterReferences, keptText, refuseNonXmlCharacters, statementDay } from './camt-text';
import { decodeXml } from './decode-xml';
import { attribute, child, children, text, XmlNode } from './xml-node';

const ARRAYS = new Set(['Stmt', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);
/** A camt.053 nests about 15 deep; the parser stops beyond this (and throws) rather than recurse through a bomb. */
const MAX_DEPTH = 100;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  // safe: a DOCTYPE (the only way to declare entities) is refused before parsing; numeric character references are
  // decoded before (decodeCharacterReferences), so no HTML entity table is needed
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
  maxNestedTags: MAX_DEPTH,
});

const NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:(camt\.\d{3}\.\d{3}\.\d{2})/;
const OTHER_MESSAGES: Record<string, string> = {
  BkToCstmrAcctRpt: 'camt.052 (Kontoumsätze untertägig)',
  BkToCstmrDbtCdtNtfctn: 'camt.054 (Sammelbuchungsdatei)',
  CstmrCdtTrfInitn: 'pain.001 (Überweisungsauftrag)',
  CstmrDrctDbtInitn: 'pain.008 (Lastschriftauftrag)',
};
/** The form of an IBAN (ISO 13616) as the settings check it: country, check digits, 11–30 letters or digits; at most 34. */
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
/** ISO 20022 amounts carry up to five decimals; a euro booking has at most two. */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

const notCamt = (found: string) =>
  new CamtReadError('not-camt053', `Die Datei ist kein Kontoauszug im Format CAMT.053 (erkannt: ${found}). Bitte laden Sie die camt.053-Datei Ihrer Bank hoch.`);
const content = (message: string) => new CamtReadError('content', message);

/** Reads a camt.053 statement (versions .001.02 to .001.13) into what the import keeps. */
export function parseCamt(buffer: Buffer): CamtStatement {
  const xml = decodeXml(buffer);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new CamtReadError('not-xml', 'Die Datei enthält eine DOCTYPE-Deklaration; ein Kontoauszug der Bank hat keine.');
  refuseNonXmlCharacters(xml);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new CamtReadError('not-xml', `Die Datei ist keine gültige XML-Datei (Zeile ${valid.err.line}). Bitte laden Sie den Kontoauszug unverändert hoch.`);
  }
  const tree = treeOf(decodeCharacterReferences(xml));
  const document = child(tree, 'Document');
  const root = Object.keys(document ?? tree).find((key) => !key.startsWith('?') && !key.startsWith('@'));
  const message = child(document, 'BkToCstmrStmt');
  if (!message) throw notCamt(OTHER_MESSAGES[root ?? ''] ?? (root ? `<${root}>` : 'kein Inhalt'));
  const version = NAMESPACE.exec(xml.slice(0, 2000))?.[1] ?? 'camt.053';
  if (!version.startsWith('camt.053')) throw notCamt(version);

  const statements = children(message, 'Stmt');
  if (statements.length === 0) throw content('Die Datei enthält keinen Kontoauszug (Stmt).');
  if (statements.length > 1) {
    throw content(`Die Datei enthält ${statements.length} Kontoauszüge. Bitte laden Sie jeden Kontoauszug als eigene Datei hoch.`);
  }
  return statementOf(statements[0] as XmlNode, said(message, 'GrpHdr', 'MsgId') ?? '', version);
}

/** The parsed tree; what the parser throws on well-formed XML (too deep, a reserved element name) is the file's fault. */
function treeOf(xml: string): XmlNode {
  try {
    return parser.parse(xml) as XmlNode;
  } catch (error) {
    const tooDeep = error instanceof Error && /nested tags/i.test(error.message);
    throw content(
      tooDeep
        ? `Die Datei ist tiefer als ${MAX_DEPTH} Ebenen verschachtelt; ein Kontoauszug der Bank hat nur wenige. Bitte laden Sie den Kontoauszug unverändert hoch, wie ihn die Bank liefert.`
        : 'Die Datei enthält Elemente, die in einem Kontoauszug nicht vorkommen (z. B. „constructor“). Bitte laden Sie den Kontoauszug unverändert hoch, wie ihn die Bank liefert.',
    );
  }
}

/** A text the statement keeps (an id, a name, a Verwendungszweck), without the characters the API refuses in texts. */
const said = (node: unknown, ...path: string[]) => keptText(text(node, ...path));

function statementOf(stmt: XmlNode, messageId: string, version: string): CamtStatement {
  const statementId = said(stmt, 'Id');
  if (!statementId) throw content('Dem Kontoauszug fehlt seine Kennung (Stmt/Id).');
  const iban = said(stmt, 'Acct', 'Id', 'IBAN')?.replace(/\s+/g, '').toUpperCase();
  if (!iban) throw content('Der Kontoauszug nennt keine IBAN des Kontos (Acct/Id/IBAN).');
  if (!IBAN.test(iban)) {
    const shown = iban.length > 40 ? `${iban.slice(0, 40)}…` : iban;
    throw content(
      `Die IBAN des Kontos „${shown}“ ist keine gültige IBAN (zwei Buchstaben, zwei Prüfziffern, bis zu 30 Buchstaben oder Ziffern; höchstens 34 Zeichen). Bitte laden Sie den Kontoauszug unverändert hoch, wie ihn die Bank liefert.`,
    );
  }
  const lines: CamtLine[] = [];
  children(stmt, 'Ntry').forEach((entry, index) => lines.push(...linesOf(entry as XmlNode, index + 1, lines.length)));
  return {
    messageId,
    version,
    statementId,
    sequenceNumber: said(stmt, 'ElctrncSeqNb') ?? said(stmt, 'LglSeqNb') ?? '',
    createdAt: text(stmt, 'CreDtTm'),
    fromDate: statementDay(text(stmt, 'FrToDt', 'FrDtTm'), 'Der Beginn des Auszugszeitraums'),
    toDate: statementDay(text(stmt, 'FrToDt', 'ToDtTm'), 'Das Ende des Auszugszeitraums'),
    iban,
    currency: said(stmt, 'Acct', 'Ccy') ?? 'EUR',
    openingBalance: balance(stmt, ['OPBD', 'PRCD']),
    closingBalance: balance(stmt, ['CLBD']),
    lines,
  };
}

function amountOf(node: XmlNode | undefined, where: string): { amount: string; currency: string } | null {
  const value = text(node);
  if (value === null) return null;
  if (!AMOUNT.test(value)) throw content(`${where}: Der Betrag „${value}“ ist kein gültiger Betrag mit höchstens zwei Nachkommastellen.`);
  return { amount: formatCents(centsFromNumeric(value)), currency: keptText(attribute(node, 'Ccy')) ?? 'EUR' };
}

function balance(stmt: XmlNode, codes: string[]): string | null {
  for (const code of codes) {
    const found = children(stmt, 'Bal').find((bal) => text(bal, 'Tp', 'CdOrPrtry', 'Cd') === code) as XmlNode | undefined;
    const amount = found && amountOf(child(found, 'Amt'), `Saldo ${code}`);
    if (amount) return text(found, 'CdtDbtInd') === 'DBIT' ? `-${amount.amount}` : amount.amount;
  }
  return null;
}

/** The amount of one transaction of a batch: TxDtls/Amt (from .001.04 on) or TxDtls/AmtDtls/TxAmt/Amt. */
function transactionAmount(tx: XmlNode, where: string) {
  return amountOf(child(tx, 'Amt'), where) ?? amountOf(child(tx, 'AmtDtls', 'TxAmt', 'Amt'), where);
}

function linesOf(entry: XmlNode, entryNumber: number, before: number): CamtLine[] {
  const where = `Buchung ${entryNumber}`;
  const total = amountOf(child(entry, 'Amt'), where);
  if (!total) throw content(`${where}: Der Betrag (Ntry/Amt) fehlt.`);
  const indicator = text(entry, 'CdtDbtInd');
  if (indicator !== 'CRDT' && indicator !== 'DBIT') throw content(`${where}: Soll/Haben-Kennzeichen (CdtDbtInd) fehlt oder ist ungültig.`);
  const direction: CamtDirection = indicator === 'CRDT' ? 'credit' : 'debit';
  const transactions = children(entry, 'NtryDtls').flatMap((details) => children(details, 'TxDtls')) as XmlNode[];
  const amounts = transactions.map((tx, index) => transactionAmount(tx, `${where}, Einzelumsatz ${index + 1}`));
  const split =
    transactions.length > 1 &&
    amounts.every((amount) => amount !== null) &&
    amounts.reduce((sum, amount) => sum + centsFromNumeric(amount!.amount), 0) === centsFromNumeric(total.amount);
  const base = {
    entryReference: said(entry, 'AcctSvcrRef'),
    direction,
    ...statusOf(entry),
    reversal: text(entry, 'RvslInd') === 'true',
    bookingDate: statementDay(text(entry, 'BookgDt', 'Dt') ?? text(entry, 'BookgDt', 'DtTm'), `${where}: Das Buchungsdatum`),
    valueDate: statementDay(text(entry, 'ValDt', 'Dt') ?? text(entry, 'ValDt', 'DtTm'), `${where}: Das Valutadatum`),
    entryInfo: said(entry, 'AddtlNtryInf'),
  };
  if (split) {
    return transactions.map((tx, index) => ({
      ...base,
      position: before + index + 1,
      transactionIndex: index,
      ...amounts[index]!,
      ...partiesOf([tx], direction),
    }));
  }
  return [{ ...base, position: before + 1, transactionIndex: 0, ...total, ...partiesOf(transactions, direction) }];
}

/**
 * Ntry/Sts as sent: the ISO code (Sts/Cd from .001.08 on, the text of Sts before), else a bank's own code (Sts/Prtry).
 * Nothing is assumed: an entry without a status is not booked (the import books only an explicit BOOK).
 */
function statusOf(entry: XmlNode): Pick<CamtLine, 'entryStatus' | 'entryStatusProprietary'> {
  const code = said(entry, 'Sts', 'Cd') ?? said(entry, 'Sts');
  if (code) return { entryStatus: code.slice(0, 35), entryStatusProprietary: false };
  const proprietary = said(entry, 'Sts', 'Prtry');
  return { entryStatus: proprietary?.slice(0, 35) ?? null, entryStatusProprietary: proprietary !== null };
}

/** Name and IBAN of the other side, end-to-end reference and Verwendungszweck of the given transactions. */
function partiesOf(transactions: XmlNode[], direction: CamtDirection) {
  const party = direction === 'credit' ? 'Dbtr' : 'Cdtr';
  const first = transactions[0];
  const related = child(first, 'RltdPties');
  // .001.02 nests the name directly, from .001.08 on inside Pty
  const name = said(related, party, 'Nm') ?? said(related, party, 'Pty', 'Nm') ?? said(related, `Ultmt${party}`, 'Nm') ?? said(related, `Ultmt${party}`, 'Pty', 'Nm');
  const endToEndId = said(first, 'Refs', 'EndToEndId');
  const remittanceLines = transactions.flatMap((tx) => {
    const info = child(tx, 'RmtInf');
    const unstructured = children(info, 'Ustrd').map((line) => said(line)).filter((line): line is string => line !== null);
    const structured = children(info, 'Strd').map((strd) => said(strd, 'CdtrRefInf', 'Ref')).filter((ref): ref is string => ref !== null);
    return [...unstructured, ...structured];
  });
  return {
    counterpartyName: name,
    counterpartyIban: said(related, `${party}Acct`, 'Id', 'IBAN')?.replace(/\s+/g, '') ?? null,
    endToEndId: endToEndId && endToEndId !== 'NOTPROVIDED' ? endToEndId : null,
    remittanceLines,
  };
}

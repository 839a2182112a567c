import type { DebtorMasterData } from '../../dealers/debtor-master-data.service';
import { DEBTOR_COLUMN, DEBTOR_COLUMNS } from './debtor-columns';
import { debtorHeaderFields, ExtfFileHeader, text } from './extf-writer';

/**
 * One debtor with all 254 columns: account, company name (addressee type 2 = company), short name, the VAT ID split
 * into country and number as DATEV wants it, the street address (type STR) in Germany and the e-mail address.
 */
export function debtorFields(debtor: DebtorMasterData): string[] {
  const fields = new Array<string>(DEBTOR_COLUMNS.length).fill('');
  const set = (position: number, value: string) => (fields[position - 1] = value);
  const vat = /^([A-Z]{2})([A-Z0-9+*]{2,13})$/.exec(debtor.vatId.replace(/\s+/g, '').toUpperCase());
  set(DEBTOR_COLUMN.account, String(debtor.debtorNumber));
  set(DEBTOR_COLUMN.companyName, text(debtor.companyName, 50));
  set(DEBTOR_COLUMN.addresseeType, text('2'));
  set(DEBTOR_COLUMN.shortName, text(debtor.companyName, 15));
  set(DEBTOR_COLUMN.euCountry, text(vat ? vat[1] : ''));
  set(DEBTOR_COLUMN.euVatId, text(vat ? vat[2] : ''));
  set(DEBTOR_COLUMN.addressType, text('STR'));
  set(DEBTOR_COLUMN.street, text(debtor.street ?? '', 36));
  set(DEBTOR_COLUMN.postalCode, text(debtor.postalCode ?? '', 10));
  set(DEBTOR_COLUMN.city, text(debtor.city ?? '', 30));
  set(DEBTOR_COLUMN.country, text('DE'));
  set(DEBTOR_COLUMN.email, text(debtor.email, 60));
  return fields;
}

/** The Debitoren/Kreditoren file as text, CR LF after every line; encode with encodeWindows1252. */
export function debtorMasterData(header: ExtfFileHeader, debtors: DebtorMasterData[]): string {
  const lines = [debtorHeaderFields(header), [...DEBTOR_COLUMNS], ...debtors.map(debtorFields)];
  return lines.map((fields) => `${fields.join(';')}\r\n`).join('');
}

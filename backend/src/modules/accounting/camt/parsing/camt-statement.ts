/** What the import keeps of one camt.053 statement (Stmt); amounts are decimal strings with two places. */
export interface CamtStatement {
  /** GrpHdr/MsgId */
  messageId: string;
  /** camt.053.001.02, camt.053.001.08 … (from the namespace) */
  version: string;
  /** Stmt/Id */
  statementId: string;
  /** Stmt/ElctrncSeqNb, else Stmt/LglSeqNb; '' when the bank sends neither. */
  sequenceNumber: string;
  /** Stmt/CreDtTm (ISO date-time as sent) */
  createdAt: string | null;
  fromDate: string | null;
  toDate: string | null;
  iban: string;
  currency: string;
  /** Opening (OPBD, else PRCD) and closing booked balance (CLBD), signed. */
  openingBalance: string | null;
  closingBalance: string | null;
  lines: CamtLine[];
}

export type CamtDirection = 'credit' | 'debit';

/**
 * One booking as a payment: an entry (Ntry), or one transaction (TxDtls) of a batch booking that carries its
 * own amount. `position` counts lines in file order from 1.
 */
export interface CamtLine {
  position: number;
  /** Ntry/AcctSvcrRef: the bank's reference of the entry. */
  entryReference: string | null;
  /** Index of the TxDtls within its entry (0 for an entry without details). */
  transactionIndex: number;
  direction: CamtDirection;
  amount: string;
  currency: string;
  /** Ntry/Sts: BOOK, PDNG, INFO, FUTR …; null when the entry carries none. Only BOOK (an ISO code) is booked. */
  entryStatus: string | null;
  /** The status is a bank's own code (Sts/Prtry), not an ISO one. */
  entryStatusProprietary: boolean;
  reversal: boolean;
  bookingDate: string | null;
  valueDate: string | null;
  /** The other side: the debtor of a credit, the creditor of a debit. */
  counterpartyName: string | null;
  counterpartyIban: string | null;
  endToEndId: string | null;
  /** RmtInf/Ustrd lines as sent (a bank may split one Verwendungszweck over several). */
  remittanceLines: string[];
  /** AddtlNtryInf, e.g. 'SEPA-Gutschrift' */
  entryInfo: string | null;
}

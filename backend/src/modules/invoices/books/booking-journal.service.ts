import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../../common/database/transaction-host';
import { DealersService } from '../../dealers/dealers.service';
import { IncomingPayment } from '../entities/incoming-payment.entity';
import { Invoice } from '../entities/invoice.entity';
import { InvoiceKind } from '../invoice-enums';

/** An invoice or cancellation invoice issued in the period, with the debtor it is booked on. Days are YYYY-MM-DD. */
export interface JournalDocument {
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  dueDate: string | null;
  /** Gross, as stored: negative on a cancellation invoice. */
  totalAmount: string;
  debtorNumber: number;
  companyName: string;
  /** On a cancellation: the number of the invoice it cancels. */
  cancelsNumber: string | null;
  /** On a cancellation: the Skonto the cancelled invoice had been paid with, withdrawn by cancelling ("0.00" else). */
  withdrawnSkontoAmount: string;
}

/**
 * A payment received (incoming_payments), applied to an invoice or kept as the company's credit. Credit applied to a
 * later invoice stays what it was received as: a credit (no invoice number); applying it is no new money.
 */
export interface JournalPayment {
  id: string;
  bookedOn: string;
  amount: string;
  /** Skonto the payment takes on its invoice now. */
  skontoAmount: string;
  /** Skonto it had taken on an invoice cancelled since (counter-booked with the cancellation). */
  withdrawnSkontoAmount: string;
  invoiceNumber: string | null;
  companyId: string;
  debtorNumber: number;
  /** The buyer of the invoice paid, or the company's name for a credit without invoice. */
  companyName: string;
  reference: string;
  /** The Berlin day it was reversed on; null while it stands. */
  reversedOn: string | null;
}

/** What happened to the receivables in a period: documents issued, payments booked, payments reversed. */
export interface BookingJournal {
  documents: JournalDocument[];
  payments: JournalPayment[];
  reversals: JournalPayment[];
}

const REVERSED_ON = `to_char(p.reversed_at AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD')`;

/** Reads the journal for the books (the DATEV export); it writes nothing. */
@Injectable()
export class BookingJournalService {
  constructor(
    readonly tx: TransactionHost,
    private readonly dealers: DealersService,
  ) {}

  /** Everything from `from` to `to` (Berlin days, both included), in date order. */
  async journal(from: string, to: string): Promise<BookingJournal> {
    const [documents, payments, reversals] = await Promise.all([
      this.documents(from, to),
      this.payments('p.bookedOn BETWEEN :from AND :to', from, to),
      this.payments(`p.reversedAt IS NOT NULL AND ${REVERSED_ON} BETWEEN :from AND :to`, from, to),
    ]);
    await this.nameCredits([...payments, ...reversals]);
    return { documents, payments, reversals };
  }

  /** A credit has no invoice to take the buyer's name from: the dealers module knows the company's. */
  private async nameCredits(payments: JournalPayment[]): Promise<void> {
    const unnamed = payments.filter((payment) => payment.companyName === '');
    if (unnamed.length === 0) return;
    const names = await this.dealers.companyNames([...new Set(unnamed.map((payment) => payment.companyId))]);
    for (const payment of unnamed) payment.companyName = names.get(payment.companyId) ?? '';
  }

  private documents(from: string, to: string): Promise<JournalDocument[]> {
    return this.tx.manager
      .createQueryBuilder(Invoice, 'i')
      .innerJoin('i.company', 'c')
      .leftJoin('i.cancelsInvoice', 'cancelled')
      .select('i.kind', 'kind')
      .addSelect('i.number', 'number')
      .addSelect(`to_char(i.issue_date, 'YYYY-MM-DD')`, 'issueDate')
      .addSelect(`to_char(i.due_date, 'YYYY-MM-DD')`, 'dueDate')
      .addSelect('i.total_amount', 'totalAmount')
      .addSelect('c.debtor_number', 'debtorNumber')
      .addSelect(`i.buyer ->> 'company'`, 'companyName')
      .addSelect('cancelled.number', 'cancelsNumber')
      .addSelect(`CASE WHEN i.kind = 'cancellation' THEN cancelled.skonto_amount ELSE 0 END::numeric(12, 2)::text`, 'withdrawnSkontoAmount')
      .where('i.issueDate BETWEEN :from AND :to', { from, to })
      .orderBy('i.issue_date')
      .addOrderBy('i.number')
      .getRawMany<JournalDocument>();
  }

  private payments(condition: string, from: string, to: string): Promise<JournalPayment[]> {
    return this.tx.manager
      .createQueryBuilder(IncomingPayment, 'p')
      .innerJoin('p.company', 'c')
      .leftJoin('p.invoice', 'i')
      .select('p.id', 'id')
      .addSelect(`to_char(p.booked_on, 'YYYY-MM-DD')`, 'bookedOn')
      .addSelect('p.amount', 'amount')
      .addSelect('p.skonto_amount', 'skontoAmount')
      .addSelect('p.withdrawn_skonto_amount', 'withdrawnSkontoAmount')
      .addSelect(`CASE WHEN p.credit_applied_at IS NULL THEN i.number END`, 'invoiceNumber')
      .addSelect('p.company_id', 'companyId')
      .addSelect('c.debtor_number', 'debtorNumber')
      .addSelect(`CASE WHEN p.credit_applied_at IS NULL THEN coalesce(i.buyer ->> 'company', '') ELSE '' END`, 'companyName')
      .addSelect('p.reference', 'reference')
      .addSelect(`CASE WHEN p.reversed_at IS NULL THEN NULL ELSE ${REVERSED_ON} END`, 'reversedOn')
      .where(condition, { from, to })
      .orderBy('p.booked_on')
      .addOrderBy('p.created_at')
      .getRawMany<JournalPayment>();
  }
}

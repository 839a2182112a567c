import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, MoneyColumn, Timestamp } from '../../../common/database/columns';
import { Company } from '../../dealers/entities/company.entity';
import { User } from '../../users/entities/user.entity';
import { Invoice } from './invoice.entity';

export enum IncomingPaymentSource {
  /** Booked by an administrator (amount, date, reference). */
  Manual = 'manual',
  /** A credit line of an imported bank statement (CAMT.053), confirmed by an administrator. */
  BankStatement = 'bank_statement',
  /** Booked on the order after its invoice was issued: paid to the driver, by card, or marked paid by the back office. */
  OrderPayment = 'order_payment',
}

/**
 * A payment received from a company (Zahlungseingang). Applied to one invoice, or, without one, a credit
 * of the company (an overpayment's rest). Never deleted: a reversal marks it and the invoice opens again.
 * Credit applied to a later invoice (Verrechnung, docs/decisions.md) is the credit row itself, now with the invoice
 * and `creditAppliedAt`; when only part of it was used, that part is a row of its own split off the credit.
 * One amount received (a Zahlungseingang: a form booking, a bank statement line) can be several rows: its share of the
 * invoice, the rest as credit, the parts of that credit applied to other invoices. They hang together by
 * `partOfPaymentId` and are reversed together.
 */
@Entity('incoming_payments')
@Index('ix_incoming_payments_company', ['companyId', 'bookedOn'])
@Index('ix_incoming_payments_invoice', ['invoiceId'])
@Index('ix_incoming_payments_credit', ['companyId'], { where: `"invoice_id" IS NULL AND "reversed_at" IS NULL` })
@Index('ix_incoming_payments_part_of', ['partOfPaymentId'], { where: `"part_of_payment_id" IS NOT NULL` })
@Index('uq_incoming_payments_idempotency_key', ['recordedByUserId', 'idempotencyKey'], { unique: true, where: `"idempotency_key" IS NOT NULL` })
@Check('ck_incoming_payments_amount_positive', `"amount" > 0`)
@Check('ck_incoming_payments_skonto_not_negative', `"skonto_amount" >= 0`)
@Check('ck_incoming_payments_withdrawn_skonto_not_negative', `"withdrawn_skonto_amount" >= 0`)
export class IncomingPayment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  companyId: string;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  /** Null: a credit of the company (Guthaben), not yet applied to an invoice. */
  @Column({ type: 'uuid', nullable: true })
  invoiceId: string | null;

  @ManyToOne(() => Invoice, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'invoice_id' })
  invoice: Relation<Invoice> | null;

  /** Money received, EUR. */
  @MoneyColumn()
  amount: string;

  /** Skonto the invoice was settled with by this payment (paid within the Skonto period, the reduced amount). */
  @MoneyColumn({ default: 0 })
  skontoAmount: string;

  /** Buchungstag / Wertstellung (Berlin day). */
  @Column({ type: 'date' })
  bookedOn: string;

  /** Verwendungszweck or the administrator's note. */
  @Column({ type: 'varchar', length: 300 })
  reference: string;

  @Column({ type: 'enum', enum: IncomingPaymentSource, enumName: 'incoming_payment_source' })
  source: IncomingPaymentSource;

  /** The bank statement line it came from (source bank_statement). */
  @Column({ type: 'uuid', nullable: true })
  bankStatementLineId: string | null;

  @Column({ type: 'uuid', nullable: true })
  recordedByUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'recorded_by_user_id' })
  recordedBy: Relation<User> | null;

  /**
   * Set while this row is credit applied to `invoiceId` (no new money: the amount was received as credit before).
   * Undoing the application puts it back as credit (invoiceId and this null again).
   */
  @Timestamp({ nullable: true })
  creditAppliedAt: Date | null;

  /** The credit row this one was split off when only part of that credit was applied to an invoice. */
  @Column({ type: 'uuid', nullable: true })
  splitFromPaymentId: string | null;

  @ManyToOne(() => IncomingPayment, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'split_from_payment_id' })
  splitFromPayment: Relation<IncomingPayment> | null;

  /**
   * Skonto this payment had taken on an invoice that was cancelled since: no longer granted (skontoAmount is 0 then),
   * kept so the books show the Skonto on the payment's day and its counter-booking on the cancellation's.
   */
  @MoneyColumn({ default: 0 })
  withdrawnSkontoAmount: string;

  /**
   * The first row of the payment (Zahlungseingang) this row is a part of: the credit left over beside an invoice's
   * share, a part split off that credit, the second invoice of one bank statement line. Null on that first row itself
   * (and on a payment of one row): the payment's id is `partOfPaymentId ?? id`.
   */
  @Column({ type: 'uuid', nullable: true })
  partOfPaymentId: string | null;

  @ManyToOne(() => IncomingPayment, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'part_of_payment_id' })
  partOfPayment: Relation<IncomingPayment> | null;

  /** The back office form's Idempotency-Key (on the payment's first row): the same request again books nothing new. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  /** Fingerprint of the request body booked with that key: the same key with another body is refused. */
  @Column({ type: 'char', length: 64, nullable: true })
  idempotencyRequestHash: string | null;

  @Timestamp({ nullable: true })
  reversedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  reversedByUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reversed_by_user_id' })
  reversedBy: Relation<User> | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  reversalReason: string | null;

  @CreatedAt()
  createdAt: Date;
}

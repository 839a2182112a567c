import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, MoneyColumn, Timestamp } from '../../../common/database/columns';
import { User } from '../../users/entities/user.entity';
import type { Allocation } from '../camt/matching/invoice-candidate';
import { BankStatement } from './bank-statement.entity';

export enum BankStatementLineStatus {
  /** A match was found (or assigned by hand); an administrator confirms it. */
  Proposed = 'proposed',
  /** A credit no invoice could be matched to: the review list. */
  Unmatched = 'unmatched',
  /** Confirmed: the payments are booked (paymentIds). */
  Booked = 'booked',
  /** Not a customer payment: a debit, a pending or foreign-currency entry, a line already imported before. */
  Ignored = 'ignored',
}

export enum BankStatementLineDirection {
  Credit = 'credit',
  Debit = 'debit',
}

/** One booking of a statement: an entry, or one transaction of a batch booking with its own amount. */
@Entity('bank_statement_lines')
@Index('uq_bank_statement_lines_position', ['statementId', 'position'], { unique: true })
@Index('uq_bank_statement_lines_line_key', ['lineKey'], { unique: true, where: '"line_key" IS NOT NULL' })
@Index('ix_bank_statement_lines_status', ['status'])
@Check('ck_bank_statement_lines_booked', `("status" = 'booked') = ("booked_at" IS NOT NULL)`)
export class BankStatementLine {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  statementId: string;

  @ManyToOne(() => BankStatement, (statement) => statement.lines, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'statement_id' })
  statement: Relation<BankStatement>;

  /** 1, 2, … in file order. */
  @Column({ type: 'int' })
  position: number;

  /**
   * The same booking in another statement file (a corrected or overlapping one) has the same key: account,
   * the bank's entry reference and the transaction's index, else a hash of its content. Null on a line
   * ignored as such a repeat.
   */
  @Column({ type: 'char', length: 64, nullable: true })
  lineKey: string | null;

  /** Ntry/AcctSvcrRef */
  @Column({ type: 'varchar', length: 35, nullable: true })
  entryReference: string | null;

  @Column({ type: 'enum', enum: BankStatementLineDirection, enumName: 'bank_statement_line_direction' })
  direction: BankStatementLineDirection;

  @MoneyColumn()
  amount: string;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'date', nullable: true })
  bookingDate: string | null;

  @Column({ type: 'date', nullable: true })
  valueDate: string | null;

  @Column({ type: 'varchar', length: 140, nullable: true })
  counterpartyName: string | null;

  @Column({ type: 'varchar', length: 34, nullable: true })
  counterpartyIban: string | null;

  @Column({ type: 'varchar', length: 35, nullable: true })
  endToEndId: string | null;

  /** Verwendungszweck: the Ustrd lines joined by a space. */
  @Column({ type: 'text' })
  remittance: string;

  @Column({ type: 'enum', enum: BankStatementLineStatus, enumName: 'bank_statement_line_status' })
  status: BankStatementLineStatus;

  /** Why a line is unmatched or ignored, or what the proposal is based on. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  note: string | null;

  /** The proposal: one payment per invoice (several when one transfer pays several invoices). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  allocations: Allocation[];

  /** incoming_payments written when the line was booked. */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  paymentIds: string[];

  @Timestamp({ nullable: true })
  bookedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  bookedByUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'booked_by_user_id' })
  bookedBy: Relation<User> | null;

  @CreatedAt()
  createdAt: Date;
}

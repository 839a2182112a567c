import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, MoneyColumn } from '../../../common/database/columns';
import { User } from '../../users/entities/user.entity';
import { BankStatementLine } from './bank-statement-line.entity';

/**
 * An imported camt.053 statement (Kontoauszug). One per account, statement id and sequence number: the
 * unique index is what makes a statement imported twice, even at the same moment, one statement.
 */
@Entity('bank_statements')
@Index('uq_bank_statements_account_statement', ['accountIban', 'identifier', 'sequenceNumber'], { unique: true })
@Index('ix_bank_statements_created_at', ['createdAt'])
export class BankStatement {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 34 })
  accountIban: string;

  /** Stmt/Id as the bank sent it. */
  @Column({ type: 'varchar', length: 35 })
  identifier: string;

  /** Stmt/ElctrncSeqNb (else LglSeqNb), '' when the bank sends neither. */
  @Column({ type: 'varchar', length: 20, default: '' })
  sequenceNumber: string;

  /** GrpHdr/MsgId */
  @Column({ type: 'varchar', length: 35 })
  messageId: string;

  /** camt.053.001.02, camt.053.001.08 … */
  @Column({ type: 'varchar', length: 20 })
  camtVersion: string;

  @Column({ type: 'date', nullable: true })
  fromDate: string | null;

  @Column({ type: 'date', nullable: true })
  toDate: string | null;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** Signed opening and closing booked balance. */
  @MoneyColumn({ nullable: true })
  openingBalance: string | null;

  @MoneyColumn({ nullable: true })
  closingBalance: string | null;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'char', length: 64 })
  fileSha256: string;

  @Column({ type: 'uuid', nullable: true })
  uploadedByUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by_user_id' })
  uploadedBy: Relation<User> | null;

  @OneToMany(() => BankStatementLine, (line) => line.statement)
  lines: Relation<BankStatementLine[]>;

  @CreatedAt()
  createdAt: Date;
}

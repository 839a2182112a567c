import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, MoneyColumn, Timestamp } from '../../../common/database/columns';
import { Company } from '../../dealers/entities/company.entity';
import { Invoice } from '../../invoices/entities/invoice.entity';
import { InterestPeriod } from '../dunning/default-interest';

/**
 * A dunning letter (Zahlungserinnerung, 1. Mahnung, …) of an invoice: what it demanded on its date. One per
 * invoice and level — the unique index makes a run started twice write each letter once.
 */
@Entity('dunning_letters')
@Index('uq_dunning_letters_invoice_level', ['invoiceId', 'level'], { unique: true })
@Index('ix_dunning_letters_company', ['companyId'])
export class DunningLetter {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  invoiceId: string;

  @ManyToOne(() => Invoice, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'invoice_id' })
  invoice: Relation<Invoice>;

  @Column({ type: 'uuid' })
  companyId: string;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  @Column({ type: 'smallint' })
  level: number;

  /** The level's title when the letter was written ('1. Mahnung'); the settings may be renamed later. */
  @Column({ type: 'varchar', length: 60 })
  label: string;

  @Column({ type: 'date' })
  letterDate: string;

  @MoneyColumn()
  openAmount: string;

  @MoneyColumn()
  interestAmount: string;

  /** The interest lines as printed: one per base rate in the period. */
  @Column({ type: 'jsonb' })
  interestPeriods: InterestPeriod[];

  @MoneyColumn()
  feeAmount: string;

  @MoneyColumn()
  totalAmount: string;

  /** New payment deadline printed on the letter. */
  @Column({ type: 'date' })
  payBy: string;

  /** Object key in the private invoices bucket, set once the worker has rendered the letter. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  pdfKey: string | null;

  /** When the letter's e-mail was last handed to the mail queue (first send or resend). */
  @Timestamp({ nullable: true })
  sentAt: Date | null;

  @Column({ type: 'smallint', default: 0 })
  sendCount: number;

  @CreatedAt()
  createdAt: Date;
}

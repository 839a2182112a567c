import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, Relation } from 'typeorm';
import { Company } from '../../dealers/entities/company.entity';

const cents = (name: string) => Column({ name, type: 'bigint', default: 0 });

/**
 * Read model of the receivables list: one row per company that ever had an invoice or a credit, its open money by
 * age as of `asOf`, in cents. Written only by the database (migration ReceivableSummaries: statement triggers on
 * invoices and incoming_payments call `receivables_refresh`), so every writer keeps it true, seeds and imports included.
 * Ages move with the calendar: rows of an earlier day are refreshed by the first list read of the day.
 */
@Entity('receivable_summaries')
@Index('ix_receivable_summaries_open', ['openCents', 'companyId'])
@Index('ix_receivable_summaries_as_of', ['asOf'])
export class ReceivableSummary {
  @PrimaryColumn({ type: 'uuid' })
  companyId: string;

  @OneToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  @Column({ type: 'date' })
  asOf: string;

  @cents('not_due_cents')
  notDueCents: string;

  @cents('days_1_30_cents')
  days1To30Cents: string;

  @cents('days_31_60_cents')
  days31To60Cents: string;

  @cents('days_61_90_cents')
  days61To90Cents: string;

  @cents('over_90_cents')
  over90Cents: string;

  @cents('open_cents')
  openCents: string;

  @cents('credit_cents')
  creditCents: string;

  @Column({ type: 'int', default: 0 })
  openInvoices: number;

  @Column({ type: 'date', nullable: true })
  oldestDueDate: string | null;
}

import { Column, Entity, Generated, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, MoneyColumn, Timestamp, UpdatedAt } from '../../../common/database/columns';

/**
 * A dealer company: the anchor its dealer profile (master data, approval, discount), staff, orders,
 * invoices, tickets and delivery addresses hang on. Company data itself lives in the dealer profile;
 * here is what the back office grants it as a customer on account.
 */
@Entity('companies')
export class Company {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Debitorennummer for the books (DATEV), from 10000 on. */
  @Index('uq_companies_debtor_number', { unique: true })
  @Column({ type: 'integer' })
  @Generated('increment')
  debtorNumber: number;

  /** Kauf auf Rechnung allowed; new companies start without it. */
  @Column({ type: 'boolean', default: false })
  purchaseOnAccount: boolean;

  /** One of the payment terms of the receivables settings (its id). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  paymentTermId: string | null;

  /** Open items plus orders on account may not exceed this (EUR, gross). */
  @MoneyColumn({ default: 0 })
  creditLimit: string;

  /** Liefersperre: set after the last dunning level, ended by payment or an administrator. */
  @Timestamp({ nullable: true })
  deliveryBlockedAt: Date | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  deliveryBlockReason: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

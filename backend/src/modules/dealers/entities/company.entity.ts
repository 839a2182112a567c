import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../../common/database/columns';

/**
 * A dealer company: the anchor its dealer profile (master data, approval, discount), staff, orders,
 * invoices, tickets and delivery addresses hang on. Company data itself lives in the dealer profile.
 */
@Entity('companies')
export class Company {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { MoneyColumn } from '../../../common/database/columns';
import { Product } from '../../catalogue/entities/product.entity';
import { Order } from './order.entity';

@Entity('order_items')
@Index('ix_order_items_order_id', ['orderId'])
@Index('ix_order_items_product_id', ['productId'])
export class OrderItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  orderId: string;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  @Column({ type: 'uuid', nullable: true })
  productId: string | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'product_id' })
  product: Relation<Product> | null;

  @Column({ type: 'int' })
  quantity: number;

  /** The dealer's net unit price (EK) at order time. */
  @MoneyColumn()
  unitPrice: string;

  @MoneyColumn()
  totalPrice: string;

  /** base_price at order time, so the discount stays explainable later. */
  @MoneyColumn()
  basePrice: string;

  @Column({ type: 'jsonb' })
  productSnapshot: Record<string, unknown>;
}

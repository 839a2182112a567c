import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { CreatedAt, MoneyColumn, Timestamp, UpdatedAt } from '../../../common/database/columns';
import { Category } from './category.entity';

export interface ProductSpecifications {
  gtin?: string | null;
  han?: string | null;
}

/**
 * The list indexes end in id, the list's tie-breaker, so a page of ids comes from an index-only scan (deferred
 * join, product-list.sql.ts). The trigram GIN index over the search document is created by the migration
 * (`synchronize: false` keeps TypeORM from dropping what it cannot express). docs/performance.md has the plans.
 */
@Entity('products')
@Check('ck_products_stock_quantity', '"stock_quantity" >= 0')
@Check('ck_products_prices', '"base_price" >= 0 AND "retail_price" >= 0')
@Check('ck_products_packaging', '"min_order_quantity" >= 1 AND "order_multiple" >= 1')
@Index('ix_products_category_id', ['categoryId'])
@Index('ix_products_category_active_name', ['categoryId', 'isActive', 'name', 'id'])
@Index('ix_products_category_active_retail_price', ['categoryId', 'isActive', 'retailPrice', 'id'])
@Index('ix_products_active_name', ['isActive', 'name', 'id'])
@Index('ix_products_active_retail_price', ['isActive', 'retailPrice', 'id'])
@Index('ix_products_active_stock', ['isActive', 'stockQuantity', 'id'])
@Index('ix_products_active_sku', ['isActive', 'sku', 'id'])
@Index('ix_products_created_at', ['createdAt'])
// The dashboard's product count and stock value read only this index (index-only scan), not the table.
@Index('ix_products_stock_value', ['basePrice', 'stockQuantity'], { where: '"is_active"' })
@Index('ix_products_search_trgm', { synchronize: false })
// The quick order's type-ahead (catalogue-lookup.sql.ts): SKU and EAN by prefix, the name by trigram.
@Index('ix_products_lookup_sku', { synchronize: false })
@Index('ix_products_lookup_ean', { synchronize: false })
@Index('ix_products_name_trgm', { synchronize: false })
export class Product {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 300 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Index('uq_products_sku', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  sku: string;

  @Column({ type: 'varchar', length: 13, nullable: true })
  eanCode: string | null;

  /** Dealer purchase price, net, before the dealer's discount. */
  @MoneyColumn()
  basePrice: string;

  /** The wholesaler's own purchase price, net; never sent to dealers or visitors. */
  @MoneyColumn({ nullable: true })
  adminCostPrice: string | null;

  /** End-customer price (UVP), gross. */
  @MoneyColumn()
  retailPrice: string;

  @MoneyColumn({ nullable: true })
  specialPrice: string | null;

  @Timestamp({ nullable: true })
  specialPriceStart: Date | null;

  @Timestamp({ nullable: true })
  specialPriceEnd: Date | null;

  @Column({ type: 'int', default: 0 })
  stockQuantity: number;

  @Column({ type: 'int', default: 0 })
  minStockLevel: number;

  /** Packaging unit: the smallest quantity a dealer may order (1: no minimum). */
  @Column({ type: 'int', default: 1 })
  minOrderQuantity: number;

  /** Packaging unit: quantities come in multiples of this (1: any quantity), e.g. tubes in boxes of 10. */
  @Column({ type: 'int', default: 1 })
  orderMultiple: number;

  /** Kilograms. */
  @Column({ type: 'numeric', precision: 10, scale: 3, nullable: true })
  weight: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  specifications: ProductSpecifications;

  /** The first entry is the main image. */
  @Column({ type: 'text', array: true, default: '{}' })
  imageUrls: string[];

  @Column({ type: 'uuid', nullable: true })
  categoryId: string | null;

  @ManyToOne(() => Category, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'category_id' })
  category: Relation<Category> | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** Counts every change made in the back office (not stock taken by orders); the editor saves against it. */
  @Column({ type: 'int', default: 1 })
  version: number;

  /** When the back office last changed the product (null: not since versions were counted). */
  @Timestamp({ nullable: true })
  editedAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

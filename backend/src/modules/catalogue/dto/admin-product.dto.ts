import { ApiProperty } from '@nestjs/swagger';
import { normaliseMoney } from '../../../common/money/money';
import { berlinDay, isSpecialPriceActive } from '../../../common/money/pricing';
import { AdminProductRow } from '../product-list.sql';
import { categoryPathOf, ProductSpecificationsDto, promotionOf, specificationsOf } from './product.dto';

/** The back office's full view of a product, including the administrator's cost price. */
export class AdminProductDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty()
  sku: string;

  @ApiProperty({ type: String, nullable: true })
  eanCode: string | null;

  @ApiProperty({ type: String, nullable: true, example: '8.40', description: 'Eigener Einkaufspreis, netto' })
  adminCostPrice: string | null;

  @ApiProperty({ example: '12.60', description: 'Händler-Grundpreis (EK vor Rabatt), netto' })
  basePrice: string;

  @ApiProperty({ example: '24.90', description: 'Verkaufspreis (UVP), brutto' })
  retailPrice: string;

  @ApiProperty({ type: String, nullable: true, example: '19.90' })
  specialPrice: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Erster Aktionstag (Europe/Berlin)' })
  specialPriceStart: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Letzter Aktionstag (Europe/Berlin), einschließlich' })
  specialPriceEnd: string | null;

  @ApiProperty({ description: 'Aktion läuft heute' })
  specialPriceActive: boolean;

  @ApiProperty()
  stockQuantity: number;

  @ApiProperty()
  minStockLevel: number;

  @ApiProperty({ type: String, nullable: true, example: '0.250' })
  weight: string | null;

  @ApiProperty({ type: ProductSpecificationsDto })
  specifications: ProductSpecificationsDto;

  @ApiProperty({ type: [String] })
  imageUrls: string[];

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  categoryId: string | null;

  @ApiProperty({ type: String, nullable: true })
  categoryName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Antrieb > Ketten' })
  categoryPath: string | null;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

export function toAdminProductDto(row: AdminProductRow, now: Date = new Date()): AdminProductDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sku: row.sku,
    eanCode: row.ean_code,
    adminCostPrice: normaliseMoney(row.admin_cost_price),
    basePrice: normaliseMoney(row.base_price)!,
    retailPrice: normaliseMoney(row.retail_price)!,
    specialPrice: normaliseMoney(row.special_price),
    specialPriceStart: row.special_price_start ? berlinDay(row.special_price_start) : null,
    specialPriceEnd: row.special_price_end ? berlinDay(row.special_price_end) : null,
    specialPriceActive: isSpecialPriceActive(promotionOf(row), now),
    stockQuantity: row.stock_quantity,
    minStockLevel: row.min_stock_level,
    weight: row.weight,
    specifications: specificationsOf(row),
    imageUrls: row.image_urls ?? [],
    categoryId: row.category_id,
    categoryName: row.category_name,
    categoryPath: categoryPathOf(row),
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export class AdminProductPageDto {
  @ApiProperty({ type: [AdminProductDto] })
  items: AdminProductDto[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;
}

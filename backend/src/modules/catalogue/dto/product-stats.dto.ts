import { ApiProperty } from '@nestjs/swagger';
import { normaliseMoney } from '../../../common/money/money';
import { berlinDay } from '../../../common/money/pricing';

export class ProductGroupItemDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  sku: string;

  @ApiProperty()
  stockQuantity: number;

  @ApiProperty()
  minStockLevel: number;

  @ApiProperty({ example: '12.60' })
  basePrice: string;

  @ApiProperty({ example: '24.90' })
  retailPrice: string;

  @ApiProperty({ type: String, nullable: true })
  specialPrice: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  specialPriceEnd: string | null;

  @ApiProperty({ type: String, nullable: true, example: '49.4', description: 'Marge in Prozent: (VK − Grundpreis) / VK, eine Nachkommastelle' })
  marginPercent: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Verkaufte Menge der letzten 30 Tage (nur Top-Seller)' })
  soldQuantity: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class ProductGroupDto {
  @ApiProperty({ description: 'Alle Produkte der Gruppe' })
  total: number;

  @ApiProperty({ type: [ProductGroupItemDto], description: 'Die ersten fünf' })
  items: ProductGroupItemDto[];
}

export class ProductGroupsDto {
  @ApiProperty({ type: ProductGroupDto, description: 'Meistverkauft in den letzten 30 Tagen (ohne Stornos)' })
  topPerformers: ProductGroupDto;

  @ApiProperty({ type: ProductGroupDto, description: 'Bestand über 50, geringste Marge zuerst' })
  slowMovers: ProductGroupDto;

  @ApiProperty({ type: ProductGroupDto, description: 'Bestand 1 bis 19, niedrigster zuerst' })
  lowStock: ProductGroupDto;

  @ApiProperty({ type: ProductGroupDto, description: 'Bestand unter 5' })
  criticalStock: ProductGroupDto;

  @ApiProperty({ type: ProductGroupDto, description: 'Heute laufende Aktionen' })
  activePromotions: ProductGroupDto;

  @ApiProperty({ type: ProductGroupDto, description: 'In den letzten 7 Tagen angelegt, neueste zuerst' })
  recentProducts: ProductGroupDto;
}

/** Statistics of /admin/products and the dashboard, computed in SQL over all active products. */
export class ProductStatsDto {
  @ApiProperty({ description: 'Aktive Produkte' })
  productCount: number;

  @ApiProperty({ description: 'Inaktive (gelöschte) Produkte' })
  inactiveProductCount: number;

  @ApiProperty({ description: 'Aktive Kategorien' })
  categoryCount: number;

  @ApiProperty({ description: 'Aktive Produkte ohne Kategorie' })
  uncategorizedCount: number;

  @ApiProperty({ example: '123456.00', description: 'Lagerwert zum Grundpreis: Summe Grundpreis × Bestand' })
  stockValue: string;

  @ApiProperty({ description: 'Produkte unter ihrem Mindestbestand' })
  lowStockAlertCount: number;

  @ApiProperty({ type: ProductGroupsDto })
  groups: ProductGroupsDto;
}

export interface ProductGroupRow {
  id: string;
  name: string;
  sku: string;
  stock_quantity: number;
  min_stock_level: number;
  base_price: string;
  retail_price: string;
  special_price: string | null;
  special_price_end: Date | null;
  margin_percent: string | null;
  sold_quantity: number | null;
  created_at: Date;
}

export function toProductGroupItemDto(row: ProductGroupRow): ProductGroupItemDto {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    stockQuantity: row.stock_quantity,
    minStockLevel: row.min_stock_level,
    basePrice: normaliseMoney(row.base_price)!,
    retailPrice: normaliseMoney(row.retail_price)!,
    specialPrice: normaliseMoney(row.special_price),
    specialPriceEnd: row.special_price_end ? berlinDay(row.special_price_end) : null,
    marginPercent: row.margin_percent,
    soldQuantity: row.sold_quantity === null ? null : Number(row.sold_quantity),
    createdAt: row.created_at.toISOString(),
  };
}

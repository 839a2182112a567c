import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { centsFromNumeric, formatCents, normaliseMoney } from '../../../common/money/money';
import { dealerPriceCents } from '../../../common/money/pricing';
import { LookupRow } from '../catalogue-lookup.sql';
import { smallestAllowedQuantity } from '../packaging-rule';
import { TextField, trim } from '../../../common/http/text-field';

export class LookupQueryDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Artikelnummer, EAN oder Teil des Namens; leer: keine Vorschläge' })
  @Transform(trim)
  @IsOptional()
  @TextField({ label: 'Der Suchbegriff', max: 100 })
  q?: string;
}

export class LookupItemDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  sku: string;

  @ApiProperty({ type: String, nullable: true })
  eanCode: string | null;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  imageUrl: string | null;

  @ApiProperty({ description: 'Artikelnummer oder EAN stimmt genau überein' })
  exact: boolean;

  @ApiProperty({ description: 'false: nicht mehr erhältlich (nur bei genauer Übereinstimmung geliefert)' })
  isActive: boolean;

  @ApiProperty()
  stockQuantity: number;

  @ApiProperty({ example: '3.78', description: 'EK netto des Händlers' })
  dealerPrice: string;

  @ApiProperty({ example: '7.99', description: 'UVP brutto' })
  retailPrice: string;

  @ApiProperty({ description: 'Kleinste erlaubte Menge (Verpackungseinheit)', example: 10 })
  minOrderQuantity: number;

  @ApiProperty({ description: 'Mengen nur in Vielfachen hiervon', example: 10 })
  orderMultiple: number;
}

export function toLookupItemDto(row: LookupRow, discountPercent: number): LookupItemDto {
  return {
    id: row.id,
    sku: row.sku,
    eanCode: row.ean_code,
    name: row.name,
    imageUrl: row.image_url,
    exact: row.rank === 0,
    isActive: row.is_active,
    stockQuantity: row.stock_quantity,
    dealerPrice: formatCents(dealerPriceCents(centsFromNumeric(row.base_price), discountPercent)),
    retailPrice: normaliseMoney(row.retail_price)!,
    minOrderQuantity: smallestAllowedQuantity({ minOrderQuantity: row.min_order_quantity, orderMultiple: row.order_multiple }),
    orderMultiple: row.order_multiple,
  };
}

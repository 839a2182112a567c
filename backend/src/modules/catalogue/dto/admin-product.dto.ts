import { ApiProperty } from '@nestjs/swagger';
import { normaliseMoney } from '../../../common/money/money';
import { berlinDay, isSpecialPriceActive } from '../../../common/money/pricing';
import { AdminProductRow } from '../product-list.sql';
import { ProductCommonDto, promotionOf, toProductCommonDto } from './product.dto';

/** The back office's full view of a product, including the administrator's cost price. */
export class AdminProductDto extends ProductCommonDto {
  @ApiProperty({ type: String, nullable: true, example: '8.40', description: 'Eigener Einkaufspreis, netto' })
  adminCostPrice: string | null;

  @ApiProperty({ example: '12.60', description: 'Händler-Grundpreis (EK vor Rabatt), netto' })
  basePrice: string;

  @ApiProperty({ type: String, nullable: true, example: '19.90' })
  specialPrice: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Erster Aktionstag (Europe/Berlin)' })
  specialPriceStart: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Letzter Aktionstag (Europe/Berlin), einschließlich' })
  specialPriceEnd: string | null;

  @ApiProperty({ description: 'Aktion läuft heute' })
  specialPriceActive: boolean;

  @ApiProperty()
  minStockLevel: number;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;

  @ApiProperty({
    description:
      'Bearbeitungsstand: jede Änderung im Backoffice zählt ihn hoch, Bestellungen nicht. Der Editor sendet ihn beim Speichern als `baseVersion` zurück.',
  })
  version: number;
}

export function toAdminProductDto(row: AdminProductRow, now: Date = new Date()): AdminProductDto {
  return {
    ...toProductCommonDto(row),
    adminCostPrice: normaliseMoney(row.admin_cost_price),
    basePrice: normaliseMoney(row.base_price)!,
    specialPrice: normaliseMoney(row.special_price),
    specialPriceStart: row.special_price_start ? berlinDay(row.special_price_start) : null,
    specialPriceEnd: row.special_price_end ? berlinDay(row.special_price_end) : null,
    specialPriceActive: isSpecialPriceActive(promotionOf(row), now),
    minStockLevel: row.min_stock_level,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
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

import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { IntField } from '../../../common/http/int-field';
import { TextField } from '../../../common/http/text-field';

export enum ProductSort {
  Name = 'name',
  RetailPrice = 'retail_price',
  Sku = 'sku',
  StockQuantity = 'stock_quantity',
}

export enum ProductStatusFilter {
  Active = 'active',
  Inactive = 'inactive',
  All = 'all',
}

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** The category filter value for products without a category ('Keine Kategorie'). */
export const UNCATEGORIZED = 'none';

const trimToUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** Search, sort and paging, shared by the storefront and the back-office list. */
abstract class ProductPagingQueryDto {
  @ApiPropertyOptional({ description: 'Suche in Name, Artikelnummer und Beschreibung (ohne Groß-/Kleinschreibung)', maxLength: 100 })
  @Transform(trimToUndefined)
  @IsOptional()
  @TextField({ label: 'Der Suchbegriff', max: 100, messages: { type: 'Der Suchbegriff muss ein einzelner Text sein.' } })
  q?: string;

  @ApiPropertyOptional({ enum: ProductSort, enumName: 'ProductSort', default: ProductSort.Name })
  @IsOptional()
  @IsEnum(ProductSort, { message: 'Unbekannte Sortierung.' })
  sort?: ProductSort;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @IntField({ min: 1, max: 100_000, message: 'Die Seite muss eine ganze Zahl ab 1 sein.', fromQuery: true })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @IntField({ min: 1, max: MAX_PAGE_SIZE, message: `Die Seitengröße muss zwischen 1 und ${MAX_PAGE_SIZE} liegen.`, fromQuery: true })
  pageSize?: number;
}

/** Storefront list: active products only; a main category includes its subcategories. */
export class ProductListQueryDto extends ProductPagingQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Kategorie; eine Hauptkategorie schließt ihre Unterkategorien ein' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsUUID('all', { message: 'Unbekannte Kategorie.' })
  category?: string;
}

/** Back-office list: also 'none' (Keine Kategorie) and inactive (deleted) products. */
export class AdminProductListQueryDto extends ProductPagingQueryDto {
  @ApiPropertyOptional({ description: `Kategorie-ID oder "${UNCATEGORIZED}" für Produkte ohne Kategorie` })
  @Transform(trimToUndefined)
  @IsOptional()
  @ValidateIf((query: AdminProductListQueryDto) => query.category !== UNCATEGORIZED)
  @IsUUID('all', { message: 'Unbekannte Kategorie.' })
  category?: string;

  @ApiPropertyOptional({ enum: ProductStatusFilter, enumName: 'ProductStatusFilter', default: ProductStatusFilter.Active })
  @IsOptional()
  @IsIn(Object.values(ProductStatusFilter), { message: 'Unbekannter Status.' })
  status?: ProductStatusFilter;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsUUID } from 'class-validator';
import { germanInteger, IntField, PG_INTEGER_MAX } from '../../../common/http/int-field';
import { TextField, trim, trimToNull } from '../../../common/http/text-field';

export const CATEGORY_NAME_REQUIRED = 'Bitte geben Sie einen Kategorienamen ein.';
const SORT_ORDER_MESSAGE = `Die Sortierung muss eine ganze Zahl von 0 bis ${germanInteger(PG_INTEGER_MAX)} sein.`;

/** An active category as the storefront lists it (flat, by sort order; parentId null = main category). */
export class CategoryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  parentId: string | null;

  @ApiProperty()
  sortOrder: number;

  @ApiProperty({ description: 'Aktive Produkte direkt in dieser Kategorie' })
  productCount: number;

  @ApiProperty({ description: 'Aktive Produkte einschließlich der Unterkategorien' })
  totalProductCount: number;
}

/** The back office's view: the storefront fields plus the number of subcategories. */
export class AdminCategoryDto extends CategoryDto {
  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ description: 'Anzahl der aktiven Unterkategorien' })
  childCount: number;
}

export class AdminCategoryListDto {
  @ApiProperty({ type: [AdminCategoryDto], description: 'Aktive Kategorien, Haupt- und Unterkategorien, nach Sortierung' })
  items: AdminCategoryDto[];

  @ApiProperty({ description: 'Aktive Produkte ohne Kategorie („Keine Kategorie“)' })
  uncategorizedCount: number;
}

export interface CategoryCountRow {
  id: string;
  name: string;
  description: string | null;
  parent_id: string | null;
  sort_order: number;
  is_active: boolean;
  product_count: number;
  total_product_count: number;
  child_count: number;
}

export function toCategoryDto(row: CategoryCountRow): CategoryDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    parentId: row.parent_id,
    sortOrder: row.sort_order,
    productCount: row.product_count,
    totalProductCount: row.total_product_count,
  };
}

export function toAdminCategoryDto(row: CategoryCountRow): AdminCategoryDto {
  return { ...toCategoryDto(row), isActive: row.is_active, childCount: row.child_count };
}

export class SaveCategoryDto {
  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @IsNotEmpty({ message: CATEGORY_NAME_REQUIRED })
  @TextField({ label: 'Der Kategoriename', max: 200, messages: { type: CATEGORY_NAME_REQUIRED } })
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @TextField({ label: 'Die Beschreibung', max: 2000, multiline: true })
  description?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Hauptkategorie; leer = selbst Hauptkategorie' })
  @Transform(trimToNull)
  @IsOptional()
  @IsUUID('all', { message: 'Die übergeordnete Kategorie gibt es nicht.' })
  parentId?: string | null;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @IntField({ min: 0, message: SORT_ORDER_MESSAGE })
  sortOrder?: number;
}

export class DeleteCategoryResultDto {
  @ApiProperty({ description: 'Produkte, die nach „Keine Kategorie“ verschoben wurden' })
  movedProducts: number;

  @ApiProperty({ description: 'Mitgelöschte Unterkategorien' })
  deletedSubcategories: number;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import { IntField } from '../../../common/http/int-field';
import { TextField, trimToNull } from '../../../common/http/text-field';
import { QUANTITY_TOO_LARGE } from '../cart-limits';
import { CartDto } from './cart.dto';

/** One request takes a whole list; beyond this a list is split (the browser says so). */
export const MAX_BULK_LINES = 1000;

export class BulkCartLineDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 64, description: 'Artikelnummer (Groß-/Kleinschreibung egal)' })
  @Transform(trimToNull)
  @IsOptional()
  @TextField({ label: 'Die Artikelnummer', max: 64 })
  sku?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 14, description: 'EAN/GTIN' })
  @Transform(trimToNull)
  @IsOptional()
  @TextField({ label: 'Die EAN', max: 14 })
  ean?: string | null;

  /** Up to PostgreSQL's `integer`: a line above MAX_LINE_QUANTITY is refused on its own (`limit_exceeded`), the others are added. */
  @ApiProperty({ minimum: 1, example: 10 })
  @IntField({ min: 1, messages: { type: 'Die Menge muss eine ganze Zahl sein.', tooSmall: 'Die Menge muss mindestens 1 sein.', tooLarge: QUANTITY_TOO_LARGE } })
  quantity: number;
}

export class BulkCartDto {
  @ApiProperty({ type: [BulkCartLineDto], minItems: 1, maxItems: MAX_BULK_LINES })
  @ValidateNested({ each: true, message: 'Jede Zeile muss Artikelnummer oder EAN und eine Menge haben.' })
  @Type(() => BulkCartLineDto)
  @ArrayMinSize(1, { message: 'Die Liste ist leer.' })
  @ArrayMaxSize(MAX_BULK_LINES, { message: `Höchstens ${MAX_BULK_LINES.toLocaleString('de-DE')} Zeilen auf einmal.` })
  @IsArray({ message: 'Die Liste ist ungültig.' })
  lines: BulkCartLineDto[];
}

export enum BulkLineRefusal {
  MissingCode = 'missing_code',
  Unknown = 'unknown',
  Unavailable = 'unavailable',
  SoldOut = 'sold_out',
  InsufficientStock = 'insufficient_stock',
  PackagingUnit = 'packaging_unit',
  /** More pieces than a line may hold, or more than an order's amount can hold. */
  LimitExceeded = 'limit_exceeded',
  Unreadable = 'unreadable',
}

export class BulkAcceptedLineDto {
  @ApiProperty({ description: 'Zeile der Liste bzw. Position in der Anfrage (ab 1)' })
  line: number;

  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty()
  sku: string;

  @ApiProperty({ type: String, nullable: true })
  eanCode: string | null;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  imageUrl: string | null;

  @ApiProperty()
  quantity: number;

  @ApiProperty({ description: 'Menge der Warenkorbposition danach' })
  cartQuantity: number;

  @ApiProperty({ description: 'EK netto je Stück', example: '3.78' })
  unitPrice: string;

  @ApiProperty({ description: 'EK × Menge, netto', example: '37.80' })
  lineTotal: string;

  @ApiProperty()
  stockQuantity: number;
}

export class BulkRefusedLineDto {
  @ApiProperty({ description: 'Zeile der Liste bzw. Position in der Anfrage (ab 1)' })
  line: number;

  @ApiProperty({ type: String, nullable: true })
  sku: string | null;

  @ApiProperty({ type: String, nullable: true })
  ean: string | null;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ type: Number, nullable: true })
  quantity: number | null;

  @ApiProperty({ enum: BulkLineRefusal, enumName: 'BulkLineRefusal' })
  reason: BulkLineRefusal;

  @ApiProperty({ example: 'Artikelnummer „XY-1“ ist unbekannt.' })
  message: string;
}

/** What a list would add (preview): nothing is written. */
export class BulkCartPreviewDto {
  @ApiProperty({ type: [BulkAcceptedLineDto] })
  accepted: BulkAcceptedLineDto[];

  @ApiProperty({ type: [BulkRefusedLineDto] })
  refused: BulkRefusedLineDto[];
}

/** What a list added to the cart, what it refused and why, and the cart afterwards. */
export class BulkCartAnswerDto {
  @ApiProperty({ type: [BulkAcceptedLineDto] })
  added: BulkAcceptedLineDto[];

  @ApiProperty({ type: [BulkRefusedLineDto] })
  refused: BulkRefusedLineDto[];

  @ApiProperty({ type: CartDto })
  cart: CartDto;
}

import { ApiProperty } from '@nestjs/swagger';

export enum CartLineProblem {
  Unavailable = 'unavailable',
  SoldOut = 'sold_out',
  InsufficientStock = 'insufficient_stock',
  /** The quantity no longer fits the product's packaging unit (changed since it was added). */
  PackagingUnit = 'packaging_unit',
}

/** The answer to an add with `Prefer: return=minimal`: the line as it is now, nothing else. */
export class CartLineAddedDto {
  @ApiProperty({ format: 'uuid', description: 'Die Position (wie `CartLineDto.id`)' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty({ description: 'Menge der Position nach dem Hinzufügen' })
  quantity: number;
}

export class CartLineDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  sku: string;

  @ApiProperty({ type: String, nullable: true })
  imageUrl: string | null;

  @ApiProperty()
  quantity: number;

  @ApiProperty({ description: 'EK: Netto-Stückpreis des Händlers', example: '17.99' })
  unitPrice: string;

  @ApiProperty({ description: 'EK × Menge, netto', example: '53.97' })
  lineTotal: string;

  @ApiProperty({ description: 'UVP (brutto)', example: '29.99' })
  retailPrice: string;

  @ApiProperty({ description: 'Aktueller Lagerbestand' })
  stockQuantity: number;

  @ApiProperty({ description: 'Kleinste erlaubte Menge (Verpackungseinheit)', example: 10 })
  minOrderQuantity: number;

  @ApiProperty({ description: 'Mengen nur in Vielfachen hiervon (Verpackungseinheit)', example: 10 })
  orderMultiple: number;

  @ApiProperty({ enum: CartLineProblem, enumName: 'CartLineProblem', nullable: true, description: 'Warum die Position die Bestellung blockiert' })
  problem: CartLineProblem | null;

  @ApiProperty({ type: String, nullable: true, example: 'Von „Kette“ sind nur noch 2 Stück verfügbar.' })
  problemMessage: string | null;
}

export class OrderAmountsDto {
  @ApiProperty({ description: 'Summe der Positionen zum EK, netto', example: '53.97' })
  subtotal: string;

  @ApiProperty({ description: 'Händlerrabatt gegenüber dem Grundpreis', example: '6.00' })
  discount: string;

  @ApiProperty({ description: 'Versand netto, inkl. Express-Zuschlag', example: '15.00' })
  shipping: string;

  @ApiProperty({ description: '19 % USt. auf Waren und Versand', example: '13.10' })
  tax: string;

  @ApiProperty({ example: '82.07' })
  total: string;
}

export class CartDto {
  @ApiProperty({ type: [CartLineDto] })
  items: CartLineDto[];

  @ApiProperty({ description: 'Summe der Mengen' })
  itemCount: number;

  @ApiProperty({ description: 'Rabatt des Händlers in Prozent' })
  discountPercent: number;

  @ApiProperty({ type: OrderAmountsDto })
  amounts: OrderAmountsDto;

  @ApiProperty({ description: 'Fehlender Warenwert (netto) bis zum kostenlosen Versand', example: '196.03' })
  missingForFreeShipping: string;

  @ApiProperty({ description: 'Express ist jetzt wählbar (vor 12:00 Uhr, alle Positionen am Lager)' })
  expressAvailable: boolean;

  @ApiProperty({ description: 'Geplanter Liefertag (ISO-Datum) für die gewählte Lieferart', example: '2026-11-30' })
  plannedDeliveryDate: string;

  @ApiProperty({ description: 'Eine Position oder der Warenkorb als Ganzes muss erst korrigiert werden' })
  checkoutBlocked: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Warum der Warenkorb als Ganzes so nicht bestellt werden kann (Höchstbetrag einer Bestellung), sonst null' })
  cartProblemMessage: string | null;
}

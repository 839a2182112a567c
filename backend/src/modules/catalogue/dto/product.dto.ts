import { ApiProperty } from '@nestjs/swagger';
import { centsFromNumeric, formatCents, normaliseMoney } from '../../../common/money/money';
import { berlinDay, dealerPriceCents, isSpecialPriceActive } from '../../../common/money/pricing';
import { smallestAllowedQuantity } from '../packaging-rule';
import { ProductRow } from '../product-list.sql';

export class ProductSpecificationsDto {
  @ApiProperty({ type: String, nullable: true })
  gtin: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Herstellerartikelnummer' })
  han: string | null;
}

/** What storefront and back office both show of a product. */
export abstract class ProductCommonDto {
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

  @ApiProperty({ type: [String], description: 'Das erste Bild ist das Hauptbild' })
  imageUrls: string[];

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  categoryId: string | null;

  @ApiProperty({ type: String, nullable: true })
  categoryName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Antrieb > Ketten' })
  categoryPath: string | null;

  @ApiProperty()
  stockQuantity: number;

  @ApiProperty({ minimum: 1, description: 'Verpackungseinheit: kleinste Bestellmenge (1 = keine)', example: 10 })
  minOrderQuantity: number;

  @ApiProperty({ minimum: 1, description: 'Verpackungseinheit: Bestellmengen nur in Vielfachen hiervon (1 = jede Menge)', example: 10 })
  orderMultiple: number;

  @ApiProperty({ type: String, nullable: true, description: 'Gewicht in kg', example: '0.250' })
  weight: string | null;

  @ApiProperty({ type: ProductSpecificationsDto })
  specifications: ProductSpecificationsDto;

  @ApiProperty({ example: '24.90', description: 'Verkaufspreis (UVP), brutto' })
  retailPrice: string;
}

/** What a visitor or dealer sees of a product. Never carries the administrator's cost price. */
export class ProductDto extends ProductCommonDto {
  @ApiProperty({ type: String, nullable: true, example: '19.90', description: 'Aktionspreis, nur solange die Aktion heute läuft' })
  specialPrice: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Letzter Aktionstag, nur bei laufender Aktion' })
  specialPriceEnd: string | null;

  @ApiProperty({ type: String, nullable: true, example: '13.41', description: 'Händler-EK netto; nur für freigeschaltete Händler' })
  dealerPrice: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Rabatt des Händlers in Prozent; nur für freigeschaltete Händler' })
  discountPercent: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'srcset der WebP-Varianten des Hauptbilds in Kartengröße; null bei externen Bildern',
    example: 'https://bilder.example/produkte/p.w320.webp 320w, https://bilder.example/produkte/p.w640.webp 640w',
  })
  cardImageSrcSet: string | null;
}

/** Who is asking decides the prices: null = visitor or unapproved dealer (retail only). */
export interface PriceContext {
  discountPercent: number | null;
  now: Date;
}

export const specificationsOf = (row: ProductRow): ProductSpecificationsDto => ({
  gtin: row.specifications?.gtin ?? null,
  han: row.specifications?.han ?? null,
});

export const categoryPathOf = (row: Pick<ProductRow, 'category_name' | 'parent_category_name'>) =>
  row.category_name ? [row.parent_category_name, row.category_name].filter(Boolean).join(' > ') : null;

export const promotionOf = (row: ProductRow) => ({
  specialPrice: row.special_price,
  specialPriceStart: row.special_price_start,
  specialPriceEnd: row.special_price_end,
});

export const toProductCommonDto = (row: ProductRow): ProductCommonDto => ({
  id: row.id,
  name: row.name,
  description: row.description,
  sku: row.sku,
  eanCode: row.ean_code,
  imageUrls: row.image_urls ?? [],
  categoryId: row.category_id,
  categoryName: row.category_name,
  categoryPath: categoryPathOf(row),
  stockQuantity: row.stock_quantity,
  minOrderQuantity: row.min_order_quantity,
  orderMultiple: row.order_multiple,
  weight: row.weight,
  specifications: specificationsOf(row),
  retailPrice: normaliseMoney(row.retail_price)!,
});

/** `cardSrcSet` turns the main image's address into the srcset of its card variants (StorageService.cardSrcSet). */
export function toProductDto(row: ProductRow, pricing: PriceContext, cardSrcSet: (url: string | undefined) => string | null): ProductDto {
  const onSale = isSpecialPriceActive(promotionOf(row), pricing.now);
  const dealer = pricing.discountPercent !== null;
  return {
    ...toProductCommonDto(row),
    // the effective minimum: a minimum of 15 in boxes of 10 starts at 20 (the quantity input's min)
    minOrderQuantity: smallestAllowedQuantity({ minOrderQuantity: row.min_order_quantity, orderMultiple: row.order_multiple }),
    specialPrice: onSale ? normaliseMoney(row.special_price) : null,
    specialPriceEnd: onSale && row.special_price_end ? berlinDay(row.special_price_end) : null,
    dealerPrice: dealer ? formatCents(dealerPriceCents(centsFromNumeric(row.base_price), pricing.discountPercent!)) : null,
    discountPercent: dealer ? pricing.discountPercent : null,
    cardImageSrcSet: cardSrcSet(row.image_urls?.[0]),
  };
}

export class ProductPageDto {
  @ApiProperty({ type: [ProductDto] })
  items: ProductDto[];

  @ApiProperty({ description: 'Treffer insgesamt mit denselben Filtern' })
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;
}

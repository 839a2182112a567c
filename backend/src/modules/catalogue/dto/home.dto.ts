import { ApiProperty } from '@nestjs/swagger';
import { CategoryDto } from './category.dto';
import { ProductDto } from './product.dto';

export class HomeDto {
  @ApiProperty({ type: [ProductDto], description: 'Bis zu 8 zufällige aktive Produkte' })
  featuredProducts: ProductDto[];

  @ApiProperty({ type: [CategoryDto], description: 'Bis zu 8 Hauptkategorien mit Artikelzahl (inkl. Unterkategorien)' })
  categories: CategoryDto[];

  @ApiProperty({ description: 'Aktive Hauptkategorien insgesamt (mehr als 8: Link „Alle Kategorien“)' })
  mainCategoryCount: number;

  @ApiProperty({ description: 'Aktive Produkte' })
  productCount: number;

  @ApiProperty({ description: 'Aktive Kategorien (Haupt- und Unterkategorien)' })
  categoryCount: number;
}

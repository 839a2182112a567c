import { ApiProperty } from '@nestjs/swagger';

export class CartCountDto {
  @ApiProperty({ description: 'Summe der Mengen aller Positionen' })
  count: number;
}

import { ApiProperty } from '@nestjs/swagger';
import { IsEnum, IsInt, IsUUID, Max, Min } from 'class-validator';

/** PostgreSQL `integer`; a quantity beyond it is refused, never stored. */
export const MAX_QUANTITY = 2_147_483_647;

export class AddCartItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Bitte wählen Sie ein Produkt aus.' })
  productId: string;

  @ApiProperty({ minimum: 1, example: 2 })
  @IsInt({ message: 'Die Menge muss eine ganze Zahl sein.' })
  @Min(1, { message: 'Die Menge muss mindestens 1 sein.' })
  @Max(MAX_QUANTITY, { message: 'Diese Menge ist zu groß.' })
  quantity: number;
}

export class UpdateCartItemDto {
  @ApiProperty({ description: '0 oder weniger entfernt die Position', example: 3 })
  @IsInt({ message: 'Die Menge muss eine ganze Zahl sein.' })
  @Min(-MAX_QUANTITY, { message: 'Diese Menge ist ungültig.' })
  @Max(MAX_QUANTITY, { message: 'Diese Menge ist zu groß.' })
  quantity: number;
}

export enum DeliveryOption {
  Standard = 'standard',
  Express = 'express',
}

export class CartQueryDto {
  @ApiProperty({ enum: DeliveryOption, enumName: 'DeliveryOption', required: false, default: DeliveryOption.Standard })
  @IsEnum(DeliveryOption, { message: 'Unbekannte Lieferart.' })
  delivery: DeliveryOption = DeliveryOption.Standard;
}

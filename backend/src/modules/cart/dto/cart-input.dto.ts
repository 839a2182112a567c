import { ApiProperty } from '@nestjs/swagger';
import { IsEnum, IsUUID } from 'class-validator';
import { IntField, PG_INTEGER_MAX } from '../../../common/http/int-field';

/** PostgreSQL `integer`; a quantity beyond it is refused, never stored. */
export const MAX_QUANTITY = PG_INTEGER_MAX;
const NOT_AN_INTEGER = 'Die Menge muss eine ganze Zahl sein.';
const TOO_LARGE = 'Diese Menge ist zu groß.';

export class AddCartItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Bitte wählen Sie ein Produkt aus.' })
  productId: string;

  @ApiProperty({ minimum: 1, example: 2 })
  @IntField({ min: 1, messages: { type: NOT_AN_INTEGER, tooSmall: 'Die Menge muss mindestens 1 sein.', tooLarge: TOO_LARGE } })
  quantity: number;
}

export class UpdateCartItemDto {
  @ApiProperty({ description: '0 oder weniger entfernt die Position', example: 3 })
  @IntField({ min: -MAX_QUANTITY, messages: { type: NOT_AN_INTEGER, tooSmall: 'Diese Menge ist ungültig.', tooLarge: TOO_LARGE } })
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

import { ApiProperty } from '@nestjs/swagger';
import { IsEnum, IsUUID } from 'class-validator';
import { IntField, PG_INTEGER_MAX } from '../../../common/http/int-field';
import { MAX_LINE_QUANTITY, QUANTITY_TOO_LARGE } from '../cart-limits';

const NOT_AN_INTEGER = 'Die Menge muss eine ganze Zahl sein.';

export class AddCartItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Bitte wählen Sie ein Produkt aus.' })
  productId: string;

  @ApiProperty({ minimum: 1, maximum: MAX_LINE_QUANTITY, example: 2 })
  @IntField({ min: 1, max: MAX_LINE_QUANTITY, messages: { type: NOT_AN_INTEGER, tooSmall: 'Die Menge muss mindestens 1 sein.', tooLarge: QUANTITY_TOO_LARGE } })
  quantity: number;
}

export class UpdateCartItemDto {
  @ApiProperty({ description: '0 oder weniger entfernt die Position', maximum: MAX_LINE_QUANTITY, example: 3 })
  @IntField({ min: -PG_INTEGER_MAX, max: MAX_LINE_QUANTITY, messages: { type: NOT_AN_INTEGER, tooSmall: 'Diese Menge ist ungültig.', tooLarge: QUANTITY_TOO_LARGE } })
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

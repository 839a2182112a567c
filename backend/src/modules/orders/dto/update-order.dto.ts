import { ApiPropertyOptional } from '@nestjs/swagger';
import { LeftOutOrSet } from '../../../common/http/left-out-or-set';
import { IsEnum } from 'class-validator';
import { OrderStatus, PaymentStatus } from '../order-enums';

/** Either the order status or the payment status, one per request (the dropdowns of the back office). */
export class UpdateOrderDto {
  @ApiPropertyOptional({ enum: OrderStatus, enumName: 'OrderStatus' })
  @LeftOutOrSet()
  @IsEnum(OrderStatus, { message: 'Unbekannter Bestellstatus.' })
  status?: OrderStatus;

  @ApiPropertyOptional({ enum: PaymentStatus, enumName: 'PaymentStatus' })
  @LeftOutOrSet()
  @IsEnum(PaymentStatus, { message: 'Unbekannter Zahlungsstatus.' })
  paymentStatus?: PaymentStatus;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsOptional } from 'class-validator';
import { OrderStatus, PaymentStatus } from '../order-enums';

/** Either the order status or the payment status, one per request (the dropdowns of the back office). */
export class UpdateOrderDto {
  @ApiPropertyOptional({ enum: OrderStatus, enumName: 'OrderStatus' })
  @IsOptional()
  @IsEnum(OrderStatus, { message: 'Unbekannter Bestellstatus.' })
  status?: OrderStatus;

  @ApiPropertyOptional({ enum: PaymentStatus, enumName: 'PaymentStatus' })
  @IsOptional()
  @IsEnum(PaymentStatus, { message: 'Unbekannter Zahlungsstatus.' })
  paymentStatus?: PaymentStatus;
}

import { ApiProperty } from '@nestjs/swagger';
import { formatCents } from '../../../common/money/money';
import { AdminOrderDto } from '../../orders/dto/order.dto';
import { SessionRefund } from '../payment-gateway';
import { DuplicateCardPaymentDto } from './duplicate-card-payment.dto';

export enum ProviderRefundStatus {
  Succeeded = 'succeeded',
  Pending = 'pending',
}

export class ProviderRefundDto {
  @ApiProperty({ description: 'Die Erstattung bei Stripe (im Testmodus eine Testerstattung)', example: 're_3PxYz' })
  id: string;

  @ApiProperty({ description: 'Erstatteter Betrag in der Währung der Zahlung; war sie schon erstattet, alle ihre Erstattungen zusammen', example: '124.74' })
  amount: string;

  @ApiProperty({ description: 'Währung laut Zahlungsdienst, klein geschrieben', example: 'eur' })
  currency: string;

  @ApiProperty({ enum: ProviderRefundStatus, enumName: 'ProviderRefundStatus', description: 'pending: Stripe schließt die Erstattung noch ab' })
  status: ProviderRefundStatus;

  @ApiProperty({ description: 'Die Zahlung war bei Stripe schon ganz erstattet (etwa im Dashboard): diesmal ging kein Geld zurück' })
  alreadyRefunded: boolean;
}

export class OrderRefundDto {
  @ApiProperty({ type: AdminOrderDto, description: 'Die Bestellung danach, Zahlungsstatus „Erstattet“' })
  order: AdminOrderDto;

  @ApiProperty({ type: ProviderRefundDto })
  refund: ProviderRefundDto;
}

export class DuplicateCardPaymentRefundDto {
  @ApiProperty({ type: DuplicateCardPaymentDto, description: 'Die doppelte Zahlung danach, als erstattet vermerkt' })
  duplicate: DuplicateCardPaymentDto;

  @ApiProperty({ type: ProviderRefundDto })
  refund: ProviderRefundDto;
}

export const toProviderRefundDto = (refund: SessionRefund): ProviderRefundDto => ({
  id: refund.id,
  amount: formatCents(refund.amountCents),
  currency: refund.currency,
  status: refund.status === 'pending' ? ProviderRefundStatus.Pending : ProviderRefundStatus.Succeeded,
  alreadyRefunded: refund.alreadyRefunded,
});

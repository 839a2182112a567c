import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsOptional } from 'class-validator';
import { formatCents } from '../../../common/money/money';
import { AdminOrderDto } from '../../orders/dto/order.dto';
import { RefundFailureReason } from '../../orders/dto/refund-failure.dto';
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

/** 'Testmodus': how the test helper lets a refund fail. */
export class FailTestRefundDto {
  @ApiPropertyOptional({
    enum: RefundFailureReason,
    enumName: 'RefundFailureReason',
    description: 'Stripes Grund; ohne Angabe „expired_or_canceled_card“',
  })
  @IsOptional()
  @IsEnum(RefundFailureReason, { message: 'Unbekannter Grund für das Scheitern der Erstattung.' })
  reason?: RefundFailureReason;
}

export class TestRefundFailedDto {
  @ApiProperty({ description: 'Die Testerstattung, die nun fehlgeschlagen ist', example: 're_test_0a1b2c3d4e5f60718293a4b5' })
  refundId: string;

  @ApiProperty({ enum: RefundFailureReason, enumName: 'RefundFailureReason' })
  reason: RefundFailureReason;

  @ApiProperty({ description: 'Der Grund auf Deutsch', example: 'Die Karte ist abgelaufen oder gekündigt.' })
  reasonText: string;
}

export const toProviderRefundDto = (refund: SessionRefund): ProviderRefundDto => ({
  id: refund.id,
  amount: formatCents(refund.amountCents),
  currency: refund.currency,
  status: refund.status === 'pending' ? ProviderRefundStatus.Pending : ProviderRefundStatus.Succeeded,
  alreadyRefunded: refund.alreadyRefunded,
});

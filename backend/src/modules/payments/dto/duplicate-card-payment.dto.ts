import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { RefundFailureDto } from '../../orders/dto/refund-failure.dto';

export class DuplicateCardPaymentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  orderId: string;

  @ApiProperty({ example: 'B-2026-000123' })
  orderNumber: string;

  @ApiProperty({ description: 'Checkout-Sitzung, mit der das zweite Geld kam', example: 'cs_test_a1B2c3' })
  sessionId: string;

  @ApiProperty({ type: String, nullable: true, description: 'Checkout-Sitzung, mit der die Bestellung bezahlt ist' })
  paidWithSessionId: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Betrag in Euro (null: vor dem Erfassen des Betrags eingegangen)', example: '321.30' })
  amount: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Währung laut Zahlungsdienst, klein geschrieben', example: 'eur' })
  currency: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  receivedAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Als erstattet vermerkt am' })
  refundedAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Von wem als erstattet vermerkt (E-Mail)' })
  refundedBy: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Die Erstattung bei Stripe, wenn das Portal erstattet hat; null: im Dashboard erstattet und hier vermerkt' })
  stripeRefundId: string | null;

  @ApiProperty({
    type: RefundFailureDto,
    nullable: true,
    description: 'Stripe meldete die Erstattung als fehlgeschlagen; die Zahlung ist wieder zu erstatten (Stripe-Erstattung wieder möglich)',
  })
  refundFailure: RefundFailureDto | null;
}

export class DuplicateCardPaymentQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Nur die dieser Bestellung; ohne: alle, die noch zu erstatten sind' })
  @IsOptional()
  @IsUUID('all', { message: 'Unbekannte Bestellung.' })
  orderId?: string;
}

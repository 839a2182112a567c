import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { TextField } from '../../../common/http/text-field';

export class CheckoutSessionDto {
  @ApiProperty({ description: 'Dorthin leitet der Browser weiter (Stripe Checkout oder die Testmodus-Seite)' })
  url: string;

  @ApiProperty()
  sessionId: string;

  @ApiProperty({ description: 'true: eingebauter Testmodus, es fließt kein Geld' })
  testMode: boolean;
}

export class ConfirmPaymentDto {
  @ApiProperty({ description: 'session_id aus der Rücksprungadresse', example: 'cs_test_a1B2c3' })
  @Matches(/^cs_[\w-]+$/, { message: 'Die Zahlungssitzung ist ungültig.' })
  @TextField({ label: 'Die Zahlungssitzung', max: 255, messages: { type: 'Die Zahlungssitzung fehlt.', control: 'Die Zahlungssitzung ist ungültig.', tooLong: 'Die Zahlungssitzung ist ungültig.' } })
  sessionId: string;
}

export class TestCheckoutDto {
  @ApiProperty()
  id: string;

  @ApiProperty({ format: 'uuid' })
  orderId: string;

  @ApiProperty()
  orderNumber: string;

  @ApiProperty({ example: '82.07' })
  amount: string;

  @ApiProperty({ enum: ['open', 'complete', 'expired'] })
  status: 'open' | 'complete' | 'expired';

  @ApiProperty({ format: 'date-time' })
  expiresAt: string;
}

export class RedirectDto {
  @ApiProperty({ description: 'Wohin der Browser nun geht' })
  redirectUrl: string;
}

export class WebhookReceivedDto {
  @ApiProperty()
  received: boolean;

  @ApiProperty({ required: false, description: 'Das Ereignis war schon verarbeitet' })
  duplicate?: boolean;
}

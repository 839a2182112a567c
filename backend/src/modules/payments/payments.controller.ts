import { Body, Controller, Headers, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, RawBodyRequest, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { AuthUser, CurrentUser, MayOrder, Public, RequireApproval, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { OrderDto } from '../orders/dto/order.dto';
import { CHECKOUT_NOT_ALLOWED } from '../orders/checkout-messages';
import { CheckoutSessionDto, ConfirmPaymentDto, WebhookReceivedDto } from './dto/payment.dto';
import { PaymentWebhookService } from './payment-webhook.service';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly webhook: PaymentWebhookService,
  ) {}

  @Post('orders/:id/payment')
  @Roles(Role.Dealer)
  @RequireApproval(CHECKOUT_NOT_ALLOWED)
  @MayOrder()
  @ApiCreatedResponse({ type: CheckoutSessionDto, description: 'Neue Checkout-Sitzung für eine offene Kartenbestellung' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Bereits bezahlt, storniert oder keine Kartenzahlung' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto })
  startPayment(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<CheckoutSessionDto> {
    return this.payments.startCheckout(user, id);
  }

  @Post('orders/:id/payment/confirm')
  @Roles(Role.Dealer)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OrderDto, description: 'Der Zahlungsstand, wie der Zahlungsdienst ihn bestätigt' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Die Sitzung gehört nicht zu dieser Bestellung' })
  confirmPayment(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: ConfirmPaymentDto): Promise<OrderDto> {
    return this.payments.confirm(user, id, body.sessionId);
  }

  @Post('payments/stripe/webhook')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Signatur fehlt oder ist ungültig' })
  receiveStripeWebhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature?: string,
  ): Promise<WebhookReceivedDto> {
    return this.webhook.handle(request.rawBody, signature);
  }
}

import { companyScope } from '../../common/auth/company-scope';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { AuthUser } from '../../common/auth/decorators';
import { Environment } from '../../common/config/environment';
import { AppError } from '../../common/http/app-error';
import { formatCents } from '../../common/money/money';
import { OrdersService } from '../orders/orders.service';
import { RedirectDto, TestCheckoutDto } from './dto/payment.dto';
import { TestCheckoutSession } from './entities/test-checkout-session.entity';
import { PAYMENT_GATEWAY, PaymentGateway, webhookSecret } from './payment-gateway';
import { PaymentWebhookService, signWebhookPayload } from './payment-webhook.service';
import { TestModeGateway } from './test-mode.gateway';

const sessionNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', 'Diese Testzahlung gibt es nicht.');

/**
 * The payment page of 'Testmodus': pay or cancel a session of one's own order. Paying delivers a
 * webhook signed with the SDK's test-header helper to the same handler Stripe's webhook reaches.
 */
@Injectable()
export class TestCheckoutService {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly orders: OrdersService,
    private readonly webhook: PaymentWebhookService,
    private readonly env: Environment,
  ) {}

  async getSession(user: AuthUser, id: string): Promise<TestCheckoutDto> {
    const session = await this.ownSession(user, id);
    const view = await this.testGateway().retrieveCheckoutSession(id);
    return {
      id: session.id,
      orderId: session.orderId,
      orderNumber: session.orderNumber,
      amount: formatCents(session.amountTotal),
      status: view!.status ?? 'open',
      expiresAt: session.expiresAt.toISOString(),
    };
  }

  async pay(user: AuthUser, id: string): Promise<RedirectDto> {
    const session = await this.ownSession(user, id);
    if (!(await this.testGateway().markPaid(id))) {
      throw new AppError(HttpStatus.CONFLICT, 'PAYMENT_NOT_POSSIBLE', 'Diese Testzahlung ist abgeschlossen oder abgelaufen.');
    }
    const payload = JSON.stringify({
      id: `evt_test_${randomBytes(16).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { id: session.id, object: 'checkout.session', client_reference_id: session.orderId } },
    });
    await this.webhook.handle(Buffer.from(payload), signWebhookPayload(payload, webhookSecret(this.env)));
    return { redirectUrl: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) };
  }

  async cancel(user: AuthUser, id: string): Promise<RedirectDto> {
    return { redirectUrl: (await this.ownSession(user, id)).cancelUrl };
  }

  private testGateway(): TestModeGateway {
    if (!(this.gateway instanceof TestModeGateway)) throw sessionNotFound();
    return this.gateway;
  }

  private async ownSession(user: AuthUser, id: string): Promise<TestCheckoutSession> {
    const session = await this.testGateway().findSession(id);
    if (!session) throw sessionNotFound();
    await this.orders.getOwnOrder(companyScope(user), session.orderId).catch(() => {
      throw sessionNotFound();
    });
    return session;
  }
}

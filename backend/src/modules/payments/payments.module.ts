import { Module } from '@nestjs/common';
import { Environment } from '../../common/config/environment';
import { TransactionHost } from '../../common/database/transaction-host';
import { AuditModule } from '../audit/audit.module';
import { OrdersModule } from '../orders/orders.module';
import { CardRefundsService } from './card-refunds.service';
import { DuplicateCardPaymentsAdminController } from './duplicate-card-payments-admin.controller';
import { DuplicateCardPaymentsService } from './duplicate-card-payments.service';
import { PAYMENT_GATEWAY } from './payment-gateway';
import { PaymentWebhookService } from './payment-webhook.service';
import { PaymentsAdminController } from './payments-admin.controller';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { StripeGateway } from './stripe.gateway';
import { TestCheckoutController } from './test-checkout.controller';
import { TestCheckoutService } from './test-checkout.service';
import { TestModeGateway } from './test-mode.gateway';
import { TestRefundsAdminController } from './test-refunds-admin.controller';
import { TestRefundsService } from './test-refunds.service';

@Module({
  imports: [OrdersModule, AuditModule],
  controllers: [PaymentsController, PaymentsAdminController, TestCheckoutController, DuplicateCardPaymentsAdminController, TestRefundsAdminController],
  providers: [
    {
      provide: PAYMENT_GATEWAY,
      inject: [Environment, TransactionHost],
      useFactory: (env: Environment, tx: TransactionHost) => (env.STRIPE_SECRET_KEY ? new StripeGateway(env) : new TestModeGateway(tx, env)),
    },
    PaymentsService,
    CardRefundsService,
    DuplicateCardPaymentsService,
    PaymentWebhookService,
    TestCheckoutService,
    TestRefundsService,
  ],
})
export class PaymentsModule {}

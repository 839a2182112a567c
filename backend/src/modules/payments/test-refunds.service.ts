import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { Environment } from '../../common/config/environment';
import { TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { RefundFailureReason, refundFailureText } from '../orders/dto/refund-failure.dto';
import { TestRefundFailedDto } from './dto/refund.dto';
import { PAYMENT_GATEWAY, PaymentGateway, webhookSecret } from './payment-gateway';
import { PaymentWebhookService, signWebhookPayload } from './payment-webhook.service';
import { TestModeGateway } from './test-mode.gateway';

const TEST_REFUND_ID = /^re_test_[0-9a-f]{24}$/;

const refundNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', 'Diese Testerstattung gibt es nicht.');

/**
 * 'Testmodus': lets a refund fail as a closed card would at Stripe. The test provider takes its refund back and
 * delivers `refund.failed`, signed like its payments, to the webhook Stripe's events reach; both in one transaction.
 */
@Injectable()
export class TestRefundsService {
  constructor(
    readonly tx: TransactionHost,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly webhook: PaymentWebhookService,
    private readonly env: Environment,
  ) {}

  async fail(refundId: string, reason = RefundFailureReason.ExpiredOrCanceledCard): Promise<TestRefundFailedDto> {
    const gateway = this.gateway;
    if (!(gateway instanceof TestModeGateway) || !TEST_REFUND_ID.test(refundId)) throw refundNotFound();
    await this.tx.run(async () => {
      const refund = await gateway.failRefund(refundId);
      if (refund === 'failed-before') throw new AppError(HttpStatus.CONFLICT, 'REFUND_ALREADY_FAILED', 'Diese Testerstattung ist schon fehlgeschlagen.');
      if (!refund) throw refundNotFound();
      const payload = JSON.stringify({
        id: `evt_test_${randomBytes(16).toString('hex')}`,
        object: 'event',
        type: 'refund.failed',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: { id: refundId, object: 'refund', status: 'failed', failure_reason: reason, amount: refund.amountCents, currency: refund.currency } },
      });
      await this.webhook.handle(Buffer.from(payload), signWebhookPayload(payload, webhookSecret(this.env)));
    });
    return { refundId, reason, reasonText: refundFailureText(reason) };
  }
}

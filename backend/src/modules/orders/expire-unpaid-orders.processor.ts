import { Injectable } from '@nestjs/common';
import { JobHandler, JobProcessor } from '../../common/queue/job-processor';
import { OrderPaymentsService } from './order-payments.service';

/** Every ten minutes: card orders unpaid past their deadline are cancelled. Idempotent (each order re-checked under lock). */
@Injectable()
@JobProcessor('maintenance.expire-unpaid-orders', { schedule: '*/10 * * * *' })
export class ExpireUnpaidOrdersProcessor implements JobHandler<'maintenance.expire-unpaid-orders'> {
  constructor(private readonly payments: OrderPaymentsService) {}

  async handle(): Promise<{ cancelled: number }> {
    return { cancelled: await this.payments.expireUnpaid() };
  }
}

import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../common/events/domain-events';
import { accountRefusal, CreditCheckContext, creditLimitRefusal } from '../dealers/company-credit-rules';
import { CompanyCreditService } from '../dealers/company-credit.service';
import { OrderStatus } from '../orders/order-enums';
import { OrderCreditFacts, OrderPlaced, OrderStatusChanged } from '../orders/order-events';
import { CreditExposureService } from './credit-exposure.service';

const CHECKED_MOVES: Partial<Record<OrderStatusChanged['event'], CreditCheckContext>> = { approve: 'approval', reopen: 'reopen', 'reopen-in-processing': 'reopen' };

/**
 * Kauf auf Rechnung within the company's credit limit. Runs inside the checkout's (or the approval's) transaction
 * and refuses by throwing, so the order rolls back and the cart stays. The company row is locked first: two buyers
 * of one company ordering at the same moment are counted one after the other, each seeing the other's committed order.
 */
@Injectable()
export class CreditLimitListener {
  constructor(
    private readonly credit: CompanyCreditService,
    private readonly exposure: CreditExposureService,
  ) {}

  /** An order waiting for an owner's approval holds no credit yet: its limit is checked when it is approved. */
  @OnDomainEvent(OrderPlaced)
  async checkPlacedOrder(event: OrderPlaced): Promise<void> {
    if (!event.order.grantsCredit) return;
    await this.check(event.orderId, event.order, 'checkout', event.order.status !== OrderStatus.AwaitingApproval);
  }

  /** An approved order, and a cancelled one the back office reopens, is checked as if ordered now. */
  @OnDomainEvent(OrderStatusChanged)
  async checkApprovedOrder(event: OrderStatusChanged): Promise<void> {
    const context = CHECKED_MOVES[event.event];
    if (!context || !event.order.grantsCredit) return;
    await this.check(event.orderId, event.order, context, true);
  }

  private async check(orderId: string, order: OrderCreditFacts, context: CreditCheckContext, withLimit: boolean): Promise<void> {
    const credit = await this.credit.lockCredit(order.companyId);
    const refusal = accountRefusal(credit, context);
    if (refusal) throw refusal;
    if (!withLimit) return;
    const openAmount = await this.exposure.openAmountOf(order.companyId, { excludingOrderId: orderId });
    const overLimit = creditLimitRefusal(credit, openAmount, order.totalAmount, context);
    if (overLimit) throw overLimit;
  }
}

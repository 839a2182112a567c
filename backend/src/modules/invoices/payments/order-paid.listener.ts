import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { TransactionHost } from '../../../common/database/transaction-host';
import { OnDomainEvent } from '../../../common/events/domain-events';
import { berlinDay } from '../../../common/money/pricing';
import { formatCents } from '../../../common/money/money';
import { PaymentStatus } from '../../orders/order-enums';
import { OrderPaymentChanged } from '../../orders/order-events';
import { paymentMethodLabel } from '../../orders/payment-policies/payment-policies';
import { IncomingPaymentSource } from '../entities/incoming-payment.entity';
import { Invoice } from '../entities/invoice.entity';
import { InvoiceKind } from '../invoice-enums';
import { InvoicePaymentsService } from './invoice-payments.service';
import { openCentsOfInvoice } from './payment-checks';

/** Payment moves that book money on the order itself, not on its invoice (which 'settle' follows). */
const BOOKED_ON_ORDER: readonly OrderPaymentChanged['event'][] = ['mark-paid', 'pay'];

/**
 * Money booked on the order after its invoice was issued (paid to the driver, by card, a transfer marked by the back
 * office) settles that invoice, so it leaves the open items, the credit exposure and the dunning run. Runs in the
 * order move's transaction.
 */
@Injectable()
export class OrderPaidListener {
  constructor(
    readonly tx: TransactionHost,
    private readonly payments: InvoicePaymentsService,
  ) {}

  @OnDomainEvent(OrderPaymentChanged)
  async settleInvoice(event: OrderPaymentChanged): Promise<void> {
    if (event.to !== PaymentStatus.Completed || !BOOKED_ON_ORDER.includes(event.event)) return;
    const invoice = await this.tx.manager.findOneBy(Invoice, { orderId: event.orderId, kind: InvoiceKind.Invoice, cancelledAt: IsNull() });
    if (!invoice) return;
    const openCents = openCentsOfInvoice(invoice);
    if (openCents <= 0) return;
    await this.payments.record({
      invoiceId: invoice.id,
      amount: formatCents(openCents),
      bookedOn: berlinDay(new Date()),
      reference: `Bestellung ${invoice.orderNumber} (${paymentMethodLabel(invoice.paymentMethod)})`,
      source: IncomingPaymentSource.OrderPayment,
      recordedByUserId: null,
    });
  }
}

import { HttpStatus, Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { AuthUser } from '../../common/auth/decorators';
import { companyOf } from '../../common/config/company';
import { Environment } from '../../common/config/environment';
import { NumberSequenceService } from '../../common/database/number-sequence.service';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { DomainEvents, OnDomainEvent } from '../../common/events/domain-events';
import { AppError } from '../../common/http/app-error';
import { berlinDay } from '../../common/money/pricing';
import { OutboxService } from '../../common/outbox/outbox.service';
import { AuditService } from '../audit/audit.service';
import { CompanyCreditService } from '../dealers/company-credit.service';
import { DealersService } from '../dealers/dealers.service';
import { OrderStatus } from '../orders/order-enums';
import { OrderDeleted, OrderStatusChanged } from '../orders/order-events';
import { OrderForInvoice } from '../orders/order-invoicing';
import { OrdersService } from '../orders/orders.service';
import { AgreedPaymentTerm } from '../orders/payment-policies/payment-method-policy';
import { paymentPolicyOf } from '../orders/payment-policies/payment-policies';
import { ReceivablesSettingsService } from '../settings/receivables-settings.service';
import { UsersService } from '../users/users.service';
import { InvoiceSummaryDto, toInvoiceSummaryDto } from './dto/invoice.dto';
import { Invoice } from './entities/invoice.entity';
import { buyerOf, cancellationContentOf, InvoiceContent, invoiceContentOf, sellerOf } from './invoice-content';
import { InvoiceKind } from './invoice-enums';
import { InvoiceCancelled } from './invoice-events';
import { CreditAllocationService } from './payments/credit-allocation.service';
import { InvoicePaymentsService } from './payments/invoice-payments.service';

/** Invoice numbers: RE-2026-00001, cancellation invoices ST-2026-00001; each gapless per Berlin year. */
export const INVOICE_SEQUENCE = { name: 'invoice', prefix: 'RE', digits: 5 } as const;
export const CANCELLATION_SEQUENCE = { name: 'invoice-cancellation', prefix: 'ST', digits: 5 } as const;

const INVOICEABLE = [OrderStatus.Shipped, OrderStatus.Delivered];

/**
 * Issues invoices inside the transaction of the order change that triggers them: the number is taken,
 * the content frozen and the rendering job written to the outbox together, or none of it happens.
 * It listens to the order process's events; the order row is locked by the process (status move) or here
 * ('Rechnung erstellen'), so an order gets one open invoice however often or concurrently it is shipped.
 */
@Injectable()
export class InvoiceIssuingService {
  constructor(
    readonly tx: TransactionHost,
    private readonly orders: OrdersService,
    private readonly dealers: DealersService,
    private readonly credit: CompanyCreditService,
    private readonly settings: ReceivablesSettingsService,
    private readonly users: UsersService,
    private readonly numbers: NumberSequenceService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly env: Environment,
    private readonly payments: InvoicePaymentsService,
    private readonly allocation: CreditAllocationService,
    private readonly events: DomainEvents,
  ) {}

  /** Issues the invoice on the first move to shipped (or delivered) and the cancellation invoice on cancelling. */
  @OnDomainEvent(OrderStatusChanged)
  async issueForStatusChange(event: OrderStatusChanged): Promise<void> {
    if (event.effects.includes('invoice') && !(await this.openInvoiceOf(event.orderId))) {
      await this.issueFor(await this.orders.invoiceSourceOf(event.orderId));
    } else if (event.effects.includes('credit-note')) {
      const open = await this.openInvoiceOf(event.orderId);
      if (open) await this.cancel(open);
    }
  }

  /** An invoiced order stays: it can only be cancelled, which issues the cancellation invoice. */
  @OnDomainEvent(OrderDeleted)
  async keepInvoicedOrder(event: OrderDeleted): Promise<void> {
    if ((await this.tx.manager.count(Invoice, { where: { orderId: event.orderId } })) === 0) return;
    throw new AppError(
      HttpStatus.CONFLICT,
      'ORDER_HAS_INVOICE',
      `Die Bestellung ${event.orderNumber} hat bereits eine Rechnung und kann nicht mehr gelöscht werden. Stornieren Sie sie stattdessen; dabei entsteht eine Stornorechnung.`,
    );
  }

  /** 'Rechnung erstellen': for a shipped or delivered order that has no open invoice. */
  @Transactional()
  async createForOrder(admin: AuthUser, orderId: string): Promise<InvoiceSummaryDto> {
    const order = await this.orders.invoiceSourceOf(orderId, { lock: true });
    if (!INVOICEABLE.includes(order.status)) {
      throw new AppError(
        HttpStatus.CONFLICT,
        'INVOICE_NOT_POSSIBLE',
        `Eine Rechnung kann erst erstellt werden, wenn die Bestellung ${order.orderNumber} versandt oder zugestellt ist.`,
      );
    }
    const existing = await this.openInvoiceOf(orderId);
    if (existing) {
      throw new AppError(HttpStatus.CONFLICT, 'INVOICE_EXISTS', `Die Bestellung ${order.orderNumber} hat bereits die Rechnung ${existing.number}.`);
    }
    const invoice = await this.issueFor(order);
    await this.audit.record({
      adminUserId: admin.id,
      actionType: 'invoice.create',
      targetType: 'invoice',
      targetId: invoice.id,
      message: `Rechnung ${invoice.number} für Bestellung ${order.orderNumber} erstellt`,
      details: { orderId, number: invoice.number, total: invoice.totalAmount },
    });
    return toInvoiceSummaryDto(invoice, null);
  }

  private async issueFor(order: OrderForInvoice): Promise<Invoice> {
    const [vatId, user] = await Promise.all([this.dealers.vatIdOf(order.companyId), this.users.findById(order.userId)]);
    const { bank } = await this.settings.get();
    const parties = { seller: sellerOf(companyOf(this.env), bank), buyer: buyerOf(order, vatId, user?.email ?? '') };
    const paymentTerm = await this.agreedTermOf(order);
    const now = new Date();
    const number = await this.numbers.next(INVOICE_SEQUENCE.name, INVOICE_SEQUENCE.prefix, INVOICE_SEQUENCE.digits, now);
    await this.orders.recordInvoiced(order.id);
    const invoice = await this.insert(number, InvoiceKind.Invoice, invoiceContentOf(order, parties, number, berlinDay(now), paymentTerm), null);
    // a company holding credit pays the new invoice (and older open ones) with it, in this transaction
    if (paymentPolicyOf(order.paymentMethod).grantsCredit) await this.allocation.applyCredit(order.companyId, now);
    return invoice;
  }

  /**
   * The company's payment terms as they are when the invoice is written (docs/decisions.md): its own, else the
   * default of the settings (also for a term removed since). Only for orders bought on account.
   */
  private async agreedTermOf(order: OrderForInvoice): Promise<AgreedPaymentTerm | null> {
    if (!paymentPolicyOf(order.paymentMethod).grantsCredit) return null;
    const { paymentTermId } = await this.credit.creditOf(order.companyId);
    const term = (await this.settings.paymentTerm(paymentTermId)) ?? (await this.settings.paymentTerm(null));
    if (!term) return null;
    const { label, days, skontoPercent, skontoDays } = term;
    return { label, days, skontoPercent, skontoDays };
  }

  /** Storno: the cancellation invoice, the payments as credit, and the other modules told (Liefersperre, dunning). */
  private async cancel(original: Invoice): Promise<Invoice> {
    const now = new Date();
    await this.tx.manager.update(Invoice, { id: original.id }, { cancelledAt: now });
    await this.payments.moveToCredit(original.id, original.companyId);
    const number = await this.numbers.next(CANCELLATION_SEQUENCE.name, CANCELLATION_SEQUENCE.prefix, CANCELLATION_SEQUENCE.digits, now);
    const cancellation = await this.insert(number, InvoiceKind.Cancellation, cancellationContentOf(original, berlinDay(now)), original.id);
    await this.events.publish(new InvoiceCancelled(original.id, original.number, original.companyId, original.orderId, number));
    return cancellation;
  }

  private async insert(number: string, kind: InvoiceKind, content: InvoiceContent, cancelsInvoiceId: string | null): Promise<Invoice> {
    const manager = this.tx.manager;
    // Open items: a paid invoice and a cancellation invoice leave nothing to collect.
    const settled = content.paid || kind === InvoiceKind.Cancellation;
    const bookkeeping = { paidAmount: settled ? content.totalAmount : '0.00', skontoAmount: '0.00', settledAt: settled ? new Date() : null };
    const invoice = await manager.save(manager.create(Invoice, { ...content, ...bookkeeping, number, kind, cancelsInvoiceId }));
    await this.outbox.add('invoices.render', { invoiceId: invoice.id }, { dedupeKey: `invoice-render-${invoice.id}` });
    return invoice;
  }

  private openInvoiceOf(orderId: string): Promise<Invoice | null> {
    return this.tx.manager.findOne(Invoice, { where: { orderId, kind: InvoiceKind.Invoice, cancelledAt: IsNull() } });
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '../../../common/database/transaction-host';
import { OnDomainEvent } from '../../../common/events/domain-events';
import { DeliveryBlockService } from '../../dealers/delivery-block.service';
import { InvoiceCancelled, InvoicePaymentsChanged } from '../../invoices/invoice-events';
import { OverdueInvoicesService } from '../../invoices/open-items/overdue-invoices.service';
import { ReceivablesSettingsService } from '../../settings/receivables-settings.service';

/**
 * Liefersperre ends when paid or cancelled: once an invoice is settled or cancelled (Storno) and no invoice of the
 * company that reached the last dunning level is open any more, the block is lifted — in the transaction that books
 * the payment or issues the cancellation invoice.
 */
@Injectable()
export class DeliveryBlockReleaseListener {
  private readonly logger = new Logger(DeliveryBlockReleaseListener.name);

  constructor(
    private readonly tx: TransactionHost,
    private readonly settings: ReceivablesSettingsService,
    private readonly overdue: OverdueInvoicesService,
    private readonly deliveryBlocks: DeliveryBlockService,
  ) {}

  @OnDomainEvent(InvoicePaymentsChanged)
  async onInvoicePaymentsChanged(event: InvoicePaymentsChanged): Promise<void> {
    if (!event.settled) return;
    if (await this.releaseIfNothingDunnedIsOpen(event.companyId)) {
      this.logger.log(`Liefersperre der Firma ${event.companyId} aufgehoben: Rechnung ${event.invoiceId} bezahlt`);
    }
  }

  @OnDomainEvent(InvoiceCancelled)
  async onInvoiceCancelled(event: InvoiceCancelled): Promise<void> {
    if (await this.releaseIfNothingDunnedIsOpen(event.companyId)) {
      this.logger.log(`Liefersperre der Firma ${event.companyId} aufgehoben: Rechnung ${event.invoiceNumber} storniert (${event.cancellationNumber})`);
    }
  }

  /** Lifts the company's block when none of its invoices with a letter of the last level is open; true when it did. */
  private async releaseIfNothingDunnedIsOpen(companyId: string): Promise<boolean> {
    const levels = (await this.settings.get()).dunningLevels;
    if (levels.length === 0) return false;
    const lastLevel = Math.max(...levels.map((level) => level.level));
    const dunned = await this.tx.manager.query<{ invoiceId: string }[]>(
      'SELECT DISTINCT invoice_id AS "invoiceId" FROM dunning_letters WHERE company_id = $1 AND level >= $2',
      [companyId, lastLevel],
    );
    if (dunned.length === 0) return false; // not blocked by dunning
    if ((await this.overdue.stillOpen(dunned.map((row) => row.invoiceId))).length > 0) return false;
    return this.deliveryBlocks.release(companyId, null, 'Bezahlt oder storniert');
  }
}

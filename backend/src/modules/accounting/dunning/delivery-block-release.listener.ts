import { Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '../../../common/database/transaction-host';
import { OnDomainEvent } from '../../../common/events/domain-events';
import { DeliveryBlockService } from '../../dealers/delivery-block.service';
import { InvoicePaymentsChanged } from '../../invoices/invoice-events';
import { OverdueInvoicesService } from '../../invoices/open-items/overdue-invoices.service';
import { ReceivablesSettingsService } from '../../settings/receivables-settings.service';

/**
 * Liefersperre ends when paid: once an invoice is settled and no invoice of the company that reached the last
 * dunning level is open any more, the block is lifted — in the transaction that books the payment.
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
    const levels = (await this.settings.get()).dunningLevels;
    if (levels.length === 0) return;
    const lastLevel = Math.max(...levels.map((level) => level.level));
    const dunned = await this.tx.manager.query<{ invoiceId: string }[]>(
      'SELECT DISTINCT invoice_id AS "invoiceId" FROM dunning_letters WHERE company_id = $1 AND level >= $2',
      [event.companyId, lastLevel],
    );
    if (dunned.length === 0) return; // not blocked by dunning
    if ((await this.overdue.stillOpen(dunned.map((row) => row.invoiceId))).length > 0) return;
    if (await this.deliveryBlocks.release(event.companyId, null, 'Bezahlt')) {
      this.logger.log(`Liefersperre der Firma ${event.companyId} aufgehoben: Rechnung ${event.invoiceId} bezahlt`);
    }
  }
}

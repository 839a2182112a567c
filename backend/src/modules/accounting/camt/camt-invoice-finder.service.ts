import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../../common/database/transaction-host';
import { centsFromNumeric, formatCents } from '../../../common/money/money';
import { DealersService } from '../../dealers/dealers.service';
import { InvoiceCandidate } from './matching/invoice-candidate';

/** Shape of OpenItemsService.findByNumbers (invoices module); TEMPORARY until that service is on main. */
interface FoundInvoice {
  invoiceId: string;
  number: string;
  companyId: string;
  totalAmount: string;
  openAmount: string;
  cancelled: boolean;
  skontoAmountDue: string | null;
  skontoUntil: string | null;
}

/** The invoices a statement's Verwendungszwecke name, as the matching needs them. */
@Injectable()
export class CamtInvoiceFinder {
  constructor(
    readonly tx: TransactionHost,
    private readonly dealers: DealersService,
  ) {}

  /** By number; Skonto is offered as of `firstDay` (the statement's first booking day), each line checks its own. */
  async candidates(numbers: string[], firstDay: string): Promise<Map<string, InvoiceCandidate>> {
    if (numbers.length === 0) return new Map();
    const found = await this.findByNumbers(numbers, firstDay);
    const names = await this.dealers.companyNames([...new Set(found.map((invoice) => invoice.companyId))]);
    return new Map(
      found.map((invoice) => {
        const total = centsFromNumeric(invoice.totalAmount);
        const candidate: InvoiceCandidate = {
          invoiceId: invoice.invoiceId,
          number: invoice.number,
          companyId: invoice.companyId,
          companyName: names.get(invoice.companyId) ?? '–',
          payable: !invoice.cancelled,
          openCents: centsFromNumeric(invoice.openAmount),
          skontoCents: invoice.skontoAmountDue === null ? 0 : total - centsFromNumeric(invoice.skontoAmountDue),
          skontoUntil: invoice.skontoUntil,
        };
        return [invoice.number, candidate];
      }),
    );
  }

  // TEMPORARY: replaced by OpenItemsService.findByNumbers once the payments service is on main
  private async findByNumbers(numbers: string[], today: string): Promise<FoundInvoice[]> {
    const rows = await this.tx.manager.query<
      { id: string; number: string; company_id: string; total_amount: string; open_amount: string; cancelled: boolean; untouched: boolean; skonto_percent: string | null; skonto_until: string | null }[]
    >(
      `SELECT i.id, i.number, i.company_id, i.total_amount, CASE WHEN i.cancelled_at IS NULL THEN i.total_amount - i.paid_amount - i.skonto_amount ELSE 0 END AS open_amount,
              i.cancelled_at IS NOT NULL AS cancelled, i.paid_amount = 0 AND i.skonto_amount = 0 AS untouched, i.skonto_percent, i.skonto_until::text
         FROM invoices i WHERE i.number = ANY($1::text[]) AND i.kind = 'invoice'`,
      [numbers],
    );
    return rows.map((row) => {
      const total = centsFromNumeric(row.total_amount);
      const possible = !row.cancelled && row.untouched && row.skonto_percent !== null && row.skonto_until !== null && today <= row.skonto_until;
      const skonto = possible ? Math.round((total * Number(row.skonto_percent)) / 100) : 0;
      return {
        invoiceId: row.id,
        number: row.number,
        companyId: row.company_id,
        totalAmount: row.total_amount,
        openAmount: row.open_amount,
        cancelled: row.cancelled,
        skontoAmountDue: possible ? formatCents(total - skonto) : null,
        skontoUntil: row.skonto_until,
      };
    });
  }
}

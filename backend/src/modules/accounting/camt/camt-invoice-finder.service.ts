import { Injectable } from '@nestjs/common';
import { centsFromNumeric } from '../../../common/money/money';
import { DealersService } from '../../dealers/dealers.service';
import { OpenItemsService } from '../../invoices/open-items/open-items.service';
import { InvoiceCandidate } from './matching/invoice-candidate';

/** The invoices a statement's Verwendungszwecke name, as the matching needs them (read through the invoices module). */
@Injectable()
export class CamtInvoiceFinder {
  constructor(
    private readonly openItems: OpenItemsService,
    private readonly dealers: DealersService,
  ) {}

  /** By number; Skonto is offered as of `firstDay` (the statement's first booking day), each line checks its own. */
  async candidates(numbers: string[], firstDay: string): Promise<Map<string, InvoiceCandidate>> {
    if (numbers.length === 0) return new Map();
    const found = await this.openItems.findByNumbers(numbers, firstDay);
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
          issueDate: invoice.issueDate,
          openCents: centsFromNumeric(invoice.openAmount),
          skontoCents: invoice.skontoAmountDue === null ? 0 : total - centsFromNumeric(invoice.skontoAmountDue),
          skontoUntil: invoice.skontoUntil,
        };
        return [invoice.number, candidate];
      }),
    );
  }
}

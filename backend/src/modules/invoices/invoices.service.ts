import { CompanyScope } from '../../common/auth/company-scope';
import { HttpStatus, Injectable, StreamableFile } from '@nestjs/common';
import { FindOptionsWhere } from 'typeorm';
import { TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { StorageService } from '../../common/storage/storage.service';
import { InvoiceSummaryDto, toInvoiceSummaryDto } from './dto/invoice.dto';
import { Invoice } from './entities/invoice.entity';
import { InvoiceKind } from './invoice-enums';

export type InvoiceFileType = 'pdf' | 'xml';
export type InvoiceDocumentChoice = 'invoice' | 'cancellation';

const notFound = () => new AppError(HttpStatus.NOT_FOUND, 'INVOICE_NOT_FOUND', 'Zu dieser Bestellung gibt es noch keine Rechnung.');

const FILES: Record<InvoiceFileType, { contentType: string; name: (invoice: Invoice) => string }> = {
  pdf: {
    contentType: 'application/pdf',
    name: (invoice) => `${invoice.kind === InvoiceKind.Cancellation ? 'Stornorechnung' : 'Rechnung'}_${invoice.number}.pdf`,
  },
  xml: { contentType: 'application/xml', name: (invoice) => `XRechnung_${invoice.number}.xml` },
};

/**
 * Reading invoices per order: a dealer only those of the company's orders (another company's order answers 404,
 * as one without an invoice does), administrators every order's. The files come from the private bucket.
 */
@Injectable()
export class InvoicesService {
  constructor(
    readonly tx: TransactionHost,
    private readonly storage: StorageService,
  ) {}

  async getOrderInvoice(orderId: string, scope?: CompanyScope): Promise<InvoiceSummaryDto> {
    const invoice = await this.latestInvoice(orderId, scope);
    return toInvoiceSummaryDto(invoice, await this.cancellationOf(invoice));
  }

  async downloadOrderInvoice(orderId: string, type: InvoiceFileType, choice: InvoiceDocumentChoice = 'invoice', scope?: CompanyScope): Promise<StreamableFile> {
    const invoice = await this.latestInvoice(orderId, scope);
    const document = choice === 'cancellation' ? await this.cancellationOf(invoice) : invoice;
    if (!document) throw new AppError(HttpStatus.NOT_FOUND, 'INVOICE_NOT_FOUND', `Die Rechnung ${invoice.number} ist nicht storniert.`);
    return this.fileOf(document, type);
  }

  /** Any invoice or cancellation invoice by its id (back office list). */
  async downloadInvoice(id: string, type: InvoiceFileType): Promise<StreamableFile> {
    const invoice = await this.tx.manager.findOneBy(Invoice, { id });
    if (!invoice) throw new AppError(HttpStatus.NOT_FOUND, 'INVOICE_NOT_FOUND', 'Rechnung nicht gefunden.');
    return this.fileOf(invoice, type);
  }

  private async fileOf(document: Invoice, type: InvoiceFileType): Promise<StreamableFile> {
    const key = type === 'pdf' ? document.pdfKey : document.xmlKey;
    if (!document.renderedAt || !key) {
      throw new AppError(HttpStatus.CONFLICT, 'INVOICE_NOT_READY', `Die Rechnung ${document.number} wird gerade erstellt. Bitte versuchen Sie es in einer Minute erneut.`);
    }
    const body = await this.storage.getObjectBuffer('invoices', key);
    const fileName = FILES[type].name(document);
    return new StreamableFile(body, {
      type: FILES[type].contentType,
      length: body.length,
      disposition: `attachment; filename="${fileName}"`,
    });
  }

  /** The order's newest invoice (after a cancellation and a new shipment there may be two). */
  private async latestInvoice(orderId: string, scope?: CompanyScope): Promise<Invoice> {
    const where: FindOptionsWhere<Invoice> = { orderId, kind: InvoiceKind.Invoice, ...scope };
    const invoice = await this.tx.manager.findOne(Invoice, { where, order: { createdAt: 'DESC', number: 'DESC' } });
    if (!invoice) throw notFound();
    return invoice;
  }

  private cancellationOf(invoice: Invoice): Promise<Invoice | null> {
    return invoice.cancelledAt ? this.tx.manager.findOneBy(Invoice, { cancelsInvoiceId: invoice.id }) : Promise.resolve(null);
  }
}

import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { TransactionHost } from '../../common/database/transaction-host';
import { MailService } from '../../common/mail/mail.service';
import { StorageService } from '../../common/storage/storage.service';
import { Invoice } from './entities/invoice.entity';
import { EInvoiceWriter } from './rendering/e-invoice-writer';
import { renderInvoicePdf, warmUpPdf } from './rendering/invoice-pdf';
import { PrecedingInvoice, toEInvoice, withPrecedingInvoice } from './rendering/invoice-xml';

export interface InvoiceFiles {
  /** ZUGFeRD / Factur-X PDF/A-3b with factur-x.xml (EN 16931) inside. */
  pdf: Buffer;
  /** XRechnung 3.0 in CII syntax, the download for e-invoice inboxes. */
  xrechnung: string;
  facturX: string;
}

export type RenderOutcome = 'rendered' | 'already-rendered' | 'missing';

/**
 * Worker side of an issued invoice: writes PDF and XML into the private bucket, then marks the invoice
 * rendered and queues its e-mail in one transaction. Safe to repeat: the files come out byte for byte
 * the same and only the run that marks the invoice queues the mail.
 */
@Injectable()
export class InvoiceRendererService {
  private readonly writer = new EInvoiceWriter();

  constructor(
    readonly tx: TransactionHost,
    private readonly storage: StorageService,
    private readonly mail: MailService,
  ) {}

  async render(invoiceId: string): Promise<RenderOutcome> {
    const invoice = await this.tx.manager.findOneBy(Invoice, { id: invoiceId });
    if (!invoice) return 'missing';
    if (invoice.renderedAt) return 'already-rendered';
    const files = await this.filesOf(invoice);
    const keys = { pdfKey: `${invoice.number}.pdf`, xmlKey: `${invoice.number}.xml` };
    await this.storage.putObject('invoices', keys.pdfKey, files.pdf, 'application/pdf');
    await this.storage.putObject('invoices', keys.xmlKey, Buffer.from(files.xrechnung, 'utf8'), 'application/xml');
    return this.tx.run(async () => {
      const marked = await this.tx.manager.update(Invoice, { id: invoice.id, renderedAt: IsNull() }, { ...keys, renderedAt: new Date() });
      if (!marked.affected) return 'already-rendered';
      await this.mail.send('invoices.issued', { invoiceId: invoice.id }, { dedupeKey: `invoice-issued-${invoice.id}` });
      return 'rendered';
    });
  }

  /** The e-invoice package's schema, the fonts and PDFKit, prepared once (under a second) before the first invoice. */
  async warmUp(): Promise<void> {
    await this.writer.prepare('CII');
    await this.writer.prepare('XRECHNUNG-CII');
    await warmUpPdf();
  }

  async filesOf(invoice: Invoice): Promise<InvoiceFiles> {
    const preceding = await this.precedingOf(invoice);
    const data = toEInvoice(invoice, preceding);
    const facturX = withPrecedingInvoice(await this.writer.write('CII', data), preceding);
    const xrechnung = withPrecedingInvoice(await this.writer.write('XRECHNUNG-CII', data), preceding);
    const pdf = await renderInvoicePdf({ invoice, preceding, facturXml: facturX });
    return { pdf, xrechnung, facturX };
  }

  private async precedingOf(invoice: Invoice): Promise<PrecedingInvoice | null> {
    if (!invoice.cancelsInvoiceId) return null;
    const original = await this.tx.manager.findOneByOrFail(Invoice, { id: invoice.cancelsInvoiceId });
    return { number: original.number, issueDate: original.issueDate };
  }
}

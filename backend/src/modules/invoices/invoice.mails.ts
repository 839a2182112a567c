import { Injectable } from '@nestjs/common';
import { Environment } from '../../common/config/environment';
import { TransactionHost } from '../../common/database/transaction-host';
import { MailComposers, MailComposerSet, OutgoingMail } from '../../common/mail/mail-composer';
import { renderMail } from '../../common/mail/mail-layout';
import { formatEuro, formatGermanDate } from '../../common/money/money';
import { StorageService } from '../../common/storage/storage.service';
import { UsersService } from '../users/users.service';
import { Invoice } from './entities/invoice.entity';
import { InvoiceKind } from './invoice-enums';

/** The invoice e-mail with the ZUGFeRD PDF attached, composed in the worker once the PDF is stored. */
@Injectable()
@MailComposers()
export class InvoiceMails implements MailComposerSet<'invoices.issued'> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly users: UsersService,
    private readonly storage: StorageService,
    private readonly env: Environment,
  ) {}

  readonly templates = {
    'invoices.issued': async ({ invoiceId }: { invoiceId: string }): Promise<OutgoingMail | null> => {
      const invoice = await this.tx.manager.findOneBy(Invoice, { id: invoiceId });
      const user = invoice ? await this.users.findById(invoice.userId) : null;
      if (!invoice?.pdfKey || !user) return null;
      const pdf = await this.storage.getObjectBuffer('invoices', invoice.pdfKey);
      const cancellation = invoice.kind === InvoiceKind.Cancellation;
      const document = cancellation ? 'Stornorechnung' : 'Rechnung';
      const mail = renderMail(`Ihre ${document} ${invoice.number} zur Bestellung ${invoice.orderNumber}`, 'Guten Tag,', [
        {
          p: cancellation
            ? `anbei erhalten Sie die Stornorechnung ${invoice.number} vom ${formatGermanDate(invoice.issueDate)} zu Ihrer Bestellung ${invoice.orderNumber} über ${formatEuro(invoice.totalAmount)}.`
            : `anbei erhalten Sie die Rechnung ${invoice.number} vom ${formatGermanDate(invoice.issueDate)} zu Ihrer Bestellung ${invoice.orderNumber} über ${formatEuro(invoice.totalAmount)}.`,
        },
        { p: invoice.paymentTerms },
        {
          small:
            'Die PDF-Datei ist eine E-Rechnung nach ZUGFeRD / Factur-X (EN 16931): Ihre Buchhaltungssoftware kann die Rechnungsdaten direkt übernehmen. Die XRechnung (XML) finden Sie bei der Bestellung im Portal.',
        },
        { button: { label: 'Bestellung ansehen', href: `${this.env.APP_URL}/orders/${invoice.orderId}` } },
      ]);
      return { ...mail, to: [user.email], attachments: [{ filename: `${document}_${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }] };
    },
  };
}

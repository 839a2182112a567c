import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../../common/database/transaction-host';
import { MailComposers, MailComposerSet, OutgoingMail } from '../../../common/mail/mail-composer';
import { renderMail } from '../../../common/mail/mail-layout';
import { formatEuro, formatGermanDate } from '../../../common/money/money';
import { StorageService } from '../../../common/storage/storage.service';
import { CompanyMembersService } from '../../dealers/company-members.service';
import { OverdueInvoicesService } from '../../invoices/open-items/overdue-invoices.service';
import { DunningLetter } from '../entities/dunning-letter.entity';

/** The dunning letter to the company's owners, its PDF attached; nothing when the invoice has been paid meanwhile. */
@Injectable()
@MailComposers()
export class DunningMails implements MailComposerSet<'accounting.dunning-letter'> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly members: CompanyMembersService,
    private readonly overdue: OverdueInvoicesService,
    private readonly storage: StorageService,
  ) {}

  readonly templates = {
    'accounting.dunning-letter': async ({ letterId }: { letterId: string }): Promise<OutgoingMail | null> => {
      const letter = await this.tx.manager.findOneBy(DunningLetter, { id: letterId });
      const invoice = letter ? await this.overdue.forLetter(letter.invoiceId) : null;
      if (!letter?.pdfKey || !invoice || invoice.settled) return null;
      const owners = await this.members.ownerEmails(letter.companyId);
      const to = owners.length > 0 ? owners : [invoice.buyer.email];
      const pdf = await this.storage.getObjectBuffer('invoices', letter.pdfKey);
      const mail = renderMail(`${letter.label} zu Rechnung ${invoice.number}`, 'Guten Tag,', [
        {
          p: `zu unserer Rechnung ${invoice.number} vom ${formatGermanDate(invoice.issueDate)}, fällig am ${formatGermanDate(invoice.dueDate)}, ist noch ${formatEuro(letter.openAmount)} offen. Anbei erhalten Sie unser Schreiben „${letter.label}“ vom ${formatGermanDate(letter.letterDate)}.`,
        },
        { p: `Bitte überweisen Sie ${formatEuro(letter.totalAmount)} bis zum ${formatGermanDate(letter.payBy)}. Die Bankverbindung finden Sie im Schreiben.` },
        { small: 'Sollten Sie die Zahlung bereits veranlasst haben, betrachten Sie diese E-Mail bitte als gegenstandslos.' },
      ]);
      const filename = `${letter.label.replace(/[^A-Za-z0-9ÄÖÜäöüß]+/g, '_').replace(/^_+|_+$/g, '')}_${invoice.number}.pdf`;
      return { ...mail, to, attachments: [{ filename, content: pdf, contentType: 'application/pdf' }] };
    },
  };
}

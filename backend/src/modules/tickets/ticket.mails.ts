import { Injectable } from '@nestjs/common';
import { Environment } from '../../common/config/environment';
import { TransactionHost } from '../../common/database/transaction-host';
import { MailComposers, MailComposerSet, OutgoingMail } from '../../common/mail/mail-composer';
import { renderMail } from '../../common/mail/mail-layout';
import { UsersService } from '../users/users.service';
import { Ticket } from './entities/ticket.entity';
import { TicketMessage } from './entities/ticket-message.entity';
import { TicketPriority, TicketStatus } from './ticket-enums';
import { PRIORITY_LABELS, STATUS_LABELS } from './ticket-status';

type TicketMail = 'tickets.created' | 'tickets.replied' | 'tickets.dealer-replied' | 'tickets.status-changed';

/** Ticket e-mails, composed in the worker from the ticket as it is then. Internal notes are never mailed. */
@Injectable()
@MailComposers()
export class TicketMails implements MailComposerSet<TicketMail> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly env: Environment,
    private readonly users: UsersService,
  ) {}

  readonly templates = {
    'tickets.created': async ({ ticketId }: { ticketId: string }): Promise<OutgoingMail | null> => {
      const ticket = await this.ticket(ticketId);
      if (!ticket) return null;
      const mail = renderMail(`Neues Support-Ticket ${ticket.ticketNumber}: ${ticket.subject}`, 'Hallo,', [
        {
          p: `${ticket.dealerProfile.companyName} hat ein neues Ticket eröffnet (Priorität ${PRIORITY_LABELS[ticket.priority as TicketPriority] ?? ticket.priority}${ticket.order ? `, Bestellung ${ticket.order.orderNumber}` : ''}):`,
        },
        { quote: `${ticket.subject}\n\n${ticket.description}` },
        { button: { label: 'Ticket öffnen', href: this.adminLink(ticket.id) } },
      ]);
      return { ...mail, to: await this.adminAddresses() };
    },
    'tickets.replied': async ({ messageId }: { messageId: string }): Promise<OutgoingMail | null> => {
      const message = await this.message(messageId);
      if (!message || message.isInternal || !message.isStaff) return null;
      const { ticket } = message;
      const mail = renderMail(`Antwort auf Ihr Ticket ${ticket.ticketNumber}`, 'Guten Tag,', [
        { p: `unser Support-Team hat auf Ihr Ticket „${ticket.subject}“ geantwortet:` },
        { quote: message.body },
        { p: 'Sie können direkt im Portal antworten.' },
        { button: { label: 'Zum Ticket', href: this.dealerLink(ticket.id) } },
      ]);
      return { ...mail, to: [ticket.dealerProfile.user.email] };
    },
    'tickets.dealer-replied': async ({ messageId }: { messageId: string }): Promise<OutgoingMail | null> => {
      const message = await this.message(messageId);
      if (!message || message.isStaff) return null;
      const { ticket } = message;
      const mail = renderMail(`Neue Nachricht zu Ticket ${ticket.ticketNumber}`, 'Hallo,', [
        { p: `${ticket.dealerProfile.companyName} hat auf das Ticket „${ticket.subject}“ geantwortet:` },
        { quote: message.body },
        { button: { label: 'Ticket öffnen', href: this.adminLink(ticket.id) } },
      ]);
      const to = ticket.assignee ? [ticket.assignee.email] : await this.adminAddresses();
      return { ...mail, to };
    },
    'tickets.status-changed': async ({ ticketId, status }: { ticketId: string; status: string }): Promise<OutgoingMail | null> => {
      const ticket = await this.ticket(ticketId);
      const label = STATUS_LABELS[status as TicketStatus];
      if (!ticket || !label) return null;
      const mail = renderMail(`Ihr Ticket ${ticket.ticketNumber}: ${label}`, 'Guten Tag,', [
        { p: `der Status Ihres Tickets „${ticket.subject}“ ist jetzt: ${label}.` },
        ...(status === TicketStatus.Resolved
          ? [{ p: 'Falls Ihr Anliegen noch nicht erledigt ist, antworten Sie einfach im Portal – das Ticket wird dann wieder geöffnet.' }]
          : []),
        { button: { label: 'Zum Ticket', href: this.dealerLink(ticket.id) } },
      ]);
      return { ...mail, to: [ticket.dealerProfile.user.email] };
    },
  };

  private dealerLink(ticketId: string): string {
    return `${this.env.APP_URL}/profile/tickets/${ticketId}`;
  }

  private adminLink(ticketId: string): string {
    return `${this.env.APP_URL}/admin?ticket=${ticketId}#tickets`;
  }

  private ticket(id: string): Promise<Ticket | null> {
    return this.tx.manager.findOne(Ticket, { where: { id }, relations: { dealerProfile: { user: true }, order: true } });
  }

  private message(id: string): Promise<TicketMessage | null> {
    return this.tx.manager.findOne(TicketMessage, { where: { id }, relations: { ticket: { dealerProfile: { user: true }, assignee: true } } });
  }

  private async adminAddresses(): Promise<string[]> {
    return (await this.users.admins()).map((admin) => admin.email);
  }
}

import { Injectable } from '@nestjs/common';
import { SelectQueryBuilder } from 'typeorm';
import { TransactionHost } from '../../common/database/transaction-host';
import {
  AdminTicketDetailDto,
  TicketDetailDto,
  TicketRow,
  toAdminTicketDto,
  toTicketAttachmentDto,
  toTicketDto,
  toTicketMessageDto,
} from './dto/ticket.dto';
import { Ticket } from './entities/ticket.entity';
import { TicketAttachment } from './entities/ticket-attachment.entity';
import { TicketMessage } from './entities/ticket-message.entity';
import { TicketStatus } from './ticket-enums';
import { canMoveTicket, ticketNotFound } from './ticket-status';

export type TicketView = 'dealer' | 'admin';

export interface TicketPaging {
  offset: number;
  pageSize: number;
}

/**
 * Reads tickets for both sides. The dealer's view never loads internal notes at all, so no mapper can
 * leak them; the administration's view carries everything.
 */
@Injectable()
export class TicketReader {
  constructor(readonly tx: TransactionHost) {}

  /** Newest first; `filter` narrows the query (alias `t` for the ticket, `d` for the dealer profile). */
  async page(view: TicketView, paging: TicketPaging, filter: (query: SelectQueryBuilder<Ticket>) => void): Promise<{ rows: TicketRow[]; total: number }> {
    const query = this.tx.manager
      .createQueryBuilder(Ticket, 't')
      .innerJoin('t.dealerProfile', 'd')
      .addSelect(['d.id', 'd.companyName'])
      .leftJoin('t.assignee', 'a')
      .addSelect(['a.id', 'a.email'])
      .leftJoin('t.order', 'o')
      .addSelect(['o.id', 'o.orderNumber'])
      .orderBy('t.createdAt', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .offset(paging.offset)
      .limit(paging.pageSize);
    filter(query);
    const [tickets, total] = await query.getManyAndCount();
    const counts = await this.messageCounts(
      tickets.map((ticket) => ticket.id),
      view,
    );
    return { rows: tickets.map((ticket) => ({ ticket, messageCount: counts.get(ticket.id) ?? 0 })), total };
  }

  async dealerDetail(id: string, dealerProfileId: string): Promise<TicketDetailDto> {
    const ticket = await this.load(id, dealerProfileId);
    const messages = await this.messages(id, 'dealer');
    const attachments = await this.attachments(id);
    return {
      ...toTicketDto({ ticket, messageCount: messages.length }),
      messages: messages.map((message) => toTicketMessageDto(message, 'dealer', ticket.dealerProfile.companyName)),
      attachments: attachments.map(toTicketAttachmentDto),
      canReply: ticket.status !== TicketStatus.Closed,
      canClose: canMoveTicket(ticket.status, TicketStatus.Closed, 'dealer'),
    };
  }

  async adminDetail(id: string): Promise<AdminTicketDetailDto> {
    const ticket = await this.load(id);
    const messages = await this.messages(id, 'admin');
    const attachments = await this.attachments(id);
    return {
      ...toAdminTicketDto({ ticket, messageCount: messages.length }),
      messages: messages.map((message) => toTicketMessageDto(message, 'admin', ticket.dealerProfile.companyName)),
      attachments: attachments.map(toTicketAttachmentDto),
      contactPerson: ticket.dealerProfile.contactPerson,
      dealerEmail: ticket.dealerProfile.user.email,
    };
  }

  private async load(id: string, dealerProfileId?: string): Promise<Ticket> {
    const ticket = await this.tx.manager.findOne(Ticket, {
      where: dealerProfileId ? { id, dealerProfileId } : { id },
      relations: { dealerProfile: { user: true }, assignee: true, order: true },
    });
    if (!ticket) throw ticketNotFound();
    return ticket;
  }

  private messages(ticketId: string, view: TicketView): Promise<TicketMessage[]> {
    return this.tx.manager.find(TicketMessage, {
      where: view === 'dealer' ? { ticketId, isInternal: false } : { ticketId },
      relations: { author: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  private attachments(ticketId: string): Promise<TicketAttachment[]> {
    return this.tx.manager.find(TicketAttachment, { where: { ticketId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  private async messageCounts(ids: string[], view: TicketView): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.tx.manager.query<{ ticket_id: string; count: number }[]>(
      `SELECT ticket_id, count(*)::int AS count FROM ticket_messages
       WHERE ticket_id = ANY($1::uuid[]) ${view === 'dealer' ? 'AND NOT is_internal' : ''}
       GROUP BY ticket_id`,
      [ids],
    );
    return new Map(rows.map((row) => [row.ticket_id, row.count]));
  }
}

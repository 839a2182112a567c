import { CompanyScope } from '../../common/auth/company-scope';
import { Injectable } from '@nestjs/common';
import { NumberSequenceService } from '../../common/database/number-sequence.service';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { pageOf } from '../../common/http/page-query.dto';
import { MailService } from '../../common/mail/mail.service';
import { DealersService } from '../dealers/dealers.service';
import { OrdersService } from '../orders/orders.service';
import { CreateTicketDto, OwnTicketsQueryDto, TicketMessageInputDto } from './dto/ticket-input.dto';
import { TicketDetailDto, TicketPageDto, toTicketDto } from './dto/ticket.dto';
import { Ticket } from './entities/ticket.entity';
import { TicketMessage } from './entities/ticket-message.entity';
import { TicketReader } from './ticket-reader';
import { TicketPriority, TicketStatus } from './ticket-enums';
import { assertTicketMove, canMoveTicket, ticketClosed, ticketNotFound } from './ticket-status';

export const TICKET_SEQUENCE = { name: 'tickets', prefix: 'T' } as const;

/** The dealer's side of support: always the caller's own tickets; another dealer's ticket is unknown (404). */
@Injectable()
export class TicketsService {
  constructor(
    readonly tx: TransactionHost,
    private readonly dealers: DealersService,
    private readonly orders: OrdersService,
    private readonly numbers: NumberSequenceService,
    private readonly reader: TicketReader,
    private readonly mail: MailService,
  ) {}

  async list(scope: CompanyScope, query: OwnTicketsQueryDto): Promise<TicketPageDto> {
    const profile = await this.dealers.ownProfileRef(scope);
    const paging = pageOf(query);
    const { rows, total } = await this.reader.page('dealer', paging, (q) => q.where('t.dealerProfileId = :profileId', { profileId: profile.id }));
    return { items: rows.map(toTicketDto), total, page: paging.page, pageSize: paging.pageSize };
  }

  async get(scope: CompanyScope, id: string): Promise<TicketDetailDto> {
    const profile = await this.dealers.ownProfileRef(scope);
    return this.reader.dealerDetail(id, profile.id);
  }

  /** Number, ticket and the administrators' e-mail in one transaction. */
  @Transactional()
  async create(scope: CompanyScope, input: CreateTicketDto): Promise<TicketDetailDto> {
    const profile = await this.dealers.ownProfileRef(scope);
    // Only an order of the company: another company's is as unknown as a missing one (404 'Bestellung nicht gefunden').
    const order = input.orderId ? await this.orders.getOwnOrder(scope, input.orderId) : null;
    const manager = this.tx.manager;
    const ticket = await manager.save(
      manager.create(Ticket, {
        ticketNumber: await this.numbers.next(TICKET_SEQUENCE.name, TICKET_SEQUENCE.prefix, 6),
        dealerProfileId: profile.id,
        subject: input.subject,
        description: input.description,
        priority: input.priority ?? TicketPriority.Medium,
        status: TicketStatus.Open,
        orderId: order?.id ?? null,
      }),
    );
    await this.mail.send('tickets.created', { ticketId: ticket.id });
    return this.reader.dealerDetail(ticket.id, profile.id);
  }

  /** An answer to a resolved ticket reopens it (the state table's 'dealer-reply' move). */
  @Transactional()
  async reply(userId: string, scope: CompanyScope, id: string, input: TicketMessageInputDto): Promise<TicketDetailDto> {
    const profile = await this.dealers.ownProfileRef(scope);
    const ticket = await this.lockOwn(id, profile.id);
    if (ticket.status === TicketStatus.Closed) throw ticketClosed();
    const manager = this.tx.manager;
    const message = await manager.save(
      manager.create(TicketMessage, { ticketId: id, authorId: userId, isStaff: false, isInternal: false, body: input.body }),
    );
    const reopen = canMoveTicket(ticket.status, TicketStatus.Open, 'dealer-reply');
    await manager.update(Ticket, { id }, reopen ? { status: TicketStatus.Open } : { updatedAt: new Date() });
    await this.mail.send('tickets.dealer-replied', { messageId: message.id });
    return this.reader.dealerDetail(id, profile.id);
  }

  @Transactional()
  async close(scope: CompanyScope, id: string): Promise<TicketDetailDto> {
    const profile = await this.dealers.ownProfileRef(scope);
    const ticket = await this.lockOwn(id, profile.id);
    assertTicketMove(ticket.status, TicketStatus.Closed, 'dealer');
    await this.tx.manager.update(Ticket, { id }, { status: TicketStatus.Closed });
    return this.reader.dealerDetail(id, profile.id);
  }

  /** The dealer's own ticket, row-locked for a change; anything else is 'not found'. */
  async lockOwn(id: string, dealerProfileId: string): Promise<Ticket> {
    const ticket = await this.tx.manager.findOne(Ticket, { where: { id, dealerProfileId }, lock: { mode: 'pessimistic_write' } });
    if (!ticket) throw ticketNotFound();
    return ticket;
  }
}

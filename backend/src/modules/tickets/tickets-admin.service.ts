import { HttpStatus, Injectable } from '@nestjs/common';
import { Brackets } from 'typeorm';
import { AuthUser } from '../../common/auth/decorators';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { pageOf } from '../../common/http/page-query.dto';
import { MailService } from '../../common/mail/mail.service';
import { AuditService } from '../audit/audit.service';
import { UsersService } from '../users/users.service';
import { AdminTicketMessageInputDto, AdminTicketsQueryDto, UNASSIGNED, UpdateTicketDto } from './dto/ticket-input.dto';
import { AdminTicketDetailDto, AdminTicketPageDto, AdminUserRefDto, toAdminTicketDto } from './dto/ticket.dto';
import { Ticket } from './entities/ticket.entity';
import { TicketMessage } from './entities/ticket-message.entity';
import { TicketReader } from './ticket-reader';
import { TicketStatus } from './ticket-enums';
import { assertTicketMove, PRIORITY_LABELS, STATUS_LABELS, ticketClosed, ticketNotFound } from './ticket-status';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The tickets tab of /admin: filtered pages, the thread with internal notes, status by the state table,
 * priority, assignment. Each change, its audit row and the dealer's e-mail share one transaction.
 */
@Injectable()
export class TicketsAdminService {
  constructor(
    readonly tx: TransactionHost,
    private readonly reader: TicketReader,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly users: UsersService,
  ) {}

  async list(query: AdminTicketsQueryDto): Promise<AdminTicketPageDto> {
    const paging = pageOf(query);
    const { rows, total } = await this.reader.page('admin', paging, (q) => {
      q.where('1 = 1');
      if (query.status) q.andWhere('t.status = :status', { status: query.status });
      if (query.priority) q.andWhere('t.priority = :priority', { priority: query.priority });
      if (query.dealerId) q.andWhere('t.dealerProfileId = :dealerId', { dealerId: query.dealerId });
      if (query.assigneeId === UNASSIGNED) q.andWhere('t.assigneeId IS NULL');
      else if (query.assigneeId) q.andWhere('t.assigneeId = :assigneeId', { assigneeId: query.assigneeId });
      if (query.q) {
        const pattern = likePattern(query.q);
        q.andWhere(
          new Brackets((or) =>
            or
              .where('t.ticketNumber ILIKE :pattern', { pattern })
              .orWhere('t.subject ILIKE :pattern')
              .orWhere('t.description ILIKE :pattern')
              .orWhere('d.companyName ILIKE :pattern'),
          ),
        );
      }
    });
    return { items: rows.map(toAdminTicketDto), total, page: paging.page, pageSize: paging.pageSize };
  }

  get(id: string): Promise<AdminTicketDetailDto> {
    return this.reader.adminDetail(id);
  }

  /** The administrators a ticket can be assigned to. */
  async assignees(): Promise<AdminUserRefDto[]> {
    return this.users.admins();
  }

  @Transactional()
  async update(admin: AuthUser, id: string, input: UpdateTicketDto): Promise<AdminTicketDetailDto> {
    if (input.status === undefined && input.priority === undefined && input.assigneeId === undefined) {
      throw new AppError(HttpStatus.BAD_REQUEST, 'TICKET_NOTHING_TO_CHANGE', 'Bitte geben Sie Status, Priorität oder Bearbeiter an.');
    }
    const ticket = await this.lock(id);
    const changes: Partial<Pick<Ticket, 'status' | 'priority' | 'assigneeId'>> = {};
    if (input.status !== undefined && input.status !== ticket.status) {
      assertTicketMove(ticket.status, input.status, 'admin');
      changes.status = input.status;
      await this.record(admin, 'ticket.status', ticket, `Status von ${ticket.ticketNumber}: ${STATUS_LABELS[ticket.status]} → ${STATUS_LABELS[input.status]}`, {
        from: ticket.status,
        to: input.status,
      });
      await this.mail.send('tickets.status-changed', { ticketId: id, status: input.status });
    }
    if (input.priority !== undefined && input.priority !== ticket.priority) {
      changes.priority = input.priority;
      await this.record(admin, 'ticket.priority', ticket, `Priorität von ${ticket.ticketNumber}: ${PRIORITY_LABELS[ticket.priority]} → ${PRIORITY_LABELS[input.priority]}`, {
        from: ticket.priority,
        to: input.priority,
      });
    }
    if (input.assigneeId !== undefined && input.assigneeId !== ticket.assigneeId) {
      const assignee = input.assigneeId === null ? null : await this.findAdmin(input.assigneeId);
      changes.assigneeId = assignee?.id ?? null;
      await this.record(
        admin,
        'ticket.assign',
        ticket,
        assignee ? `${ticket.ticketNumber} zugewiesen an ${assignee.email}` : `Zuweisung von ${ticket.ticketNumber} aufgehoben`,
        { from: ticket.assigneeId, to: changes.assigneeId },
      );
    }
    if (Object.keys(changes).length > 0) await this.tx.manager.update(Ticket, { id }, changes);
    return this.reader.adminDetail(id);
  }

  /** A reply goes to the dealer by e-mail; an internal note stays in the administration (also on closed tickets). */
  @Transactional()
  async addMessage(admin: AuthUser, id: string, input: AdminTicketMessageInputDto): Promise<AdminTicketDetailDto> {
    const internal = input.internal ?? false;
    const ticket = await this.lock(id);
    if (!internal && ticket.status === TicketStatus.Closed) throw ticketClosed();
    const manager = this.tx.manager;
    const message = await manager.save(
      manager.create(TicketMessage, { ticketId: id, authorId: admin.id, isStaff: true, isInternal: internal, body: input.body }),
    );
    await manager.update(Ticket, { id }, { updatedAt: new Date() });
    await this.record(
      admin,
      internal ? 'ticket.note' : 'ticket.reply',
      ticket,
      internal ? `Interne Notiz zu ${ticket.ticketNumber}` : `Antwort auf ${ticket.ticketNumber}`,
      { messageId: message.id },
    );
    if (!internal) await this.mail.send('tickets.replied', { messageId: message.id });
    return this.reader.adminDetail(id);
  }

  private async lock(id: string): Promise<Ticket> {
    const ticket = await this.tx.manager.findOne(Ticket, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!ticket) throw ticketNotFound();
    return ticket;
  }

  private async findAdmin(userId: string): Promise<{ id: string; email: string }> {
    const [user] = await this.users.admins(userId);
    if (!user) throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'TICKET_ASSIGNEE_INVALID', 'Tickets können nur Administratoren zugewiesen werden.');
    return user;
  }

  private record(admin: AuthUser, actionType: string, ticket: Ticket, message: string, details: Record<string, unknown>): Promise<void> {
    return this.audit.record({ adminUserId: admin.id, actionType, targetType: 'ticket', targetId: ticket.id, message, details });
  }
}

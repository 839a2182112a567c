import { ApiProperty } from '@nestjs/swagger';
import { Ticket } from '../entities/ticket.entity';
import { TicketAttachment } from '../entities/ticket-attachment.entity';
import { TicketMessage } from '../entities/ticket-message.entity';
import { TicketPriority, TicketStatus } from '../ticket-enums';
import { nextTicketStatuses } from '../ticket-status';

/** The name the dealer reads above the wholesaler's answers. */
export const STAFF_AUTHOR_LABEL = 'Radwerk-Support';

export class TicketDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'T-2026-000007' })
  ticketNumber: string;

  @ApiProperty({ enum: TicketStatus, enumName: 'TicketStatus' })
  status: TicketStatus;

  @ApiProperty({ enum: TicketPriority, enumName: 'TicketPriority' })
  priority: TicketPriority;

  @ApiProperty()
  subject: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  orderId: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'B-2026-000042' })
  orderNumber: string | null;

  @ApiProperty({ description: 'Antworten im Verlauf (ohne interne Notizen, außer für die Verwaltung)' })
  messageCount: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class TicketMessageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  body: string;

  @ApiProperty({ description: 'Vom Großhandel geschrieben (sonst vom Händler)' })
  fromStaff: boolean;

  @ApiProperty({ description: 'Interne Notiz; erscheint nur in der Verwaltung' })
  internal: boolean;

  @ApiProperty()
  authorName: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class TicketAttachmentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  fileName: string;

  @ApiProperty({ example: 'application/pdf' })
  contentType: string;

  @ApiProperty()
  sizeBytes: number;

  @ApiProperty()
  fromStaff: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class TicketDetailDto extends TicketDto {
  @ApiProperty({ type: TicketMessageDto, isArray: true })
  messages: TicketMessageDto[];

  @ApiProperty({ type: TicketAttachmentDto, isArray: true })
  attachments: TicketAttachmentDto[];

  @ApiProperty({ description: 'Der Händler kann antworten und Dateien anhängen (Ticket nicht geschlossen)' })
  canReply: boolean;

  @ApiProperty({ description: 'Der Händler kann das Ticket schließen' })
  canClose: boolean;
}

export class TicketPageDto {
  @ApiProperty({ type: TicketDto, isArray: true })
  items: TicketDto[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;
}

export class TicketDealerDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  companyName: string;
}

export class AdminUserRefDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  email: string;
}

export class AdminTicketDto extends TicketDto {
  @ApiProperty({ type: TicketDealerDto })
  dealer: TicketDealerDto;

  @ApiProperty({ type: AdminUserRefDto, nullable: true })
  assignee: AdminUserRefDto | null;

  @ApiProperty({ enum: TicketStatus, enumName: 'TicketStatus', isArray: true, description: 'Erlaubte Statuswechsel (Status-Knöpfe)' })
  nextStatuses: TicketStatus[];
}

export class AdminTicketDetailDto extends AdminTicketDto {
  @ApiProperty({ type: TicketMessageDto, isArray: true })
  messages: TicketMessageDto[];

  @ApiProperty({ type: TicketAttachmentDto, isArray: true })
  attachments: TicketAttachmentDto[];

  @ApiProperty()
  contactPerson: string;

  @ApiProperty()
  dealerEmail: string;
}

export class AdminTicketPageDto {
  @ApiProperty({ type: AdminTicketDto, isArray: true })
  items: AdminTicketDto[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;
}

/** A ticket as loaded for a list: dealer, assignee and order joined, the visible message count beside it. */
export interface TicketRow {
  ticket: Ticket;
  messageCount: number;
}

export function toTicketDto({ ticket, messageCount }: TicketRow): TicketDto {
  return {
    id: ticket.id,
    ticketNumber: ticket.ticketNumber,
    status: ticket.status,
    priority: ticket.priority,
    subject: ticket.subject,
    description: ticket.description,
    orderId: ticket.orderId,
    orderNumber: ticket.order?.orderNumber ?? null,
    messageCount,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  };
}

export function toAdminTicketDto(row: TicketRow): AdminTicketDto {
  const { ticket } = row;
  return {
    ...toTicketDto(row),
    dealer: { id: ticket.dealerProfileId, companyName: ticket.dealerProfile.companyName },
    assignee: ticket.assignee ? { id: ticket.assignee.id, email: ticket.assignee.email } : null,
    nextStatuses: nextTicketStatuses(ticket.status, 'admin'),
  };
}

/** For the dealer the wholesaler speaks as one team; the administration sees who wrote. */
export function toTicketMessageDto(message: TicketMessage, view: 'dealer' | 'admin', companyName: string): TicketMessageDto {
  const staffName = view === 'admin' ? (message.author?.email ?? 'Administrator (gelöscht)') : STAFF_AUTHOR_LABEL;
  return {
    id: message.id,
    body: message.body,
    fromStaff: message.isStaff,
    internal: message.isInternal,
    authorName: message.isStaff ? staffName : companyName,
    createdAt: message.createdAt.toISOString(),
  };
}

export function toTicketAttachmentDto(attachment: TicketAttachment): TicketAttachmentDto {
  return {
    id: attachment.id,
    fileName: attachment.originalName,
    contentType: attachment.contentType,
    sizeBytes: attachment.sizeBytes,
    fromStaff: attachment.isStaff,
    createdAt: attachment.createdAt.toISOString(),
  };
}

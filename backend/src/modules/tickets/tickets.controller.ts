import { companyScope } from '../../common/auth/company-scope';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req, StreamableFile } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { readUpload, UploadRoute } from '../../common/http/read-upload';
import { CreateTicketDto, OwnTicketsQueryDto, TicketMessageInputDto } from './dto/ticket-input.dto';
import { TicketAttachmentDto, TicketDetailDto, TicketPageDto } from './dto/ticket.dto';
import { ATTACHMENT_UPLOAD, attachmentNotFound, TicketAttachmentsService } from './ticket-attachments.service';
import { ticketNotFound } from './ticket-status';
import { TicketsService } from './tickets.service';

export const TicketIdPipe = new ParseUUIDPipe({ exceptionFactory: ticketNotFound });
export const AttachmentIdPipe = new ParseUUIDPipe({ exceptionFactory: attachmentNotFound });

/** The dealer's support tickets (pending dealers too: they may have questions about their sign-up). */
@ApiTags('tickets')
@Roles(Role.Dealer)
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Ticket nicht gefunden (auch das eines anderen Händlers)' })
@Controller('tickets')
export class TicketsController {
  constructor(
    private readonly tickets: TicketsService,
    private readonly attachments: TicketAttachmentsService,
  ) {}

  @Post()
  @ApiCreatedResponse({ type: TicketDetailDto })
  createTicket(@CurrentUser() user: AuthUser, @Body() body: CreateTicketDto): Promise<TicketDetailDto> {
    return this.tickets.create(companyScope(user), body);
  }

  @Get()
  @ApiOkResponse({ type: TicketPageDto })
  getOwnTickets(@CurrentUser() user: AuthUser, @Query() query: OwnTicketsQueryDto): Promise<TicketPageDto> {
    return this.tickets.list(companyScope(user), query);
  }

  @Get(':id')
  @ApiOkResponse({ type: TicketDetailDto })
  getOwnTicket(@CurrentUser() user: AuthUser, @Param('id', TicketIdPipe) id: string): Promise<TicketDetailDto> {
    return this.tickets.get(companyScope(user), id);
  }

  @Post(':id/messages')
  @ApiCreatedResponse({ type: TicketDetailDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Ticket geschlossen' })
  addTicketMessage(@CurrentUser() user: AuthUser, @Param('id', TicketIdPipe) id: string, @Body() body: TicketMessageInputDto): Promise<TicketDetailDto> {
    return this.tickets.reply(user.id, companyScope(user), id, body);
  }

  @Post(':id/close')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TicketDetailDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Bereits geschlossen' })
  closeOwnTicket(@CurrentUser() user: AuthUser, @Param('id', TicketIdPipe) id: string): Promise<TicketDetailDto> {
    return this.tickets.close(companyScope(user), id);
  }

  @Post(':id/attachments')
  @UploadRoute()
  @ApiCreatedResponse({ type: TicketAttachmentDto })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: 'Weder PDF noch Bild' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Größer als 10 MB' })
  async uploadTicketAttachment(@CurrentUser() user: AuthUser, @Param('id', TicketIdPipe) id: string, @Req() request: FastifyRequest): Promise<TicketAttachmentDto> {
    return this.attachments.uploadOwn(user.id, companyScope(user), id, await readUpload(request, ATTACHMENT_UPLOAD));
  }

  @Get(':id/attachments/:attachmentId')
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ description: 'Die Datei' })
  downloadOwnTicketAttachment(
    @CurrentUser() user: AuthUser,
    @Param('id', TicketIdPipe) id: string,
    @Param('attachmentId', AttachmentIdPipe) attachmentId: string,
  ): Promise<StreamableFile> {
    return this.attachments.downloadOwn(companyScope(user), id, attachmentId);
  }
}

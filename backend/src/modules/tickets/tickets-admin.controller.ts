import { Body, Controller, Get, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AdminTicketMessageInputDto, AdminTicketsQueryDto, UpdateTicketDto } from './dto/ticket-input.dto';
import { AdminTicketDetailDto, AdminTicketPageDto, AdminUserRefDto } from './dto/ticket.dto';
import { TicketAttachmentsService } from './ticket-attachments.service';
import { AttachmentIdPipe, TicketIdPipe } from './tickets.controller';
import { TicketsAdminService } from './tickets-admin.service';

@ApiTags('admin')
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Nur für Administratoren' })
@Roles(Role.Admin)
@Controller('admin/tickets')
export class TicketsAdminController {
  constructor(
    private readonly tickets: TicketsAdminService,
    private readonly attachments: TicketAttachmentsService,
  ) {}

  @Get()
  @ApiOkResponse({ type: AdminTicketPageDto })
  getAdminTickets(@Query() query: AdminTicketsQueryDto): Promise<AdminTicketPageDto> {
    return this.tickets.list(query);
  }

  @Get('assignees')
  @ApiOkResponse({ type: AdminUserRefDto, isArray: true })
  getTicketAssignees(): Promise<AdminUserRefDto[]> {
    return this.tickets.assignees();
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminTicketDetailDto })
  getAdminTicket(@Param('id', TicketIdPipe) id: string): Promise<AdminTicketDetailDto> {
    return this.tickets.get(id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: AdminTicketDetailDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Statuswechsel nicht erlaubt' })
  updateTicket(@CurrentUser() admin: AuthUser, @Param('id', TicketIdPipe) id: string, @Body() body: UpdateTicketDto): Promise<AdminTicketDetailDto> {
    return this.tickets.update(admin, id, body);
  }

  @Post(':id/messages')
  @ApiCreatedResponse({ type: AdminTicketDetailDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Ticket geschlossen (interne Notizen gehen immer)' })
  addAdminTicketMessage(
    @CurrentUser() admin: AuthUser,
    @Param('id', TicketIdPipe) id: string,
    @Body() body: AdminTicketMessageInputDto,
  ): Promise<AdminTicketDetailDto> {
    return this.tickets.addMessage(admin, id, body);
  }

  @Get(':id/attachments/:attachmentId')
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ description: 'Die Datei' })
  downloadTicketAttachment(@Param('id', TicketIdPipe) id: string, @Param('attachmentId', AttachmentIdPipe) attachmentId: string): Promise<StreamableFile> {
    return this.attachments.stream(id, attachmentId);
  }
}

import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module';
import { AuditModule } from '../audit/audit.module';
import { DealersModule } from '../dealers/dealers.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { TicketMails } from './ticket.mails';
import { TicketAttachmentsService } from './ticket-attachments.service';
import { TicketReader } from './ticket-reader';
import { TicketsAdminController } from './tickets-admin.controller';
import { TicketsAdminService } from './tickets-admin.service';
import { TicketsController } from './tickets.controller';
import { TicketsService } from './tickets.service';

@Module({
  imports: [MailModule, AuditModule, DealersModule, OrdersModule, UsersModule],
  controllers: [TicketsController, TicketsAdminController],
  providers: [TicketsService, TicketsAdminService, TicketAttachmentsService, TicketReader, TicketMails],
  exports: [TicketsService],
})
export class TicketsModule {}

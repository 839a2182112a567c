import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module';
import { AuditModule } from '../audit/audit.module';
import { DealersModule } from '../dealers/dealers.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { InvoiceIssuingService } from './invoice-issuing.service';
import { InvoiceMails } from './invoice.mails';
import { InvoiceRendererService } from './invoice-renderer.service';
import { InvoicesAdminController } from './invoices-admin.controller';
import { InvoicesAdminService } from './invoices-admin.service';
import { InvoicesController } from './invoices.controller';
import { InvoicesService } from './invoices.service';
import { RenderInvoiceProcessor } from './render-invoice.processor';

/**
 * Invoices and e-invoices. Depends on the orders module (reads orders through OrdersService) and
 * listens to its events (OrderStatusChanged, OrderDeleted); the orders module knows nothing of invoices.
 */
@Module({
  imports: [OrdersModule, DealersModule, UsersModule, MailModule, AuditModule],
  controllers: [InvoicesController, InvoicesAdminController],
  providers: [
    InvoiceIssuingService,
    InvoicesService,
    InvoicesAdminService,
    InvoiceRendererService,
    RenderInvoiceProcessor,
    InvoiceMails,
  ],
})
export class InvoicesModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../common/mail/mail.module';
import { AuditModule } from '../audit/audit.module';
import { DealersModule } from '../dealers/dealers.module';
import { OrdersModule } from '../orders/orders.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { BookingJournalService } from './books/booking-journal.service';
import { IncomingPayment } from './entities/incoming-payment.entity';
import { Invoice } from './entities/invoice.entity';
import { CreditExposureService } from './credit-exposure.service';
import { CreditLimitListener } from './credit-limit.listener';
import { InvoiceIssuingService } from './invoice-issuing.service';
import { InvoiceMails } from './invoice.mails';
import { InvoiceRendererService } from './invoice-renderer.service';
import { InvoicesAdminController } from './invoices-admin.controller';
import { InvoicesAdminService } from './invoices-admin.service';
import { InvoicesController } from './invoices.controller';
import { InvoicesService } from './invoices.service';
import { OpenItemsController } from './open-items/open-items.controller';
import { OpenItemsService } from './open-items/open-items.service';
import { ReceivablesAdminController } from './receivables/receivables-admin.controller';
import { ReceivablesExportService } from './receivables/receivables-export.service';
import { ReceivablesService } from './receivables/receivables.service';
import { OverdueInvoicesService } from './open-items/overdue-invoices.service';
import { CreditAllocationService } from './payments/credit-allocation.service';
import { InvoicePaymentsService } from './payments/invoice-payments.service';
import { InvoiceSettlementService } from './payments/invoice-settlement.service';
import { OrderPaidListener } from './payments/order-paid.listener';
import { PaymentPartsService } from './payments/payment-parts.service';
import { PaymentReversalService } from './payments/payment-reversal.service';
import { RenderInvoiceProcessor } from './render-invoice.processor';

/**
 * Invoices and e-invoices. Depends on the orders module (reads orders through OrdersService) and
 * listens to its events (OrderStatusChanged, OrderDeleted); the orders module knows nothing of invoices.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Invoice, IncomingPayment]), OrdersModule, DealersModule, SettingsModule, UsersModule, MailModule, AuditModule],
  controllers: [InvoicesController, InvoicesAdminController, OpenItemsController, ReceivablesAdminController],
  providers: [
    InvoiceIssuingService,
    InvoicesService,
    InvoicesAdminService,
    InvoiceRendererService,
    RenderInvoiceProcessor,
    InvoiceMails,
    InvoicePaymentsService,
    InvoiceSettlementService,
    CreditAllocationService,
    PaymentPartsService,
    PaymentReversalService,
    OpenItemsService,
    BookingJournalService,
    ReceivablesService,
    ReceivablesExportService,
    CreditExposureService,
    CreditLimitListener,
    OrderPaidListener,
    OverdueInvoicesService,
  ],
  exports: [InvoicePaymentsService, OpenItemsService, BookingJournalService, CreditExposureService, OverdueInvoicesService],
})
export class InvoicesModule {}

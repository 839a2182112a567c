import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module';
import { AuditModule } from '../audit/audit.module';
import { CartModule } from '../cart/cart.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { DealersModule } from '../dealers/dealers.module';
import { UsersModule } from '../users/users.module';
import { ExpireUnpaidOrdersProcessor } from './expire-unpaid-orders.processor';
import { OrderFiguresService } from './order-figures.service';
import { OrderMails } from './order.mails';
import { OrderPaymentsService } from './order-payments.service';
import { OrdersAdminController } from './orders-admin.controller';
import { OrdersAdminService } from './orders-admin.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { PlaceOrderService } from './place-order.service';
import { OrderProcess } from './process/order-process.service';
import { OrderApprovalService } from './order-approval.service';
import { ReorderService } from './reorder.service';
import { DeliveryNoteService } from './delivery-note/delivery-note.service';

@Module({
  imports: [CartModule, CatalogueModule, DealersModule, UsersModule, MailModule, AuditModule],
  controllers: [OrdersController, OrdersAdminController],
  providers: [
    OrderFiguresService,
    OrdersService,
    PlaceOrderService,
    ReorderService,
    OrdersAdminService,
    OrderPaymentsService,
    OrderProcess,
    OrderApprovalService,
    OrderMails,
    ExpireUnpaidOrdersProcessor,
    DeliveryNoteService,
  ],
  exports: [OrdersService, OrderPaymentsService, OrderFiguresService],
})
export class OrdersModule {}

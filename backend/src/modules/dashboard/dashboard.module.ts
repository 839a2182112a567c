import { Module } from '@nestjs/common';
import { OrderFiguresService } from '../orders/order-figures.service';
import { OrdersModule } from '../orders/orders.module';
import { DashboardAdminController } from './dashboard-admin.controller';
import { DashboardService } from './dashboard.service';
import { ORDER_FIGURES } from './order-figures';

/** GET /api/admin/dashboard; orders and revenue come from the orders module through ORDER_FIGURES. */
@Module({
  imports: [OrdersModule],
  controllers: [DashboardAdminController],
  providers: [DashboardService, { provide: ORDER_FIGURES, useExisting: OrderFiguresService }],
})
export class DashboardModule {}

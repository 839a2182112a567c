import { Module } from '@nestjs/common';
import { OrderFiguresService } from '../orders/order-figures.service';
import { OrdersModule } from '../orders/orders.module';
import { DashboardAdminController } from './dashboard-admin.controller';
import { DashboardCache } from './dashboard-cache';
import { DashboardFreshnessHook } from './dashboard-freshness.hook';
import { DashboardService } from './dashboard.service';
import { ORDER_FIGURES } from './order-figures';

/** GET /api/admin/dashboard and its charts; order figures come from the orders module through ORDER_FIGURES. */
@Module({
  imports: [OrdersModule],
  controllers: [DashboardAdminController],
  providers: [
    DashboardService,
    DashboardCache,
    { provide: ORDER_FIGURES, useExisting: OrderFiguresService },
    DashboardFreshnessHook,
  ],
})
export class DashboardModule {}

import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { DashboardAdminController } from './dashboard-admin.controller';
import { DashboardCache } from './dashboard-cache';
import { DashboardFreshnessHook } from './dashboard-freshness.hook';
import { DashboardService } from './dashboard.service';

/** GET /api/admin/dashboard and its charts; order figures come from the orders module's OrderFiguresService. */
@Module({
  imports: [OrdersModule],
  controllers: [DashboardAdminController],
  providers: [DashboardService, DashboardCache, DashboardFreshnessHook],
})
export class DashboardModule {}

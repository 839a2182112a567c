import { Module } from '@nestjs/common';
import { DashboardAdminController } from './dashboard-admin.controller';
import { DashboardService } from './dashboard.service';
import { NO_ORDER_FIGURES, ORDER_FIGURES } from './order-figures';

/**
 * GET /api/admin/dashboard. Orders and revenue come through ORDER_FIGURES; the orders module plugs in by
 * replacing the binding below with `{ provide: ORDER_FIGURES, useExisting: <its OrderFigures service> }`
 * and importing the module that exports that service.
 */
@Module({
  controllers: [DashboardAdminController],
  providers: [DashboardService, { provide: ORDER_FIGURES, useValue: NO_ORDER_FIGURES }],
})
export class DashboardModule {}

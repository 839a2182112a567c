import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { CommonModule } from './common/common.module';
import { HealthController } from './common/health/health.controller';
import { MetricsController } from './common/metrics/metrics.controller';
import { AuthModule } from './modules/auth/auth.module';
import { CartModule } from './modules/cart/cart.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { DealersModule } from './modules/dealers/dealers.module';
import { UsersModule } from './modules/users/users.module';

@Module({
  imports: [CommonModule, ScheduleModule.forRoot(), UsersModule, DealersModule, AuthModule, CartModule, CatalogueModule],
  controllers: [HealthController, MetricsController],
})
export class AppModule {}

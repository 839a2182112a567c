import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { CommonModule } from './common/common.module';
import { DatabaseModule } from './common/database/database.module';
import { HealthController } from './common/health/health.controller';
import { MetricsController } from './common/metrics/metrics.controller';
import { ENTITIES } from './entities';
import { FEATURE_MODULES } from './feature-modules';
import { ModulePortsModule } from './module-ports.module';

/** The API process: every feature module with its controllers. */
@Module({
  imports: [CommonModule, DatabaseModule.forRoot(ENTITIES), ScheduleModule.forRoot(), ...FEATURE_MODULES, ModulePortsModule],
  controllers: [HealthController, MetricsController],
})
export class AppModule {}

import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ReceivablesSettingsController } from './receivables-settings.controller';
import { ReceivablesSettingsService } from './receivables-settings.service';

/** Settings the back office maintains on one page (today: receivables — terms, dunning, base rate, bank, DATEV). */
@Module({
  imports: [AuditModule],
  controllers: [ReceivablesSettingsController],
  providers: [ReceivablesSettingsService],
  exports: [ReceivablesSettingsService],
})
export class SettingsModule {}

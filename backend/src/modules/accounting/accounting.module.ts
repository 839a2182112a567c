import { Module } from '@nestjs/common';
import { DealersModule } from '../dealers/dealers.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { SettingsModule } from '../settings/settings.module';
import { DatevExportController } from './datev/datev-export.controller';
import { DatevExportService } from './datev/datev-export.service';

/**
 * The books around the receivables: DATEV export (datev/), bank statements (camt/), dunning (dunning/).
 * Reads and books through the services invoices, dealers and settings export; none of them imports this module.
 */
@Module({
  imports: [InvoicesModule, DealersModule, SettingsModule],
  controllers: [DatevExportController],
  providers: [DatevExportService],
})
export class AccountingModule {}

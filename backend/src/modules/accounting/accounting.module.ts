import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { DealersModule } from '../dealers/dealers.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { SettingsModule } from '../settings/settings.module';
import { BankStatementBookingService } from './camt/bank-statement-booking.service';
import { BankStatementImportService } from './camt/bank-statement-import.service';
import { BankStatementsAdminController } from './camt/bank-statements-admin.controller';
import { BankStatementsService } from './camt/bank-statements.service';
import { CamtInvoiceFinder } from './camt/camt-invoice-finder.service';
import { DatevExportController } from './datev/datev-export.controller';
import { DatevExportService } from './datev/datev-export.service';

/**
 * The books around the receivables: bank statements (camt/), dunning (dunning/), DATEV export (datev/).
 * Reads and books through the services invoices, dealers and settings export; none of them imports this module.
 */
@Module({
  imports: [AuditModule, DealersModule, InvoicesModule, SettingsModule],
  controllers: [BankStatementsAdminController, DatevExportController],
  providers: [BankStatementImportService, BankStatementsService, BankStatementBookingService, CamtInvoiceFinder, DatevExportService],
})
export class AccountingModule {}

import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { DealersModule } from '../dealers/dealers.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { BankStatementBookingService } from './camt/bank-statement-booking.service';
import { BankStatementImportService } from './camt/bank-statement-import.service';
import { BankStatementsAdminController } from './camt/bank-statements-admin.controller';
import { BankStatementsService } from './camt/bank-statements.service';
import { CamtInvoiceFinder } from './camt/camt-invoice-finder.service';

/**
 * Accounting on top of invoices and payments: bank statements (camt/), dunning (dunning/), DATEV export
 * (datev/). Imports invoices, dealers and settings, never the reverse.
 */
@Module({
  imports: [AuditModule, DealersModule, InvoicesModule],
  controllers: [BankStatementsAdminController],
  providers: [BankStatementImportService, BankStatementsService, BankStatementBookingService, CamtInvoiceFinder],
})
export class AccountingModule {}

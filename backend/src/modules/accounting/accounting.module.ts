import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module';
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
import { DunningAdminController } from './dunning/dunning-admin.controller';
import { DeliveryBlockReleaseListener } from './dunning/delivery-block-release.listener';
import { DunningAdminService } from './dunning/dunning-admin.service';
import { DunningLetterRendererService } from './dunning/dunning-letter-renderer.service';
import { DunningRunProcessor } from './dunning/dunning-run.processor';
import { DunningRunService } from './dunning/dunning-run.service';
import { DunningMails } from './dunning/dunning.mails';
import { RenderDunningLetterProcessor } from './dunning/render-dunning-letter.processor';

/**
 * The books around the receivables: bank statements (camt/), dunning (dunning/), DATEV export (datev/).
 * Reads and books through the services invoices, dealers and settings export; none of them imports this module.
 */
@Module({
  imports: [AuditModule, DealersModule, InvoicesModule, SettingsModule, MailModule],
  controllers: [BankStatementsAdminController, DatevExportController, DunningAdminController],
  providers: [
    BankStatementImportService,
    BankStatementsService,
    BankStatementBookingService,
    CamtInvoiceFinder,
    DatevExportService,
    DunningRunService,
    DunningRunProcessor,
    DunningLetterRendererService,
    RenderDunningLetterProcessor,
    DunningMails,
    DunningAdminService,
    DeliveryBlockReleaseListener,
  ],
})
export class AccountingModule {}

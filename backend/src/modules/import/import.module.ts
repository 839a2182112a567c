import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ImportAdminController } from './import-admin.controller';
import { ImportMappingsService } from './import-mappings.service';
import { ImportPurgeProcessor } from './import-purge.processor';
import { ImportReportService } from './import-report.service';
import { ImportRunner } from './import-runner.service';
import { ImportProcessor } from './import.processor';
import { ImportService } from './import.service';
import { TableFileService } from './table-file.service';

/** Product import (CSV, XLSX) as a background job; products are written through the catalogue's ProductBulkService. */
@Module({
  imports: [CatalogueModule, AuditModule],
  controllers: [ImportAdminController],
  providers: [ImportService, ImportReportService, ImportMappingsService, ImportRunner, ImportProcessor, ImportPurgeProcessor, TableFileService],
  /** Other modules read tables (the quick order's lists) through TableFileService, with the import's own reader. */
  exports: [TableFileService],
})
export class ImportModule {}

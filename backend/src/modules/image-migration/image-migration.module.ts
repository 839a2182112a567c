import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { BrokenImageController } from './broken-image.controller';
import { ImageMigrationAdminController } from './image-migration-admin.controller';
import { ImageMigrationRunner } from './image-migration-runner.service';
import { ImageMigrationProcessor } from './image-migration.processor';
import { ImageMigrationService } from './image-migration.service';

/** External product images into the product-images bucket; products change only through the catalogue's ProductImageLinksService. */
@Module({
  imports: [CatalogueModule, AuditModule],
  controllers: [ImageMigrationAdminController, BrokenImageController],
  providers: [ImageMigrationService, ImageMigrationRunner, ImageMigrationProcessor],
})
export class ImageMigrationModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { DealersModule } from '../dealers/dealers.module';
import { CatalogueAdminController } from './catalogue-admin.controller';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueController } from './catalogue.controller';
import { CatalogueDealerController } from './catalogue-dealer.controller';
import { CatalogueExportService } from './catalogue-export.service';
import { CatalogueLookupService } from './catalogue-lookup.service';
import { CatalogueService } from './catalogue.service';
import { CategoryAdminService } from './category-admin.service';
import { CategoryNames } from './category-names';
import { Category } from './entities/category.entity';
import { Product } from './entities/product.entity';
import { ProductAdminService } from './product-admin.service';
import { ProductBulkService } from './product-bulk.service';
import { ProductImageLinksService } from './product-image-links.service';
import { ProductStatsService } from './product-stats.service';
import { ProductStockService } from './product-stock.service';

@Module({
  imports: [TypeOrmModule.forFeature([Product, Category]), DealersModule, AuditModule],
  controllers: [CatalogueController, CatalogueDealerController, CatalogueAdminController],
  providers: [
    CatalogueCache,
    CategoryNames,
    CatalogueService,
    ProductAdminService,
    CategoryAdminService,
    ProductStatsService,
    ProductStockService,
    ProductBulkService,
    ProductImageLinksService,
    CatalogueLookupService,
    CatalogueExportService,
  ],
  /** Orders take stock through ProductStockService; the import and the image migration write products only through the last two. */
  exports: [CatalogueService, ProductStockService, ProductBulkService, ProductImageLinksService],
})
export class CatalogueModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { DealersModule } from '../dealers/dealers.module';
import { ImportModule } from '../import/import.module';
import { CartBulkService } from './cart-bulk.service';
import { CartController } from './cart.controller';
import { CartService } from './cart.service';
import { CartItem } from './entities/cart-item.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CartItem]), CatalogueModule, DealersModule, ImportModule],
  controllers: [CartController],
  providers: [CartService, CartBulkService],
  exports: [CartService, CartBulkService],
})
export class CartModule {}

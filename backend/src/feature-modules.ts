import { AccountingModule } from './modules/accounting/accounting.module';
import { AuthModule } from './modules/auth/auth.module';
import { CartModule } from './modules/cart/cart.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { CompanyModule } from './modules/company/company.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { DealersModule } from './modules/dealers/dealers.module';
import { InvoicesModule } from './modules/invoices/invoices.module';
import { NewsModule } from './modules/news/news.module';
import { ImageMigrationModule } from './modules/image-migration/image-migration.module';
import { ImportModule } from './modules/import/import.module';
import { OrdersModule } from './modules/orders/orders.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { SettingsModule } from './modules/settings/settings.module';
import { TicketsModule } from './modules/tickets/tickets.module';
import { UsersModule } from './modules/users/users.module';

/** The feature modules; the API serves their controllers, the worker runs their job processors. */
export const FEATURE_MODULES = [
  UsersModule,
  SettingsModule,
  DealersModule,
  AuthModule,
  CompanyModule,
  CartModule,
  CatalogueModule,
  OrdersModule,
  InvoicesModule,
  PaymentsModule,
  TicketsModule,
  NewsModule,
  DashboardModule,
  ImportModule,
  ImageMigrationModule,
  AccountingModule,
];

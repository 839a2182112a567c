import { Global, Module } from '@nestjs/common';
import { COMPANY_ACCESS } from './common/auth/decorators';
import { CREDIT_EXPOSURE } from './common/credit-exposure';
import { SALES_FIGURES } from './common/sales-figures';
import { DealersModule } from './modules/dealers/dealers.module';
import { DealersService } from './modules/dealers/dealers.service';
import { CreditExposureService } from './modules/invoices/credit-exposure.service';
import { InvoicesModule } from './modules/invoices/invoices.module';
import { OrderFiguresService } from './modules/orders/order-figures.service';
import { OrdersModule } from './modules/orders/orders.module';

/**
 * Where a module needs an answer from one it cannot import (the import would run in a circle: orders
 * imports the catalogue, whose statistics need sales figures; the guard in common/ needs the dealer's
 * company, role and approval), the asking side declares an interface and a token in common/, and this module at the top
 * binds them to the answering modules' exported services. The asking side injects the token in its
 * constructor: the dependency is declared, never looked up at run time.
 */
@Global()
@Module({
  imports: [OrdersModule, DealersModule, InvoicesModule],
  providers: [
    { provide: SALES_FIGURES, useExisting: OrderFiguresService },
    { provide: COMPANY_ACCESS, useExisting: DealersService },
    { provide: CREDIT_EXPOSURE, useExisting: CreditExposureService },
  ],
  exports: [SALES_FIGURES, COMPANY_ACCESS, CREDIT_EXPOSURE],
})
export class ModulePortsModule {}

import { CompanyScope } from '../../common/auth/company-scope';
import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../common/database/transaction-host';
import { CartBulkService } from '../cart/cart-bulk.service';
import { BulkCartAnswerDto } from '../cart/dto/bulk-cart.dto';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { orderNotFound } from './orders.service';

/**
 * 'Erneut bestellen': the lines of one of the dealer's own orders go into the cart at today's prices (the cart
 * prices every line anew); what is gone, sold out, short or no longer fits its packaging unit is skipped and named.
 */
@Injectable()
export class ReorderService {
  constructor(
    readonly tx: TransactionHost,
    private readonly bulk: CartBulkService,
  ) {}

  /** The order is read within the company; its lines go into the caller's own cart. */
  async reorder(userId: string, scope: CompanyScope, orderId: string): Promise<BulkCartAnswerDto> {
    const order = await this.tx.manager.findOne(Order, { where: { id: orderId, ...scope }, select: { id: true } });
    if (!order) throw orderNotFound();
    const items = await this.tx.manager.find(OrderItem, { where: { orderId }, order: { id: 'ASC' } });
    return this.bulk.addLines(
      userId,
      items.map((item, index) => ({
        line: index + 1,
        productId: item.productId,
        label: typeof item.productSnapshot.name === 'string' ? item.productSnapshot.name : null,
        quantity: item.quantity,
      })),
    );
  }
}

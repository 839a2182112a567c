import { HttpStatus, Injectable, StreamableFile } from '@nestjs/common';
import { CompanyScope } from '../../../common/auth/company-scope';
import { Company, companyOf } from '../../../common/config/company';
import { Environment } from '../../../common/config/environment';
import { TransactionHost } from '../../../common/database/transaction-host';
import { AppError } from '../../../common/http/app-error';
import { OrderItem } from '../entities/order-item.entity';
import { Order } from '../entities/order.entity';
import { OrderStatus } from '../order-enums';
import { orderNotFound } from '../orders.service';
import { deliveryNoteContent } from './delivery-note-content';
import { renderDeliveryNotePdf } from './delivery-note-pdf';

/** A delivery note exists once the goods are on their way; a cancelled order never shipped has none. */
const SHIPPED = new Set([OrderStatus.Shipped, OrderStatus.Delivered]);

/** Delivery notes, drawn on request from the order (nothing stored): the dealer's own orders, the back office all. */
@Injectable()
export class DeliveryNoteService {
  private readonly seller: Company;

  constructor(
    private readonly tx: TransactionHost,
    env: Environment,
  ) {
    this.seller = companyOf(env);
  }

  /** `scope` limits to the caller's company: another company's order answers 404 like a missing one. */
  async download(id: string, scope?: CompanyScope): Promise<StreamableFile> {
    const order = await this.tx.manager.findOneBy(Order, { id, ...scope });
    if (!order) throw orderNotFound();
    if (!SHIPPED.has(order.status)) {
      throw new AppError(HttpStatus.CONFLICT, 'DELIVERY_NOTE_NOT_YET', 'Ein Lieferschein entsteht, sobald die Bestellung versandt ist.');
    }
    const items = await this.tx.manager.find(OrderItem, { where: { orderId: order.id }, order: { id: 'ASC' } });
    const body = await renderDeliveryNotePdf(deliveryNoteContent(order, items, this.seller), order.createdAt);
    return new StreamableFile(body, {
      type: 'application/pdf',
      length: body.length,
      disposition: `attachment; filename="Lieferschein-${order.orderNumber}.pdf"`,
    });
  }
}

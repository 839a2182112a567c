import { OrderItem } from './entities/order-item.entity';
import { OrderStatus } from './order-enums';

/** The stock lines of an order's items (items of products deleted since carry no product and no stock). */
export const stockLinesOf = (items: OrderItem[]) =>
  items.filter((item) => item.productId !== null).map((item) => ({ productId: item.productId!, quantity: item.quantity }));

/** Whether the order holds stock now: one waiting for approval has taken none yet, a cancelled one gave it back. */
export const holdsStock = (status: OrderStatus) => status !== OrderStatus.AwaitingApproval && status !== OrderStatus.Cancelled;

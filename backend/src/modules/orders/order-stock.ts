import { OrderItem } from './entities/order-item.entity';

/** The stock lines of an order's items (items of products deleted since carry no product and no stock). */
export const stockLinesOf = (items: OrderItem[]) =>
  items.filter((item) => item.productId !== null).map((item) => ({ productId: item.productId!, quantity: item.quantity }));

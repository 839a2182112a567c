import { OrderAddress } from './entities/order.entity';
import { OrderStatus, PaymentMethod, PaymentStatus } from './order-enums';

/** An order as an invoice needs it: amounts, addresses, lines with the prices of the order day. */
export interface OrderForInvoice {
  id: string;
  companyId: string;
  /** Who placed the order. */
  userId: string;
  orderNumber: string;
  orderedAt: Date;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  paidAt: Date | null;
  express: boolean;
  plannedDeliveryDate: string;
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress;
  subtotalAmount: string;
  discountAmount: string;
  shippingAmount: string;
  taxAmount: string;
  totalAmount: string;
  items: {
    sku: string;
    name: string;
    quantity: number;
    unitPrice: string;
    basePrice: string;
    totalPrice: string;
    discountPercent: number;
  }[];
}

/** Open orders whose invoice is still ahead: the move to shipped or delivered issues it (ORDER_TRANSITIONS, effect 'invoice'). */
export const STATUSES_BEFORE_INVOICE: readonly OrderStatus[] = [OrderStatus.Pending, OrderStatus.Processing];

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

/**
 * What the orders module asks of invoicing, without depending on it: the invoices module provides this
 * under ORDER_INVOICING and the orders module finds it through the ModuleRef (like DEALER_APPROVAL).
 * Both calls run inside the transaction of the status change, with the order row locked.
 */
export interface OrderInvoicing {
  /** Issues the invoice on the first move to shipped (or delivered) and the cancellation invoice on cancelled. */
  orderStatusChanged(orderId: string, from: OrderStatus, to: OrderStatus): Promise<void>;
  /** True once the order has any invoice: then it can no longer be deleted, only cancelled. */
  hasInvoice(orderId: string): Promise<boolean>;
}

export const ORDER_INVOICING = Symbol('ORDER_INVOICING');

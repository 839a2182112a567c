import { AccessTable } from './rules';

export const ORDERS: AccessTable = {
  getCart: 'approved-dealer',
  clearCart: 'approved-dealer',
  addCartItem: 'approved-dealer',
  updateCartItem: 'approved-dealer',
  removeCartItem: 'approved-dealer',
  placeOrder: 'approved-dealer',
  getOrders: 'dealer',
  getOrder: 'dealer',
  getAdminOrders: 'admin',
  getAdminOrder: 'admin',
  updateOrder: 'admin',
  deleteOrder: 'admin',
  startPayment: 'approved-dealer',
  confirmPayment: 'dealer',
  receiveStripeWebhook: 'public',
  getTestCheckout: 'dealer',
  payTestCheckout: 'dealer',
  cancelTestCheckout: 'dealer',
};

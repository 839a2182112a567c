import { OrderStatus, PaymentStatus } from './order-enums';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  [OrderStatus.AwaitingApproval]: 'Freigabe ausstehend',
  [OrderStatus.Pending]: 'Ausstehend',
  [OrderStatus.Processing]: 'In Bearbeitung',
  [OrderStatus.Shipped]: 'Versandt',
  [OrderStatus.Delivered]: 'Zugestellt',
  [OrderStatus.Cancelled]: 'Storniert',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  [PaymentStatus.Pending]: 'Ausstehend',
  [PaymentStatus.Completed]: 'Bezahlt',
  [PaymentStatus.Failed]: 'Fehlgeschlagen',
  [PaymentStatus.Refunded]: 'Erstattet',
  [PaymentStatus.CashOnDelivery]: 'Zahlung beim Fahrer',
  [PaymentStatus.RefundDue]: 'Zahlung nach Stornierung – Erstattung prüfen',
  [PaymentStatus.PartiallyPaid]: 'Teilweise bezahlt',
};

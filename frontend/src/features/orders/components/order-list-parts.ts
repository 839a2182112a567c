import { formatDate } from '@/lib/format';
import type { OrderSummary } from '../api/queries';

export interface OrdersListProps {
  orders: OrderSummary[];
  loading?: boolean;
  pagination?: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
  /** For a narrow card (the profile): number, amount and status only. */
  compact?: boolean;
}

export const ordersTotal = (total: number) => `${total} ${total === 1 ? 'Bestellung' : 'Bestellungen'}`;

export const plannedDelivery = (order: OrderSummary) => (order.status === 'cancelled' ? '–' : formatDate(order.plannedDeliveryDate));

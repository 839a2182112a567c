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

/** No date for a cancelled order; a waiting one gets its date when an owner approves it (today's delivery terms then). */
export const plannedDelivery = (order: Pick<OrderSummary, 'status' | 'plannedDeliveryDate'>) =>
  order.status === 'cancelled' ? '–' : order.status === 'awaiting_approval' ? 'nach der Freigabe' : formatDate(order.plannedDeliveryDate);

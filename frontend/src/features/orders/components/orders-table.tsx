import { Space, Table, type TableColumnsType } from 'antd';
import { paymentMethodLabel } from '@/components/orders/order-labels';
import { OrderStatusTag, PaymentStatusTag } from '@/components/orders/order-tags';
import { ReorderButton } from '@/components/orders/reorder-button';
import { useMediaQuery } from '@/hooks/use-media-query';
import { formatDate, formatEuro } from '@/lib/format';
import { mayOrder } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';
import type { OrderSummary } from '../api/queries';
import { OrderCards } from './order-cards';
import { OrderNumberLink } from './order-number-link';
import { type OrdersListProps, ordersTotal, plannedDelivery } from './order-list-parts';
import styles from './orders.module.css';

/** Below this width the seven columns do not fit beside the sidebar: each order becomes a card. */
const NARROW = '(max-width: 1199.98px)';

/** Own orders with labelled status and payment badges in German; the number leads to the detail view. */
export function OrdersTable(props: OrdersListProps) {
  const narrow = useMediaQuery(NARROW);
  // 'Erneut bestellen' only for whom the server allows it: a viewer gets no empty column
  const canOrder = mayOrder(useSession());
  if (narrow) return <OrderCards {...props} />;
  const { orders, loading, pagination, compact = false } = props;
  const shown = (key: string) => (!compact || !COMPACT_HIDDEN.has(key)) && (canOrder || key !== 'reorder');
  return (
    <Table<OrderSummary>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={orders}
      onRow={() => ({ 'data-testid': 'order-row' }) as React.HTMLAttributes<HTMLElement>}
      pagination={pagination ? { ...pagination, showSizeChanger: false, showTotal: ordersTotal } : false}
      columns={columns.filter((column) => shown(String(column.key)))}
    />
  );
}

const COMPACT_HIDDEN = new Set(['placedBy', 'items', 'method', 'planned', 'reorder']);

const columns: TableColumnsType<OrderSummary> = [
  {
    title: 'Bestellung',
    key: 'number',
    render: (_, order) => (
      <>
        <OrderNumberLink order={order} />
        <div className={styles.muted}>{formatDate(order.createdAt)}</div>
      </>
    ),
  },
  { title: 'Bestellt von', key: 'placedBy', render: (_, order) => <span className={styles.placedBy}>{order.placedByEmail}</span> },
  { title: 'Artikel', key: 'items', dataIndex: 'itemCount', align: 'right' },
  { title: 'Summe', key: 'total', align: 'right', render: (_, order) => formatEuro(order.totalAmount) },
  {
    title: 'Status',
    key: 'status',
    render: (_, order) => (
      <Space direction="vertical" size={4}>
        <OrderStatusTag status={order.status} labelled />
        <PaymentStatusTag status={order.paymentStatus} orderStatus={order.status} labelled />
      </Space>
    ),
  },
  { title: 'Zahlungsart', key: 'method', render: (_, order) => paymentMethodLabel(order.paymentMethod) },
  { title: 'Lieferung', key: 'planned', render: (_, order) => plannedDelivery(order) },
  {
    title: '',
    key: 'reorder',
    align: 'right',
    render: (_, order) => <ReorderButton orderId={order.id} orderNumber={order.orderNumber} size="small" />,
  },
];

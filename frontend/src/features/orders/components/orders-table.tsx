import { Space, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { paymentMethodLabel } from '@/components/orders/order-labels';
import { OrderStatusTag, PaymentStatusTag } from '@/components/orders/order-tags';
import { ReorderButton } from '@/components/orders/reorder-button';
import { orderDetailPath } from '@/config/paths';
import { formatDate, formatEuro } from '@/lib/format';
import type { OrderSummary } from '../api/queries';
import styles from './orders.module.css';

interface OrdersTableProps {
  orders: OrderSummary[];
  loading?: boolean;
  pagination?: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
  /** For a narrow card (the profile): number, amount and status only. */
  compact?: boolean;
}

/** Own orders with status and payment badges in German; the number leads to the detail view. */
export function OrdersTable({ orders, loading, pagination, compact = false }: OrdersTableProps) {
  return (
    <Table<OrderSummary>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={orders}
      scroll={{ x: 'max-content' }}
      pagination={pagination ? { ...pagination, showSizeChanger: false, showTotal: (total) => `${total} Bestellungen` } : false}
      columns={columns.filter((column) => !compact || !COMPACT_HIDDEN.has(String(column.key)))}
    />
  );
}

const COMPACT_HIDDEN = new Set(['items', 'method', 'planned', 'reorder']);

const columns: TableColumnsType<OrderSummary> = [
  {
    title: 'Bestellung',
    key: 'number',
    render: (_, order) => (
      <>
        <Link to={orderDetailPath(order.id)}>{order.orderNumber}</Link>
        <div className={styles.muted}>{formatDate(order.createdAt)}</div>
      </>
    ),
  },
  { title: 'Artikel', key: 'items', dataIndex: 'itemCount', align: 'right', responsive: ['md'] },
  { title: 'Summe', key: 'total', align: 'right', render: (_, order) => formatEuro(order.totalAmount) },
  {
    title: 'Status',
    key: 'status',
    render: (_, order) => (
      <Space direction="vertical" size={4}>
        <span>
          <OrderStatusTag status={order.status} />
        </span>
        <span title={paymentMethodLabel(order.paymentMethod)}>
          <PaymentStatusTag status={order.paymentStatus} />
        </span>
      </Space>
    ),
  },
  { title: 'Zahlungsart', key: 'method', responsive: ['lg'], render: (_, order) => paymentMethodLabel(order.paymentMethod) },
  {
    title: 'Lieferung',
    key: 'planned',
    responsive: ['md'],
    render: (_, order) => (order.status === 'cancelled' ? '–' : formatDate(order.plannedDeliveryDate)),
  },
  {
    title: '',
    key: 'reorder',
    align: 'right',
    render: (_, order) => <ReorderButton orderId={order.id} orderNumber={order.orderNumber} size="small" />,
  },
];

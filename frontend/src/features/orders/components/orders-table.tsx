import { Table } from 'antd';
import { Link } from 'react-router-dom';
import { paymentMethodLabel } from '@/components/orders/order-labels';
import { OrderStatusTag, PaymentStatusTag } from '@/components/orders/order-tags';
import { orderDetailPath } from '@/config/paths';
import { formatDate, formatEuro } from '@/lib/format';
import type { OrderSummary } from '../api/queries';

interface OrdersTableProps {
  orders: OrderSummary[];
  loading?: boolean;
  pagination?: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
}

/** Own orders with status and payment badges in German; the number leads to the detail view. */
export function OrdersTable({ orders, loading, pagination }: OrdersTableProps) {
  return (
    <Table<OrderSummary>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={orders}
      scroll={{ x: 'max-content' }}
      pagination={pagination ? { ...pagination, showSizeChanger: false, showTotal: (total) => `${total} Bestellungen` } : false}
      columns={[
        {
          title: 'Bestellnummer',
          key: 'number',
          render: (_, order) => <Link to={orderDetailPath(order.id)}>{order.orderNumber}</Link>,
        },
        { title: 'Datum', key: 'date', render: (_, order) => formatDate(order.createdAt) },
        { title: 'Artikel', dataIndex: 'itemCount', align: 'right' },
        { title: 'Summe', key: 'total', align: 'right', render: (_, order) => formatEuro(order.totalAmount) },
        { title: 'Status', key: 'status', render: (_, order) => <OrderStatusTag status={order.status} /> },
        {
          title: 'Zahlung',
          key: 'payment',
          render: (_, order) => (
            <span title={paymentMethodLabel(order.paymentMethod)}>
              <PaymentStatusTag status={order.paymentStatus} />
            </span>
          ),
        },
        { title: 'Lieferung', key: 'planned', render: (_, order) => (order.status === 'cancelled' ? '–' : formatDate(order.plannedDeliveryDate)) },
      ]}
    />
  );
}

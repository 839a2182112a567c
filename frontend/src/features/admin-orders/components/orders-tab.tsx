import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { paymentMethodLabel } from '@/components/orders/order-labels';
import { StripeRefundButton } from '@/components/orders/stripe-refund-button';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate, formatEuro } from '@/lib/format';
import { type AdminOrder, type AdminOrderFilters, adminOrdersQueryOptions } from '../api/queries';
import { OpenDuplicatePayments } from './duplicate-payments';
import { DeleteOrderButton, OrderStatusSelect, PaymentStatusSelect } from './order-controls';
import { OrderExpanded } from './order-expanded';
import { OrderFilters } from './order-filters';
import styles from './admin-orders.module.css';

const PAGE_SIZE = 20;

/** /admin#orders: all orders, newest first, filtered and paged on the server. */
export function OrdersTab() {
  const [filters, setFilters] = useState<AdminOrderFilters>({ page: 1, pageSize: PAGE_SIZE });
  const orders = useQuery(adminOrdersQueryOptions(filters));
  const change = (next: Partial<AdminOrderFilters>) => setFilters((current) => ({ ...current, ...next, page: 1 }));
  const offset = ((filters.page ?? 1) - 1) * PAGE_SIZE;

  const filterByDealer = (order: AdminOrder) => change({ dealerId: order.dealer.userId });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <OpenDuplicatePayments />
      <OrderFilters filters={filters} onChange={change} />
      {orders.isError && <Alert type="error" showIcon message="Bestellungen konnten nicht geladen werden" description={userMessageFor(orders.error)} />}
      <Table<AdminOrder>
        rowKey="id"
        size="middle"
        dataSource={orders.data?.items}
        loading={orders.isFetching}
        locale={{ emptyText: 'Keine Bestellungen für diese Auswahl.' }}
        scroll={{ x: 'max-content' }}
        // a fixed expand column makes antd size the opened order to the visible table, not to its scrolled width
        expandable={{ expandedRowRender: (order) => <OrderExpanded order={order} />, fixed: 'left' }}
        pagination={{
          current: filters.page,
          pageSize: PAGE_SIZE,
          total: orders.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => (total === 1 ? '1 Bestellung' : `${total} Bestellungen`),
          onChange: (page) => setFilters((current) => ({ ...current, page })),
        }}
        columns={[
          { title: 'Nr.', key: 'count', width: 56, responsive: ['md'], render: (_, _order, index) => offset + index + 1 },
          {
            title: 'Bestellung',
            key: 'phone',
            responsive: ['xs'],
            render: (_, order) => <PhoneOrderCell order={order} />,
          },
          {
            title: 'Bestellung',
            key: 'number',
            responsive: ['sm'],
            render: (_, order) => (
              <>
                <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                  {order.orderNumber}
                </Typography.Text>
                <div className={styles.sub}>{formatDate(order.createdAt)}</div>
              </>
            ),
          },
          {
            title: 'Händler',
            key: 'dealer',
            responsive: ['md'],
            render: (_, order) => (
              <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => filterByDealer(order)} title="Nur Bestellungen dieses Händlers">
                {order.dealer.companyName}
              </Button>
            ),
          },
          {
            title: 'Summe',
            key: 'total',
            align: 'right',
            responsive: ['sm'],
            render: (_, order) => (
              <>
                <Typography.Text strong>{formatEuro(order.totalAmount)}</Typography.Text>
                <div className={styles.sub}>Rabatt {formatEuro(order.discountAmount)}</div>
                <div className={styles.sub}>USt. {formatEuro(order.taxAmount)}</div>
              </>
            ),
          },
          { title: 'Zahlungsart', key: 'method', responsive: ['lg'], render: (_, order) => paymentMethodLabel(order.paymentMethod) },
          {
            title: 'Bestell- / Zahlungsstatus',
            key: 'status',
            responsive: ['sm'],
            render: (_, order) => (
              <Space direction="vertical" size={6}>
                <OrderStatusSelect order={order} />
                <PaymentStatusSelect order={order} />
                <StripeRefundButton order={order} />
              </Space>
            ),
          },
          { title: '', key: 'actions', width: 48, responsive: ['sm'], render: (_, order) => <DeleteOrderButton order={order} /> },
        ]}
      />
    </Space>
  );
}

/** On a phone one column holds what the others show beside each other: number, sum, both statuses, refund, delete. */
function PhoneOrderCell({ order }: { order: AdminOrder }) {
  return (
    <Space direction="vertical" size={6} style={{ width: '100%' }}>
      <div className={styles.phoneHead}>
        <div>
          <Typography.Text strong>{order.orderNumber}</Typography.Text>
          <div className={styles.sub}>
            {formatDate(order.createdAt)} · {formatEuro(order.totalAmount)}
          </div>
          <div className={styles.sub}>{order.dealer.companyName}</div>
        </div>
        <DeleteOrderButton order={order} />
      </div>
      <OrderStatusSelect order={order} width="100%" />
      <PaymentStatusSelect order={order} width="100%" />
      <StripeRefundButton order={order} block />
    </Space>
  );
}

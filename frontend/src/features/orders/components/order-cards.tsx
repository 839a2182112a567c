import { Pagination, Spin } from 'antd';
import { paymentMethodLabel } from '@/components/orders/order-labels';
import { OrderStatusTag, PaymentStatusTag } from '@/components/orders/order-tags';
import { ReorderButton } from '@/components/orders/reorder-button';
import { formatDate, formatEuro } from '@/lib/format';
import { type OrdersListProps, ordersTotal, plannedDelivery } from './order-list-parts';
import { OrderNumberLink } from './order-number-link';
import styles from './order-cards.module.css';

/** The orders list on a phone or beside an open sidebar: one card per order, nothing behind a sideways scroll. */
export function OrderCards({ orders, loading, pagination, compact = false }: OrdersListProps) {
  return (
    <Spin spinning={Boolean(loading)}>
      <ul className={styles.cards}>
        {orders.map((order) => (
          <li key={order.id} className={styles.card} data-testid="order-row">
            <div className={styles.head}>
              <OrderNumberLink order={order} className={styles.number} />
              <strong className={styles.total}>{formatEuro(order.totalAmount)}</strong>
            </div>
            <div className={styles.tags}>
              <OrderStatusTag status={order.status} labelled />
              <PaymentStatusTag status={order.paymentStatus} orderStatus={order.status} labelled />
            </div>
            <dl className={styles.facts}>
              <dt>Bestellt am</dt>
              <dd>{formatDate(order.createdAt)}</dd>
              {!compact && (
                <>
                  <dt>Bestellt von</dt>
                  <dd className={styles.placedBy}>{order.placedByEmail}</dd>
                  <dt>Artikel</dt>
                  <dd>{order.itemCount}</dd>
                  <dt>Zahlungsart</dt>
                  <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
                  <dt>Lieferung</dt>
                  <dd>{plannedDelivery(order)}</dd>
                </>
              )}
            </dl>
            {!compact && <ReorderButton orderId={order.id} orderNumber={order.orderNumber} size="small" />}
          </li>
        ))}
      </ul>
      {pagination && pagination.total > pagination.pageSize && (
        <Pagination {...pagination} size="small" showSizeChanger={false} showTotal={ordersTotal} className={styles.pagination} />
      )}
    </Spin>
  );
}

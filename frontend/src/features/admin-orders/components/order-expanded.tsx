import { Descriptions, Typography } from 'antd';
import { DeliveryNoteButton } from '@/components/orders/delivery-note-button';
import { InvoiceLinks } from '@/components/orders/invoice-links';
import { OrderAddress } from '@/components/orders/order-address';
import { OrderItemsList } from '@/components/orders/order-items-list';
import { deliveryLabel, paymentMethodLabel } from '@/components/orders/order-labels';
import { RefundFailureAlert } from '@/components/orders/refund-failure-notice';
import { formatDate, formatDateTime, formatEuro } from '@/lib/format';
import type { AdminOrder } from '../api/queries';
import styles from './admin-orders.module.css';
import { OrderDuplicatePayments } from './duplicate-payments';

/** Everything else the admin spec shows per order: address, notes, amounts, lines, invoice. */
export function OrderExpanded({ order }: { order: AdminOrder }) {
  return (
    <div className={styles.expandedRoot}>
      <RefundFailureAlert failure={order.refundFailure} className={styles.orderDuplicates} />
      {order.paymentMethod === 'stripe' && <OrderDuplicatePayments orderId={order.id} />}
      <div className={styles.expanded}>
        <div>
          <Typography.Text strong>Lieferadresse</Typography.Text>
          <OrderAddress address={order.shippingAddress} />
          <Typography.Text type="secondary">
            {order.dealer.companyName} · {order.dealer.email}
          </Typography.Text>
        </div>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'method', label: 'Zahlungsart', children: paymentMethodLabel(order.paymentMethod) },
            { key: 'net', label: 'Warenwert netto', children: formatEuro(order.subtotalAmount) },
            { key: 'discount', label: 'Rabatt', children: formatEuro(order.discountAmount) },
            { key: 'shipping', label: 'Versand netto', children: formatEuro(order.shippingAmount) },
            { key: 'tax', label: 'USt. 19 %', children: formatEuro(order.taxAmount) },
            { key: 'total', label: 'Gesamt', children: formatEuro(order.totalAmount) },
            { key: 'delivery', label: 'Lieferart', children: `${deliveryLabel(order.express)}, geplant ${formatDate(order.plannedDeliveryDate)}` },
            ...(order.paidAt ? [{ key: 'paid', label: 'Bezahlt am', children: formatDateTime(order.paidAt) }] : []),
            ...(order.stripeRefundId ? [{ key: 'refund', label: 'Erstattung bei Stripe', children: <Typography.Text code>{order.stripeRefundId}</Typography.Text> }] : []),
            { key: 'notes', label: 'Anmerkungen', children: <span style={{ whiteSpace: 'pre-line' }}>{order.notes ?? '–'}</span> },
          ]}
        />
        <div className={styles.wide}>
          <OrderItemsList items={order.items} />
        </div>
        <div className={styles.wide}>
          <InvoiceLinks orderId={order.id} scope="admin" orderStatus={order.status} invoiced={order.invoiced} />
          <div style={{ marginTop: 8 }}>
            <DeliveryNoteButton orderId={order.id} orderNumber={order.orderNumber} orderStatus={order.status} scope="admin" />
          </div>
        </div>
      </div>
    </div>
  );
}

import { Card, Descriptions, Space, Typography } from 'antd';
import { DeliveryNoteButton } from '@/components/orders/delivery-note-button';
import { InvoiceLinks } from '@/components/orders/invoice-links';
import { OrderAddress } from '@/components/orders/order-address';
import { OrderAmounts } from '@/components/orders/order-amounts';
import { OrderItemsList } from '@/components/orders/order-items-list';
import { deliveryLabel } from '@/components/orders/order-labels';
import { OrderStatusTag } from '@/components/orders/order-tags';
import { ReorderButton } from '@/components/orders/reorder-button';
import { formatDateTime } from '@/lib/format';
import type { Order } from '../api/queries';
import { plannedDelivery } from './order-list-parts';
import { invoiceHint } from './order-notes';
import { PaymentDetails } from './payment-details';
import styles from './orders.module.css';

/**
 * One company order in full: lines, amounts, payment with instructions, who placed it, address, delivery date, invoice.
 * A cancelled (or rejected) order promises no delivery date, payment or invoice.
 */
export function OrderView({ order }: { order: Order }) {
  return (
    <div className={styles.detail}>
      <div className={styles.detailMain}>
        <Card title="Positionen">
          <OrderItemsList items={order.items} />
        </Card>
        <Card title="Zahlung">
          <PaymentDetails order={order} />
        </Card>
      </div>
      <div className={styles.detailSide}>
        <Card title="Übersicht">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'number', label: 'Bestellnummer', children: <strong data-testid="order-number" style={{ whiteSpace: 'nowrap' }}>{order.orderNumber}</strong> },
              { key: 'date', label: 'Bestellt am', children: formatDateTime(order.createdAt) },
              { key: 'placedBy', label: 'Bestellt von', children: <span style={{ overflowWrap: 'anywhere' }}>{order.placedByEmail}</span> },
              { key: 'status', label: 'Status', children: <OrderStatusTag status={order.status} labelled /> },
              { key: 'delivery', label: 'Lieferart', children: deliveryLabel(order.express) },
              ...(order.status === 'cancelled' ? [] : [{ key: 'planned', label: 'Geplante Lieferung', children: plannedDelivery(order) }]),
            ]}
          />
          <div style={{ marginTop: 12 }}>
            <ReorderButton orderId={order.id} orderNumber={order.orderNumber} type="primary" />
          </div>
          <div style={{ marginTop: 12 }}>
            <OrderAmounts
              amounts={{ subtotal: order.subtotalAmount, discount: order.discountAmount, shipping: order.shippingAmount, tax: order.taxAmount, total: order.totalAmount }}
              express={order.express}
            />
          </div>
        </Card>
        <Card title={billedElsewhere(order) ? 'Lieferadresse' : 'Liefer- und Rechnungsadresse'}>
          <OrderAddress address={order.shippingAddress} />
          {billedElsewhere(order) && (
            <div style={{ marginTop: 12 }}>
              <Typography.Text type="secondary">Rechnung an</Typography.Text>
              <OrderAddress address={order.billingAddress} />
            </div>
          )}
          <div style={{ marginTop: 12 }}>
            <DeliveryNoteButton orderId={order.id} orderNumber={order.orderNumber} orderStatus={order.status} />
          </div>
          {order.notes && (
            <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0, whiteSpace: 'pre-line' }}>
              <Typography.Text type="secondary">Anmerkungen: </Typography.Text>
              {order.notes}
            </Typography.Paragraph>
          )}
        </Card>
        <InvoiceCard order={order} />
      </div>
    </div>
  );
}

function InvoiceCard({ order }: { order: Order }) {
  return (
    <Card title="Rechnung" size="small">
      <Space direction="vertical">
        <InvoiceLinks orderId={order.id} orderStatus={order.status} invoiced={order.invoiced} />
        {!order.invoiced && (
          <Typography.Text type="secondary" style={{ fontSize: '0.9em' }}>
            {invoiceHint(order)}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}

/** A drop-shipped order goes to an end customer and is billed to the dealer company: then both are shown. */
const billedElsewhere = (order: Order) =>
  order.billingAddress.company !== order.shippingAddress.company ||
  order.billingAddress.address !== order.shippingAddress.address ||
  order.billingAddress.postalCode !== order.shippingAddress.postalCode;

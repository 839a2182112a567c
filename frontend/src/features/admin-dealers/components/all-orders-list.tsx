import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { ORDER_STATUSES, orderStatusInfo, PAYMENT_STATUSES, paymentMethodLabel, paymentStatusInfo, paymentStatusOptions, statusOptions } from '@/components/orders/order-labels';
import { formatDateTime, formatEuro } from '@/lib/format';
import { useUpdateAdminOrder } from '@/components/orders/admin-order-mutations';
import { StripeRefundButton } from '@/components/orders/stripe-refund-button';
import { type AdminOrder, dealersTabOrdersQueryOptions, type OrderListParams, type OrderStatus, type PaymentStatus } from '../api/orders';
import { ListSection } from './list-section';
import styles from './dealers-tab.module.css';

const PAGE_SIZE = 10;
const STATUS_FILTER = ORDER_STATUSES.map((value) => ({ value, label: orderStatusInfo(value).label }));
const PAYMENT_FILTER = PAYMENT_STATUSES.map((value) => ({ value, label: paymentStatusInfo(value).label }));

/** "Alle Bestellungen" of the dealers tab: newest first, filtered and paged by GET /api/admin/orders. */
export function AllOrdersList() {
  const [params, setParams] = useState<OrderListParams>({ page: 1, pageSize: PAGE_SIZE });
  const orders = useQuery(dealersTabOrdersQueryOptions(params));
  const filter = (change: Partial<OrderListParams>) => setParams((current) => ({ ...current, ...change, page: 1 }));

  return (
    <ListSection
      id="all-orders"
      title="Alle Bestellungen"
      query={orders}
      loadError="Bestellungen konnten nicht geladen werden."
      empty={params.status || params.paymentStatus || params.q ? 'Keine Bestellungen zu diesen Filtern.' : 'Noch keine Bestellungen.'}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={(page) => setParams((current) => ({ ...current, page }))}
      filters={
        <>
          <Input.Search
            allowClear
            placeholder="Bestellnummer oder Firma"
            aria-label="Bestellungen durchsuchen"
            maxLength={100}
            onSearch={(q) => filter({ q: q.trim() || undefined })}
            className={styles.search}
          />
          <Select<OrderStatus>
            allowClear
            placeholder="Status"
            aria-label="Nach Bestellstatus filtern"
            options={STATUS_FILTER}
            onChange={(status) => filter({ status })}
            className={styles.filterSelect}
          />
          <Select<PaymentStatus>
            allowClear
            placeholder="Zahlungsstatus"
            aria-label="Nach Zahlungsstatus filtern"
            options={PAYMENT_FILTER}
            onChange={(paymentStatus) => filter({ paymentStatus })}
            className={styles.filterSelect}
          />
        </>
      }
    >
      {(items) => (
        <div className={styles.rows}>
          {items.map((order, index) => (
            <OrderCard key={order.id} order={order} position={(params.page - 1) * PAGE_SIZE + index + 1} />
          ))}
        </div>
      )}
    </ListSection>
  );
}

function OrderCard({ order, position }: { order: AdminOrder; position: number }) {
  const update = useUpdateAdminOrder();
  const address = order.shippingAddress;
  const changing = update.isPending ? update.variables : undefined;
  return (
    <Card size="small" data-testid="dealers-tab-order">
      <div className={styles.orderHead}>
        <div className={styles.rowText}>
          <Typography.Text type="secondary">Nr. {position}</Typography.Text>
          <Typography.Text strong>{order.orderNumber}</Typography.Text>
          <Typography.Text type="secondary">
            {formatDateTime(order.createdAt)} · {order.dealer.companyName}
          </Typography.Text>
        </div>
        <Typography.Text strong className={styles.amount}>
          {formatEuro(order.totalAmount)}
        </Typography.Text>
      </div>
      <div className={styles.orderBody}>
        <Descriptions
          column={{ xs: 2, sm: 2, md: 3 }}
          size="small"
          items={[
            { key: 'method', label: 'Zahlungsart', span: { xs: 2, sm: 2, md: 1 }, children: paymentMethodLabel(order.paymentMethod) },
            { key: 'items', label: 'Artikel', children: order.itemCount.toLocaleString('de-DE') },
            { key: 'discount', label: 'Rabatt', children: formatEuro(order.discountAmount) },
            { key: 'tax', label: 'MwSt.', span: { xs: 2, sm: 2, md: 1 }, children: formatEuro(order.taxAmount) },
            {
              key: 'address',
              label: 'Lieferadresse',
              span: 'filled',
              children: (
                <span className={styles.address}>
                  {[address.company, address.contactPerson, address.address, [address.postalCode, address.city].filter(Boolean).join(' '), address.phone].filter(Boolean).join(', ')}
                </span>
              ),
            },
            ...(order.notes ? [{ key: 'notes', label: 'Notizen', span: 'filled' as const, children: <span className={styles.address}>{order.notes}</span> }] : []),
          ]}
        />
        <div className={styles.orderControls}>
          <label className={styles.control}>
            <Typography.Text type="secondary">Status</Typography.Text>
            <Select<OrderStatus>
              value={order.status}
              options={statusOptions(order)}
              loading={changing !== undefined && 'status' in changing}
              disabled={update.isPending || order.allowedStatuses.length === 0}
              onChange={(status) => update.mutate({ id: order.id, status })}
              aria-label={`Bestellstatus von ${order.orderNumber}`}
            />
          </label>
          <label className={styles.control}>
            <Typography.Text type="secondary">Zahlungsstatus</Typography.Text>
            <Select<PaymentStatus>
              value={order.paymentStatus}
              options={paymentStatusOptions(order)}
              loading={changing !== undefined && 'paymentStatus' in changing}
              disabled={update.isPending || order.allowedPaymentStatuses.length === 0}
              onChange={(paymentStatus) => update.mutate({ id: order.id, paymentStatus })}
              aria-label={`Zahlungsstatus von ${order.orderNumber}`}
            />
          </label>
          <StripeRefundButton order={order} />
        </div>
      </div>
    </Card>
  );
}

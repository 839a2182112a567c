import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Space, Typography } from 'antd';
import { RefundFailureTag } from '@/components/orders/refund-failure-notice';
import { providerAmount } from '@/components/orders/stripe-refund';
import { formatDateTime } from '@/lib/format';
import {
  type DuplicatePayment,
  openDuplicatePaymentsQueryOptions,
  orderDuplicatePaymentsQueryOptions,
  useMarkDuplicateRefunded,
  useRefundDuplicateAtStripe,
} from '../api/duplicate-payments';
import styles from './admin-orders.module.css';

/** In German format; another currency than the order's euro is shown as the provider reported it. */
function amountOf(duplicate: DuplicatePayment): string {
  return duplicate.amount === null ? 'Betrag siehe Stripe' : providerAmount(duplicate.amount, duplicate.currency);
}

/** The orders tab's work list: second card payments of paid orders, still to refund. */
export function OpenDuplicatePayments() {
  const open = useQuery(openDuplicatePaymentsQueryOptions());
  const items = open.data ?? [];
  if (items.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={items.length === 1 ? 'Eine doppelte Kartenzahlung ist zu erstatten' : `${items.length} doppelte Kartenzahlungen sind zu erstatten`}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            Für diese Bestellungen kam mit einer zweiten Zahlungssitzung nochmals Geld. Die Bestellung bleibt einmal bezahlt; bitte erstatten Sie das zweite
            Geld über Stripe. Wurde es schon im Stripe-Dashboard erstattet, vermerken Sie das hier.
          </Typography.Paragraph>
          <DuplicatePaymentLines items={items} withOrder />
        </>
      }
    />
  );
}

/** Under an expanded card order: its second payments, with whether and by whom they were refunded. */
export function OrderDuplicatePayments({ orderId }: { orderId: string }) {
  const duplicates = useQuery(orderDuplicatePaymentsQueryOptions(orderId));
  const items = duplicates.data ?? [];
  if (items.length === 0) return null;
  const open = items.some((duplicate) => !duplicate.refundedAt);
  return (
    <Alert
      className={styles.orderDuplicates}
      type={open ? 'warning' : 'info'}
      showIcon
      message={open ? 'Doppelte Kartenzahlung: bitte über Stripe erstatten' : 'Doppelte Kartenzahlung erstattet'}
      description={<DuplicatePaymentLines items={items} />}
    />
  );
}

function DuplicatePaymentLines({ items, withOrder = false }: { items: DuplicatePayment[]; withOrder?: boolean }) {
  const mark = useMarkDuplicateRefunded();
  const refund = useRefundDuplicateAtStripe();
  const busy = (id: string) => (mark.isPending && mark.variables === id) || (refund.isPending && refund.variables === id);
  return (
    <ul className={styles.duplicates}>
      {items.map((duplicate) => (
        <li key={duplicate.id}>
          <span>
            {withOrder && <Typography.Text strong>{duplicate.orderNumber}: </Typography.Text>}
            {amountOf(duplicate)}, eingegangen {formatDateTime(duplicate.receivedAt)}, Sitzung <Typography.Text code>{duplicate.sessionId}</Typography.Text>
            {duplicate.refundFailure && (
              <div className={styles.refundFailure}>
                <RefundFailureTag failure={duplicate.refundFailure} /> {duplicate.refundFailure.reasonText}
              </div>
            )}
          </span>
          {duplicate.refundedAt ? (
            <Typography.Text type="secondary">
              {duplicate.stripeRefundId ? 'über Stripe erstattet' : 'erstattet vermerkt'} {formatDateTime(duplicate.refundedAt)}
              {duplicate.refundedBy ? ` von ${duplicate.refundedBy}` : ''}
            </Typography.Text>
          ) : (
            <Space size={8} wrap>
              <Popconfirm
                title={duplicate.amount === null ? 'Die zweite Zahlung über Stripe erstatten?' : `${amountOf(duplicate)} über Stripe erstatten?`}
                description={`Das zweite Geld zu ${duplicate.orderNumber} geht an die Karte zurück; die Bestellung bleibt bezahlt.`}
                okText="Ja, erstatten"
                okButtonProps={{ danger: true }}
                cancelText="Abbrechen"
                onConfirm={() => refund.mutateAsync(duplicate.id).catch(() => undefined)}
              >
                <Button size="small" type="primary" disabled={busy(duplicate.id)} loading={refund.isPending && refund.variables === duplicate.id}>
                  Über Stripe erstatten
                </Button>
              </Popconfirm>
              <Popconfirm
                title="Im Stripe-Dashboard erstattet?"
                description="Vermerkt wird nur hier; Geld bewegt das Portal dabei nicht."
                okText="Ja, vermerken"
                cancelText="Abbrechen"
                onConfirm={() => mark.mutateAsync(duplicate.id).catch(() => undefined)}
              >
                <Button size="small" disabled={busy(duplicate.id)} loading={mark.isPending && mark.variables === duplicate.id}>
                  Als erstattet vermerken
                </Button>
              </Popconfirm>
            </Space>
          )}
        </li>
      ))}
    </ul>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Typography } from 'antd';
import { formatDateTime, formatEuro } from '@/lib/format';
import { type DuplicatePayment, openDuplicatePaymentsQueryOptions, orderDuplicatePaymentsQueryOptions, useMarkDuplicateRefunded } from '../api/duplicate-payments';
import styles from './admin-orders.module.css';

/** In German format; another currency than the order's euro is shown as the provider reported it. */
function amountOf(duplicate: DuplicatePayment): string {
  if (duplicate.amount === null) return 'Betrag siehe Stripe';
  if (!duplicate.currency || duplicate.currency === 'eur') return formatEuro(duplicate.amount);
  try {
    return new Intl.NumberFormat('de-DE', { style: 'currency', currency: duplicate.currency.toUpperCase() }).format(Number(duplicate.amount));
  } catch {
    return `${duplicate.amount.replace('.', ',')} ${duplicate.currency.toUpperCase()}`;
  }
}

/** The orders tab's work list: second card payments of paid orders, still to refund in Stripe's dashboard. */
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
            Geld im Stripe-Dashboard und vermerken Sie es hier.
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
      message={open ? 'Doppelte Kartenzahlung: bitte im Stripe-Dashboard erstatten' : 'Doppelte Kartenzahlung erstattet'}
      description={<DuplicatePaymentLines items={items} />}
    />
  );
}

function DuplicatePaymentLines({ items, withOrder = false }: { items: DuplicatePayment[]; withOrder?: boolean }) {
  const mark = useMarkDuplicateRefunded();
  return (
    <ul className={styles.duplicates}>
      {items.map((duplicate) => (
        <li key={duplicate.id}>
          <span>
            {withOrder && <Typography.Text strong>{duplicate.orderNumber}: </Typography.Text>}
            {amountOf(duplicate)}, eingegangen {formatDateTime(duplicate.receivedAt)}, Sitzung <Typography.Text code>{duplicate.sessionId}</Typography.Text>
          </span>
          {duplicate.refundedAt ? (
            <Typography.Text type="secondary">
              erstattet vermerkt {formatDateTime(duplicate.refundedAt)}
              {duplicate.refundedBy ? ` von ${duplicate.refundedBy}` : ''}
            </Typography.Text>
          ) : (
            <Popconfirm
              title="Im Stripe-Dashboard erstattet?"
              description="Vermerkt wird nur hier; Geld bewegt das Portal nicht."
              okText="Ja, vermerken"
              cancelText="Abbrechen"
              onConfirm={() => mark.mutateAsync(duplicate.id).catch(() => undefined)}
            >
              <Button size="small" loading={mark.isPending && mark.variables === duplicate.id}>
                Als erstattet vermerken
              </Button>
            </Popconfirm>
          )}
        </li>
      ))}
    </ul>
  );
}

import { Typography } from 'antd';
import { formatEuro } from '@/lib/format';
import styles from './orders.module.css';

export interface Amounts {
  subtotal: string;
  discount: string;
  shipping: string;
  tax: string;
  total: string;
}

interface OrderAmountsProps {
  amounts: Amounts;
  discountPercent?: number;
  express?: boolean;
}

/** The server's figures as a summary: goods (net, after the dealer's discount), shipping, 19 % VAT, total. */
export function OrderAmounts({ amounts, discountPercent, express }: OrderAmountsProps) {
  const freeShipping = Number(amounts.shipping) === 0;
  return (
    <dl className={styles.amounts} aria-label="Summen">
      <dt>Warenwert netto</dt>
      <dd>{formatEuro(amounts.subtotal)}</dd>
      {Number(amounts.discount) > 0 && (
        <>
          <dt className={styles.muted}>Ihr Händlerrabatt{discountPercent ? ` (${discountPercent} %)` : ''}, bereits abgezogen</dt>
          <dd className={styles.saving}>−{formatEuro(amounts.discount)}</dd>
        </>
      )}
      <dt>Versand netto{express ? ' (inkl. Express)' : ''}</dt>
      <dd>{freeShipping ? 'kostenlos' : formatEuro(amounts.shipping)}</dd>
      <dt>USt. 19 %</dt>
      <dd>{formatEuro(amounts.tax)}</dd>
      <dt className={styles.total}>Gesamt</dt>
      <dd className={styles.total}>
        <Typography.Text strong data-testid="order-total">
          {formatEuro(amounts.total)}
        </Typography.Text>
      </dd>
    </dl>
  );
}

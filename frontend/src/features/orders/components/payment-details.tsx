import { Alert, Descriptions, Space, Typography } from 'antd';
import { paymentMethodLabel } from '@/components/orders/order-labels';
import { PaymentStatusTag } from '@/components/orders/order-tags';
import { formatDateTime, formatEuro } from '@/lib/format';
import type { Order } from '../api/queries';
import { paymentNote } from './order-notes';
import { PayNowButton, useMayPay } from './pay-now-button';

/**
 * The payment method with what the dealer has to do: bank details for Vorkasse, paid state or 'Jetzt bezahlen' for card
 * (only for whom the server lets pay), where the invoice is. A cancelled or rejected order asks for nothing.
 */
export function PaymentDetails({ order }: { order: Order }) {
  const mayPay = useMayPay();
  const open = order.status !== 'cancelled';
  const instructions = open ? order.paymentInstructions : null;
  const note = paymentNote(order);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text strong>{paymentMethodLabel(order.paymentMethod)}</Typography.Text>
        <PaymentStatusTag status={order.paymentStatus} orderStatus={order.status} labelled />
        {order.paidAt && <Typography.Text type="secondary">bezahlt am {formatDateTime(order.paidAt)}</Typography.Text>}
      </Space>
      {instructions && (
        <Alert
          type="info"
          showIcon
          message={`Bitte überweisen Sie ${formatEuro(instructions.amount)} auf unser Konto`}
          description={
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'holder', label: 'Kontoinhaber', children: instructions.accountHolder },
                { key: 'bank', label: 'Bank', children: instructions.bankName },
                { key: 'iban', label: 'IBAN', children: <Typography.Text copyable>{instructions.iban}</Typography.Text> },
                { key: 'bic', label: 'BIC', children: instructions.bic },
                { key: 'reference', label: 'Verwendungszweck', children: <Typography.Text copyable>{instructions.reference}</Typography.Text> },
              ]}
            />
          }
        />
      )}
      {note && (
        <Typography.Text type="secondary" data-testid="payment-note">
          {note}
        </Typography.Text>
      )}
      {open && order.canPay && mayPay && (
        <Space direction="vertical" size={8}>
          <Typography.Text>Die Kartenzahlung ist noch offen. Sie können sie jetzt abschließen.</Typography.Text>
          <PayNowButton orderId={order.id} />
        </Space>
      )}
    </Space>
  );
}

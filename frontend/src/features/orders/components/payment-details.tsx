import { Alert, Descriptions, Space, Typography } from 'antd';
import { paymentMethodLabel } from '@/components/orders/order-labels';
import { PaymentStatusTag } from '@/components/orders/order-tags';
import { formatDateTime, formatEuro } from '@/lib/format';
import type { Order } from '../api/queries';
import { PayNowButton } from './pay-now-button';

/** The payment method with what the dealer has to do: bank details for Vorkasse, paid state or 'Jetzt bezahlen' for card. */
export function PaymentDetails({ order }: { order: Order }) {
  const instructions = order.paymentInstructions;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text strong>{paymentMethodLabel(order.paymentMethod)}</Typography.Text>
        <PaymentStatusTag status={order.paymentStatus} labelled />
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
      {order.paymentMethod === 'invoice' && (
        <Typography.Text type="secondary">Sie erhalten die Rechnung mit dem Versand und zahlen nach den vereinbarten Zahlungsbedingungen.</Typography.Text>
      )}
      {order.paymentMethod === 'cash_on_delivery' && (
        <Typography.Text type="secondary">Sie bezahlen bei der Lieferung direkt beim Fahrer.</Typography.Text>
      )}
      {order.canPay && (
        <Space direction="vertical" size={8}>
          <Typography.Text>Die Kartenzahlung ist noch offen. Sie können sie jetzt abschließen.</Typography.Text>
          <PayNowButton orderId={order.id} />
        </Space>
      )}
    </Space>
  );
}

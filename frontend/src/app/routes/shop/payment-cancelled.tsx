import { useQuery } from '@tanstack/react-query';
import { Result, Space } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { DealerOnly } from '@/components/orders/dealer-only';
import { orderQueryOptions } from '@/features/orders/api/queries';
import { PaymentLinks } from '@/features/orders/components/payment-links';
import { PayNowButton, useMayPay } from '@/features/orders/components/pay-now-button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The card payment was cancelled: the order stays open and can be paid later ('Jetzt bezahlen'). */
export function PaymentCancelledPage() {
  useDocumentTitle('Zahlung abgebrochen');
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  return (
    <DealerOnly what="Ihre Bestellung zu bezahlen">
      <Cancelled orderId={orderId} />
    </DealerOnly>
  );
}

function Cancelled({ orderId }: { orderId: string | null }) {
  const mayPay = useMayPay();
  const order = useQuery({ ...orderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) });
  const number = order.data ? ` ${order.data.orderNumber}` : '';
  return (
    <Result
      status="info"
      title="Zahlung abgebrochen"
      subTitle={`Ihre Bestellung${number} bleibt offen. Sie können sie später bezahlen – jederzeit auch über Ihr Profil.`}
      extra={
        <Space direction="vertical" size={16} align="center">
          {order.data?.canPay && mayPay && <PayNowButton orderId={order.data.id} size="large" />}
          <PaymentLinks />
        </Space>
      }
    />
  );
}

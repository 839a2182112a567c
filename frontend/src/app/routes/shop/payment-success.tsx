import { useQuery } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { DealerOnly } from '@/components/orders/dealer-only';
import { LinkButton } from '@/components/ui/link-button';
import { orderDetailPath } from '@/config/paths';
import { paymentStateQueryOptions } from '@/features/orders/api/queries';
import { PaymentLinks } from '@/features/orders/components/payment-links';
import { PayNowButton, useMayPay } from '@/features/orders/components/pay-now-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { userMessageFor } from '@/lib/api/errors';

/** Shows the payment state the server reports (it asks the provider); the URL's parameters prove nothing. */
export function PaymentSuccessPage() {
  useDocumentTitle('Zahlung');
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  if (!orderId) return <Result status="error" title="Bestellungs-ID nicht gefunden." extra={<PaymentLinks />} />;
  return (
    <DealerOnly what="Ihre Zahlung zu sehen">
      <PaymentState orderId={orderId} sessionId={params.get('session_id')} />
    </DealerOnly>
  );
}

function PaymentState({ orderId, sessionId }: { orderId: string; sessionId: string | null }) {
  const mayPay = useMayPay();
  const state = useQuery(paymentStateQueryOptions(orderId, sessionId));
  if (state.isPending) return <Result icon={<Spin size="large" />} title="Zahlung wird geprüft …" />;
  if (state.isError) return <Result status="warning" title="Der Zahlungsstatus wird in Kürze aktualisiert." subTitle={userMessageFor(state.error)} extra={<PaymentLinks />} />;

  const order = state.data;
  const details = <LinkButton key="details" to={orderDetailPath(order.id)}>Bestellung {order.orderNumber} ansehen</LinkButton>;
  if (order.paymentStatus === 'completed') {
    return <Result status="success" title="Zahlung erfolgreich" subTitle={`Vielen Dank! Ihre Bestellung ${order.orderNumber} ist bezahlt.`} extra={[details, <PaymentLinks key="links" />]} />;
  }
  if (order.paymentStatus === 'pending') {
    return (
      <Result
        icon={<Spin size="large" />}
        title="Der Zahlungsstatus wird in Kürze aktualisiert."
        subTitle={`Wir warten auf die Bestätigung des Zahlungsdienstes für Bestellung ${order.orderNumber}. Diese Seite aktualisiert sich selbst.`}
        extra={[details, <PaymentLinks key="links" />]}
      />
    );
  }
  return (
    <Result
      status="warning"
      title="Die Zahlung ist nicht abgeschlossen"
      subTitle={`Ihre Bestellung ${order.orderNumber} bleibt bestehen.`}
      extra={[order.canPay && mayPay ? <PayNowButton key="pay" orderId={order.id} /> : details, <PaymentLinks key="links" />]}
    />
  );
}

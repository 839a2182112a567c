import { CheckCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Result, Space, Typography } from 'antd';
import { Navigate, useParams } from 'react-router-dom';
import { DealerOnly } from '@/components/orders/dealer-only';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { orderDetailPath, paths } from '@/config/paths';
import { orderQueryOptions } from '@/features/orders/api/queries';
import { OrderView } from '@/features/orders/components/order-view';
import styles from '@/features/orders/components/orders.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api/errors';
import { isAuthenticated } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';

/**
 * The thank-you page right after ordering. The storefront spec: missing id or a failed load goes to /, an unknown (or
 * another dealer's) order says so. It thanks only the person who placed the order, and only while the order stands:
 * a cancelled or rejected one, or a colleague's, opens its page (/orders/:id) instead.
 */
export function OrderConfirmationPage() {
  useDocumentTitle('Bestellbestätigung');
  const { orderId } = useParams();
  if (!orderId) return <Navigate to={paths.home} replace />;
  return (
    <div style={{ maxWidth: 1180, margin: '0 auto', width: '100%' }}>
      <DealerOnly what="Ihre Bestellung zu sehen">
        <Confirmation orderId={orderId} />
      </DealerOnly>
    </div>
  );
}

function Confirmation({ orderId }: { orderId: string }) {
  const session = useSession();
  const order = useQuery(orderQueryOptions(orderId));
  if (order.isPending) return <PageSpinner />;
  if (order.isError) {
    const notFound = order.error instanceof ApiError && (order.error.statusCode === 404 || order.error.statusCode === 400);
    if (!notFound) return <Navigate to={paths.home} replace />;
    return <Result status="404" title="Bestellung nicht gefunden" extra={<LinkButton to={paths.orders}>Zu meinen Bestellungen</LinkButton>} />;
  }
  const reader = isAuthenticated(session) ? session.user.email.toLowerCase() : null;
  if (order.data.status === 'cancelled' || order.data.placedByEmail.toLowerCase() !== reader) {
    return <Navigate to={orderDetailPath(order.data.id)} replace />;
  }
  return (
    <>
      <div className={styles.header}>
        <CheckCircleFilled style={{ color: '#2f7d32', fontSize: 32 }} aria-hidden />
        <Typography.Title level={1}>Vielen Dank für Ihre Bestellung</Typography.Title>
      </div>
      <Typography.Paragraph>
        Ihre Bestellnummer lautet <strong>{order.data.orderNumber}</strong>.{' '}
        {order.data.status === 'awaiting_approval'
          ? 'Die Bestellung liegt über Ihrem Bestelllimit und wartet auf die Freigabe durch den Inhaber Ihrer Firma; Bestand ist dafür noch nicht reserviert. Sie erhalten eine E-Mail, sobald entschieden ist.'
          : 'Eine Bestätigung haben wir Ihnen per E-Mail geschickt.'}
      </Typography.Paragraph>
      <OrderView order={order.data} />
      <Space wrap style={{ marginTop: 16 }}>
        <LinkButton to={paths.products}>Weiter einkaufen</LinkButton>
        <LinkButton to={paths.orders}>Meine Bestellungen</LinkButton>
      </Space>
    </>
  );
}

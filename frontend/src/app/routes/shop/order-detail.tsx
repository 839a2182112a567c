import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Result, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { DealerOnly } from '@/components/orders/dealer-only';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { orderQueryOptions } from '@/features/orders/api/queries';
import { OrderStateNotice } from '@/features/orders/components/order-state-notice';
import { OrderView } from '@/features/orders/components/order-view';
import styles from '@/features/orders/components/orders.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, userMessageFor } from '@/lib/api/errors';

export function OrderDetailPage() {
  useDocumentTitle('Bestellung');
  return (
    <div style={{ maxWidth: 1180, margin: '0 auto', width: '100%' }}>
      <Link to={paths.orders}>
        <ArrowLeftOutlined /> Alle Bestellungen
      </Link>
      <DealerOnly what="Ihre Bestellungen zu sehen">
        <OrderDetail />
      </DealerOnly>
    </div>
  );
}

function OrderDetail() {
  const { orderId = '' } = useParams();
  const order = useQuery(orderQueryOptions(orderId));
  if (order.isPending) return <PageSpinner />;
  if (order.isError) {
    const notFound = order.error instanceof ApiError && (order.error.statusCode === 404 || order.error.statusCode === 400);
    return notFound ? <Result status="404" title="Bestellung nicht gefunden" /> : <Alert type="error" showIcon message="Fehler" description={userMessageFor(order.error)} />;
  }
  return (
    <>
      <div className={styles.header} style={{ marginTop: 8 }}>
        <Typography.Title level={1}>
          Bestellung <span style={{ whiteSpace: 'nowrap' }}>{order.data.orderNumber}</span>
        </Typography.Title>
      </div>
      <OrderStateNotice order={order.data} />
      <OrderView order={order.data} />
    </>
  );
}

import { ShoppingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { userMessageFor } from '@/lib/api/errors';
import { ordersQueryOptions } from '../api/queries';
import { OrdersTable } from './orders-table';

/** The profile's card: the latest five own orders and the way to all of them. */
export function RecentOrdersCard() {
  const orders = useQuery(ordersQueryOptions(1, 5));
  return (
    <Card
      title={
        <>
          <ShoppingOutlined /> Meine Bestellungen
        </>
      }
      extra={orders.data && orders.data.total > 0 ? <Link to={paths.orders}>Alle Bestellungen</Link> : undefined}
      data-testid="recent-orders"
    >
      {orders.isError ? (
        <Alert type="error" showIcon message="Fehler" description={userMessageFor(orders.error)} />
      ) : orders.data && orders.data.total === 0 ? (
        <Empty description="Noch keine Bestellungen. Ihre Bestellungen erscheinen hier, sobald Sie bestellt haben." />
      ) : (
        <OrdersTable orders={orders.data?.items ?? []} loading={orders.isPending} compact />
      )}
    </Card>
  );
}

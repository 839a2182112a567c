import { ShoppingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { DealerOnly } from '@/components/orders/dealer-only';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { ordersQueryOptions } from '@/features/orders/api/queries';
import { ApprovalQueue } from '@/features/orders/components/approval-queue';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { useSession } from '@/lib/session/session-context';
import { isCompanyOwner } from '@/lib/session/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { userMessageFor } from '@/lib/api/errors';

const PAGE_SIZE = 20;

export function OrdersPage() {
  useDocumentTitle('Bestellungen');
  const owner = isCompanyOwner(useSession());
  return (
    <div style={{ maxWidth: 1180, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1}>
        <ShoppingOutlined /> Meine Bestellungen
      </Typography.Title>
      <DealerOnly what="Ihre Bestellungen zu sehen">
        {owner && <ApprovalQueue />}
        <OrdersList />
      </DealerOnly>
    </div>
  );
}

function OrdersList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('seite')) || 1);
  const orders = useQuery(ordersQueryOptions(page, PAGE_SIZE));
  if (orders.isError) return <Alert type="error" showIcon message="Fehler" description={userMessageFor(orders.error)} />;
  if (orders.data?.total === 0) {
    return (
      <Empty description="Sie haben noch keine Bestellungen.">
        <LinkButton type="primary" to={paths.products}>
          Zum Produktkatalog
        </LinkButton>
      </Empty>
    );
  }
  return (
    <OrdersTable
      orders={orders.data?.items ?? []}
      loading={orders.isFetching}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: orders.data?.total ?? 0,
        onChange: (next) => setParams(next === 1 ? {} : { seite: String(next) }),
      }}
    />
  );
}

import { ScheduleOutlined } from '@ant-design/icons';
import { App, Button, Card, Skeleton, Space, Tabs, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CategoryManagement } from '@/features/admin-catalogue/components/category-management';
import { ProductsTab } from '@/features/admin-catalogue/components/products-tab';
import { SummaryCards } from '@/features/admin-dashboard/components/summary-cards';
import { DealersTab } from '@/features/admin-dealers/components/dealers-tab';
import { NewsTab } from '@/features/admin-news/components/news-tab';
import { OrdersTab } from '@/features/admin-orders/components/orders-tab';
import { TicketsTab } from '@/features/admin-tickets/components/tickets-tab';
import { InvoicesTab } from '@/features/admin-invoices/components/invoices-tab';
import { ReceivablesTab } from '@/features/admin-receivables/components/receivables-tab';
import { DunningTab } from '@/features/admin-dunning/components/dunning-tab';
import { useOpenJobQueues } from '@/features/auth/api/open-job-queues';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { userMessageFor } from '@/lib/api/errors';

/**
 * /admin: summary cards and the tabs, chosen by the URL hash (#dealers, #tickets, #orders,
 * #categories, #products, #news, #invoices, #receivables, #dunning); any other hash shows the dealers. Each admin area adds its tab to TABS.
 */
/** The chart library is big: it loads in its own chunk after the cards, and only here. */
const DashboardCharts = lazy(() => import('@/features/admin-dashboard/components/dashboard-charts').then((m) => ({ default: m.DashboardCharts })));

const TABS: { key: string; label: string; render: () => ReactNode }[] = [
  { key: 'dealers', label: 'Händler-Verwaltung', render: () => <DealersTab /> },
  { key: 'tickets', label: 'Support-Tickets', render: () => <TicketsTab /> },
  { key: 'orders', label: 'Bestellungen', render: () => <OrdersTab /> },
  { key: 'categories', label: 'Kategorien', render: () => <CategoryManagement /> },
  { key: 'products', label: 'Produkte', render: () => <ProductsTab /> },
  { key: 'news', label: 'News', render: () => <NewsTab /> },
  { key: 'invoices', label: 'Rechnungen', render: () => <InvoicesTab /> },
  { key: 'receivables', label: 'Forderungen', render: () => <ReceivablesTab /> },
  { key: 'dunning', label: 'Mahnwesen', render: () => <DunningTab /> },
];

export function AdminDashboardPage() {
  useDocumentTitle('Administration');
  const location = useLocation();
  const navigate = useNavigate();
  const hash = location.hash.replace(/^#/, '');
  const active = TABS.some((tab) => tab.key === hash) ? hash : TABS[0].key;

  return (
    <div style={{ maxWidth: 1180, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1}>Administration</Typography.Title>
      <SummaryCards />
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} style={{ marginBottom: 20 }} />}>
        <DashboardCharts />
      </Suspense>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate({ hash: key }, { replace: true })}
        items={TABS.map((tab) => ({ key: tab.key, label: tab.label, children: tab.render() }))}
      />
      <JobQueuesCard />
    </div>
  );
}

function JobQueuesCard() {
  const openJobQueues = useOpenJobQueues();
  const { notification } = App.useApp();
  const open = () =>
    openJobQueues.mutate(undefined, {
      onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
    });
  return (
    <Card title="Betrieb" style={{ marginTop: 24 }}>
      <Space direction="vertical">
        <Typography.Text>
          Hintergrundjobs (CSV-Import, E-Mail-Versand, Zahlungsabgleich) beobachten Sie in den Job-Warteschlangen.
        </Typography.Text>
        <Button icon={<ScheduleOutlined />} onClick={open} loading={openJobQueues.isPending}>
          Job-Warteschlangen
        </Button>
      </Space>
    </Card>
  );
}

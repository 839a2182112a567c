import {
  AppstoreOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CustomerServiceOutlined,
  EuroOutlined,
  InboxOutlined,
  ShoppingCartOutlined,
  SnippetsOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Statistic } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { userMessageFor } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { formatEuroWhole } from '@/lib/format';
import { dashboardKeys, dashboardQueryOptions } from '../api/queries';
import styles from './summary-cards.module.css';

type Figures = components['schemas']['DashboardDto'];

interface CardSpec {
  key: keyof Figures;
  title: string;
  icon: ReactNode;
  /** The list behind the figure: the tab is picked by the hash, filters by the query. */
  to: string;
  money?: boolean;
}

const CARDS: CardSpec[] = [
  { key: 'pendingDealers', title: 'Wartende Registrierungen', icon: <ClockCircleOutlined />, to: `${paths.admin.root}#dealers` },
  { key: 'approvedDealers', title: 'Freigeschaltete Händler', icon: <CheckCircleOutlined />, to: `${paths.admin.root}#dealers` },
  { key: 'openTickets', title: 'Offene Tickets', icon: <CustomerServiceOutlined />, to: `${paths.admin.root}?status=open#tickets` },
  { key: 'allTickets', title: 'Alle Tickets', icon: <SnippetsOutlined />, to: `${paths.admin.root}#tickets` },
  { key: 'products', title: 'Produkte', icon: <AppstoreOutlined />, to: `${paths.admin.root}#products` },
  { key: 'stockValue', title: 'Lagerwert (EK)', icon: <InboxOutlined />, to: paths.admin.products, money: true },
  { key: 'orders', title: 'Bestellungen', icon: <ShoppingCartOutlined />, to: `${paths.admin.root}#orders` },
  { key: 'revenue', title: 'Umsatz', icon: <EuroOutlined />, to: `${paths.admin.root}#orders`, money: true },
];

/** The eight summary cards of /admin, one request; each card opens the list it counts. */
export function SummaryCards() {
  const dashboard = useQuery(dashboardQueryOptions());
  useRefreshAfterChanges();
  if (dashboard.isError) {
    return <Alert type="error" showIcon message="Die Kennzahlen konnten nicht geladen werden." description={userMessageFor(dashboard.error)} style={{ marginBottom: 16 }} />;
  }
  return (
    <div className={styles.grid}>
      {CARDS.map((card) => {
        const value = dashboard.data?.[card.key];
        const shown = value === undefined ? '–' : card.money ? formatEuroWhole(value) : Number(value).toLocaleString('de-DE');
        return (
          <Link key={card.key} to={card.to} className={styles.card} data-testid={`summary-${card.key}`}>
            <Card size="small">
              <Statistic title={<>{card.icon} {card.title}</>} value={shown} loading={dashboard.isPending} />
            </Card>
          </Link>
        );
      })}
    </div>
  );
}

/** Any successful change in the back office (approval, ticket, product) may move a figure: count again. */
function useRefreshAfterChanges() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      }),
    [queryClient],
  );
}

import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton, theme } from 'antd';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, Legend, Line, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { userMessageFor } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { formatEuro, formatEuroWhole } from '@/lib/format';
import { dashboardChartsQueryOptions } from '../api/charts-query';
import { axisTop, fitToWidth, ORDER_STATUS_LABELS, weekLabel, weekRange } from './chart-labels';
import styles from './dashboard-charts.module.css';

type Charts = components['schemas']['DashboardChartsDto'];

const count = (value: unknown) => Number(value).toLocaleString('de-DE');

/**
 * The dashboard's charts (this module is loaded lazily with its chart library, only on /admin): revenue and
 * orders per week, orders by status, and the top products and dealers of the same twelve weeks.
 */
export function DashboardCharts() {
  const charts = useQuery(dashboardChartsQueryOptions());
  if (charts.isError) {
    return <Alert type="error" showIcon message="Die Diagramme konnten nicht geladen werden." description={userMessageFor(charts.error)} className={styles.error} />;
  }
  return (
    <div className={styles.grid} data-testid="dashboard-charts">
      <ChartCard title="Umsatz und Bestellungen je Woche (letzte 12 Wochen)" wide testId="chart-weeks" loading={charts.isPending}>
        {charts.data && <WeeksChart weeks={charts.data.weeks} />}
      </ChartCard>
      <ChartCard title="Bestellungen nach Status" extra="gesamt" testId="chart-status" loading={charts.isPending}>
        {charts.data && <StatusChart byStatus={charts.data.byStatus} />}
      </ChartCard>
      <ChartCard title="Top-Produkte nach Umsatz" extra="netto, 12 Wochen" testId="chart-products" loading={charts.isPending}>
        {charts.data && (
          <TopChart rows={charts.data.topProducts.map((product) => ({ name: product.name || product.sku, revenue: Number(product.revenue), detail: `${count(product.quantity)} Stück · Art.-Nr. ${product.sku}` }))} />
        )}
      </ChartCard>
      <ChartCard title="Top-Händler nach Umsatz" extra="12 Wochen" testId="chart-dealers" loading={charts.isPending}>
        {charts.data && (
          <TopChart rows={charts.data.topDealers.map((dealer) => ({ name: dealer.companyName, revenue: Number(dealer.revenue), detail: `${count(dealer.orders)} Bestellungen` }))} />
        )}
      </ChartCard>
    </div>
  );
}

function ChartCard({ title, extra, wide, testId, loading, children }: { title: string; extra?: string; wide?: boolean; testId: string; loading: boolean; children: ReactNode }) {
  return (
    <Card size="small" title={<span className={styles.title}>{title}</span>} extra={extra && <span className={styles.extra}>{extra}</span>} className={wide ? styles.wide : undefined} data-testid={testId}>
      {loading ? <Skeleton active paragraph={{ rows: 5 }} /> : <div className={wide ? styles.plotWide : styles.plot}>{children}</div>}
    </Card>
  );
}

/** Both axes start at zero and end at a round value, also when every week is zero. */
const FROM_ZERO: [number, (dataMax: number) => number] = [0, axisTop];

function WeeksChart({ weeks }: { weeks: Charts['weeks'] }) {
  const { token } = theme.useToken();
  const data = weeks.map((week) => ({ ...week, label: weekLabel(week.weekStart), revenue: Number(week.revenue) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis yAxisId="revenue" domain={FROM_ZERO} tickFormatter={formatEuroWhole} tick={{ fontSize: 12 }} width={84} label={{ value: 'Umsatz', angle: -90, position: 'insideLeft', offset: -2, fontSize: 12 }} />
        <YAxis yAxisId="orders" orientation="right" domain={FROM_ZERO} allowDecimals={false} tickFormatter={count} tick={{ fontSize: 12 }} width={44} label={{ value: 'Bestellungen', angle: 90, position: 'insideRight', fontSize: 12 }} />
        <Tooltip
          labelFormatter={(_label, payload) => (payload?.[0] ? `${weekLabel(payload[0].payload.weekStart)}: ${weekRange(payload[0].payload.weekStart)}` : '')}
          formatter={(value, name) => (name === 'Umsatz' ? formatEuro(Number(value)) : count(value))}
        />
        <Legend />
        <Bar yAxisId="revenue" dataKey="revenue" name="Umsatz" fill={token.colorPrimary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Line yAxisId="orders" dataKey="orders" name="Bestellungen" stroke={token.colorWarning} strokeWidth={2} dot={{ r: 3 }} type="linear" isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

function StatusChart({ byStatus }: { byStatus: Charts['byStatus'] }) {
  const { token } = theme.useToken();
  const colors: Record<string, string> = {
    pending: token.colorWarning,
    processing: token.colorInfo,
    shipped: token.colorPrimary,
    delivered: token.colorSuccess,
    cancelled: token.colorError,
  };
  const data = byStatus.filter((row) => row.orders > 0).map((row) => ({ ...row, name: `${ORDER_STATUS_LABELS[row.status] ?? row.status} (${count(row.orders)})` }));
  if (data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Noch keine Bestellungen." />;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie data={data} dataKey="orders" nameKey="name" innerRadius="50%" outerRadius="80%" paddingAngle={1} isAnimationActive={false}>
          {data.map((row) => (
            <Cell key={row.status} fill={colors[row.status] ?? token.colorTextQuaternary} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => `${count(value)} Bestellungen`} />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}

function TopChart({ rows }: { rows: { name: string; revenue: number; detail: string }[] }) {
  const { token } = theme.useToken();
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Keine Bestellungen in den letzten 12 Wochen." />;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 28, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={formatEuroWhole} tick={{ fontSize: 11 }} tickCount={3} />
        <YAxis
          type="category"
          dataKey="name"
          width={NAME_AXIS_WIDTH}
          tick={(props: TickProps) => <NameTick {...props} color={token.colorTextSecondary} fontFamily={token.fontFamily} />}
          interval={0}
        />
        <Tooltip
          labelFormatter={(_label, payload) => (payload?.[0] ? `${payload[0].payload.name} (${payload[0].payload.detail})` : '')}
          formatter={(value) => formatEuro(Number(value))}
        />
        <Bar dataKey="revenue" name="Umsatz" fill={token.colorPrimary} radius={[0, 3, 3, 0]} barSize={18} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

const NAME_AXIS_WIDTH = 124;
const NAME_FONT_SIZE = 11;

/**
 * One line per name (recharts would wrap long names onto the next bar), cut at its end to the room the axis
 * has left of the tick, so the first letters stay; the whole name as a hover title.
 */
interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

function NameTick({ x, y, payload, color, fontFamily }: TickProps & { color: string; fontFamily: string }) {
  const name = String(payload?.value ?? '');
  const room = Math.max(0, Number(x ?? NAME_AXIS_WIDTH) - 4);
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fontSize={NAME_FONT_SIZE} fill={color} className="recharts-cartesian-axis-tick-value">
      <title>{name}</title>
      {fitToWidth(name, room, `${NAME_FONT_SIZE}px ${fontFamily}`)}
    </text>
  );
}

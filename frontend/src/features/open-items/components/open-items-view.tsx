import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Pagination, Segmented, Spin, Table, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { downloadOrderInvoice } from '@/components/orders/invoice-api';
import { useMediaQuery } from '@/hooks/use-media-query';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate, formatEuro } from '@/lib/format';
import { type OpenItem, type OpenItemFilter, openItemsQueryOptions } from '../api/queries';
import { BalanceSummary } from './balance-summary';
import { OpenItemState, overdueText, skontoText } from './open-item-parts';
import styles from './open-items.module.css';

const PAGE_SIZE = 20;
/** Below this width the eight columns do not fit beside the sidebar: each invoice becomes a card. */
const NARROW = '(max-width: 899.98px)';

const FILTERS: { value: OpenItemFilter; label: string }[] = [
  { value: 'all', label: 'Alle' },
  { value: 'open', label: 'Offen' },
  { value: 'overdue', label: 'Überfällig' },
  { value: 'paid', label: 'Bezahlt' },
];

const EMPTY: Record<OpenItemFilter, string> = {
  all: 'Noch keine Rechnungen.',
  open: 'Keine offenen Rechnungen.',
  overdue: 'Keine überfälligen Rechnungen.',
  paid: 'Noch keine bezahlten Rechnungen.',
};

/** 'Offene Posten': the balance, a filter, and every invoice of the company with what is paid and open. */
export function OpenItemsView() {
  const [params, setParams] = useSearchParams();
  const status = (FILTERS.find((filter) => filter.value === params.get('filter'))?.value ?? 'all') as OpenItemFilter;
  const page = Math.max(1, Number(params.get('seite')) || 1);
  const items = useQuery(openItemsQueryOptions(status, page, PAGE_SIZE));
  const narrow = useMediaQuery(NARROW);
  const today = dayjs().format('YYYY-MM-DD');
  const go = (next: { filter?: OpenItemFilter; page?: number }) => {
    const filter = next.filter ?? status;
    const nextPage = next.page ?? 1;
    setParams({ ...(filter === 'all' ? {} : { filter }), ...(nextPage === 1 ? {} : { seite: String(nextPage) }) });
  };

  if (items.isError) return <Alert type="error" showIcon message="Rechnungen konnten nicht geladen werden" description={userMessageFor(items.error)} />;
  const data = items.data;
  const pagination = { current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: (next: number) => go({ page: next }) };
  const showTotal = (total: number) => (total === 1 ? '1 Rechnung' : `${total} Rechnungen`);
  return (
    <>
      {data && <BalanceSummary balance={data.balance} />}
      <Segmented<OpenItemFilter> options={FILTERS} value={status} onChange={(filter) => go({ filter })} aria-label="Rechnungen filtern" style={{ marginBottom: 16 }} />
      {data && data.total === 0 ? (
        <Empty description={EMPTY[status]} />
      ) : narrow ? (
        <Spin spinning={items.isFetching}>
          <ul className={styles.cards}>
            {(data?.items ?? []).map((item) => (
              <OpenItemCard key={item.invoiceId} item={item} today={today} />
            ))}
          </ul>
          {pagination.total > PAGE_SIZE && <Pagination {...pagination} size="small" showTotal={showTotal} className={styles.pagination} />}
        </Spin>
      ) : (
        <Table<OpenItem>
          rowKey="invoiceId"
          size="middle"
          loading={items.isFetching && !data}
          dataSource={data?.items}
          columns={columns(today)}
          onRow={() => ({ 'data-testid': 'open-item' }) as React.HTMLAttributes<HTMLElement>}
          pagination={pagination.total > PAGE_SIZE ? { ...pagination, showSizeChanger: false, showTotal } : false}
        />
      )}
    </>
  );
}

const money = (amount: string) => formatEuro(amount);

function columns(today: string): TableColumnsType<OpenItem> {
  return [
    {
      title: 'Rechnung',
      key: 'number',
      render: (_, item) => (
        <div>
          <Typography.Text strong>{item.number}</Typography.Text>
          <div>
            <Typography.Text type="secondary">{formatDate(item.issueDate)} · {item.orderNumber}</Typography.Text>
          </div>
        </div>
      ),
    },
    { title: 'Betrag', dataIndex: 'totalAmount', align: 'right', render: money },
    { title: 'Fällig am', dataIndex: 'dueDate', render: (day: string | null) => (day ? formatDate(day) : '–') },
    { title: 'Bezahlt', dataIndex: 'paidAmount', align: 'right', render: money },
    { title: 'Offen', dataIndex: 'openAmount', align: 'right', render: (amount: string) => <Typography.Text strong>{money(amount)}</Typography.Text> },
    { title: 'Tage überfällig', dataIndex: 'overdueDays', align: 'right', render: overdueText },
    { title: 'Skonto', key: 'skonto', render: (_, item) => skontoText(item, today) },
    { title: 'Status', key: 'state', render: (_, item) => <OpenItemState item={item} /> },
    { title: '', key: 'pdf', render: (_, item) => <PdfButton item={item} /> },
  ];
}

function OpenItemCard({ item, today }: { item: OpenItem; today: string }) {
  return (
    <li className={styles.card} data-testid="open-item">
      <div className={styles.head}>
        <span className={styles.number}>{item.number}</span>
        <span className={styles.open}>{money(item.openAmount)} offen</span>
      </div>
      <div>
        <OpenItemState item={item} />
      </div>
      <dl className={styles.facts}>
        <dt>Betrag</dt>
        <dd>{money(item.totalAmount)}</dd>
        <dt>Bezahlt</dt>
        <dd>{money(item.paidAmount)}</dd>
        <dt>Fällig am</dt>
        <dd>{item.dueDate ? formatDate(item.dueDate) : '–'}</dd>
        <dt>Tage überfällig</dt>
        <dd>{overdueText(item.overdueDays)}</dd>
        <dt>Skonto</dt>
        <dd>{skontoText(item, today)}</dd>
        <dt>Bestellung</dt>
        <dd>
          {item.orderNumber} vom {formatDate(item.issueDate)}
        </dd>
      </dl>
      <PdfButton item={item} />
    </li>
  );
}

/** The invoice PDF, loaded the same way as on the order page. */
function PdfButton({ item }: { item: OpenItem }) {
  const { notification } = App.useApp();
  const load = () =>
    downloadOrderInvoice('dealer', item.orderId, 'pdf', 'invoice', `Rechnung_${item.number}.pdf`).catch((error: unknown) =>
      notification.error({ message: 'Download fehlgeschlagen', description: userMessageFor(error) }),
    );
  return (
    <Button size="small" icon={<FilePdfOutlined />} disabled={!item.ready} onClick={() => void load()} aria-label={`Rechnung ${item.number} als PDF laden`}>
      PDF
    </Button>
  );
}

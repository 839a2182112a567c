import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Input, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate, formatEuro } from '@/lib/format';
import { type Ageing, downloadReceivables, type ReceivableRow, type ReceivablesFilters, receivablesQueryOptions, type ReceivablesView } from '../api/queries';
import { CompanyReceivablesDrawer } from './company-receivables-drawer';

const PAGE_SIZE = 20;

const VIEWS: { value: ReceivablesView; label: string }[] = [
  { value: 'all', label: 'Alle mit offenen Posten' },
  { value: 'overdue', label: 'Nur überfällige' },
  { value: 'over90', label: 'Über 90 Tage überfällig' },
  { value: 'credit', label: 'Mit Guthaben' },
];

/** The ageing columns, shared by the rows and the sum line. */
const AGEING: { key: keyof Ageing; title: string }[] = [
  { key: 'notDue', title: 'Nicht fällig' },
  { key: 'days1To30', title: '1–30 Tage' },
  { key: 'days31To60', title: '31–60 Tage' },
  { key: 'days61To90', title: '61–90 Tage' },
  { key: 'over90', title: 'Über 90 Tage' },
  { key: 'openAmount', title: 'Offen gesamt' },
  { key: 'creditAmount', title: 'Guthaben' },
];

/** An amount; zero shows as a quiet dash so the buckets that matter stand out. */
const amount = (value: string, strong = false) =>
  Number(value) === 0 ? <Typography.Text type="secondary">–</Typography.Text> : strong ? <Typography.Text strong>{formatEuro(value)}</Typography.Text> : formatEuro(value);

/** Forderungen: open items per company by age, the sum line, filters, exports; a company opens its detail. */
export function ReceivablesTab() {
  const { notification } = App.useApp();
  const [filters, setFilters] = useState<ReceivablesFilters>({ page: 1, pageSize: PAGE_SIZE });
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const receivables = useQuery(receivablesQueryOptions(filters));
  const change = (next: Partial<ReceivablesFilters>) => setFilters((current) => ({ ...current, page: 1, ...next }));

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      await downloadReceivables(filters, format);
    } catch (error) {
      notification.error({ message: 'Export fehlgeschlagen', description: userMessageFor(error) });
    }
    setExporting(null);
  };

  const columns: TableColumnsType<ReceivableRow> = [
    {
      title: 'Firma',
      key: 'company',
      fixed: 'left',
      width: 220,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Button type="link" style={{ padding: 0, height: 'auto', textAlign: 'left', whiteSpace: 'normal' }} onClick={() => setCompanyId(row.companyId)}>
            {row.companyName || 'Firma ohne Namen'}
          </Button>
          <Typography.Text type="secondary">
            Debitor {row.debtorNumber}
            {row.oldestDueDate ? ` · fällig seit ${formatDate(row.oldestDueDate)}` : ''}
          </Typography.Text>
        </Space>
      ),
    },
    { title: 'Rechn.', dataIndex: 'openInvoices', align: 'right', width: 70 },
    ...AGEING.map(({ key, title }) => ({
      title,
      key,
      align: 'right' as const,
      render: (_: unknown, row: ReceivableRow) => amount(row[key], key === 'openAmount'),
    })),
  ];

  const sums = receivables.data?.sums;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder="Firma oder Debitorennummer"
          aria-label="Forderungen durchsuchen"
          style={{ width: 280 }}
          maxLength={100}
          onSearch={(q) => change({ q: q.trim() || undefined })}
        />
        <Select<ReceivablesView> aria-label="Ansicht" style={{ width: 240 }} value={filters.view ?? 'all'} onChange={(view) => change({ view })} options={VIEWS} />
        <Button icon={<DownloadOutlined />} loading={exporting === 'csv'} onClick={() => void exportAs('csv')}>
          CSV
        </Button>
        <Button icon={<FileExcelOutlined />} loading={exporting === 'xlsx'} onClick={() => void exportAs('xlsx')}>
          Excel
        </Button>
      </Space>
      {receivables.isError && <Alert type="error" showIcon message="Forderungen konnten nicht geladen werden" description={userMessageFor(receivables.error)} />}
      <Table<ReceivableRow>
        rowKey="companyId"
        size="middle"
        columns={columns}
        dataSource={receivables.data?.items}
        loading={receivables.isFetching && !receivables.data}
        locale={{ emptyText: 'Keine offenen Posten für diese Auswahl.' }}
        scroll={{ x: 1050 }}
        onRow={() => ({ 'data-testid': 'receivable-row' }) as React.HTMLAttributes<HTMLElement>}
        summary={() =>
          sums && receivables.data && receivables.data.total > 0 ? (
            <Table.Summary fixed>
              <Table.Summary.Row data-testid="receivables-sum">
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong>Summe ({receivables.data.total === 1 ? '1 Firma' : `${receivables.data.total} Firmen`})</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} />
                {AGEING.map(({ key }, index) => (
                  <Table.Summary.Cell key={key} index={index + 2} align="right">
                    <Typography.Text strong>{formatEuro(sums[key])}</Typography.Text>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
        pagination={{
          current: filters.page,
          pageSize: filters.pageSize,
          total: receivables.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => (total === 1 ? '1 Firma' : `${total} Firmen`),
          onChange: (page) => setFilters((current) => ({ ...current, page })),
        }}
      />
      {receivables.data && (
        <Typography.Text type="secondary">Stichtag {formatDate(receivables.data.today)}; überfällig nach Tagen seit Fälligkeit.</Typography.Text>
      )}
      {companyId && <CompanyReceivablesDrawer companyId={companyId} onClose={() => setCompanyId(null)} />}
    </Space>
  );
}

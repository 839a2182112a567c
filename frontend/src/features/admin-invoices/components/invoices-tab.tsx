import { CodeOutlined, DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate, formatEuro } from '@/lib/format';
import { type AdminInvoice, adminInvoicesQueryOptions, downloadInvoiceFile, downloadInvoicesCsv, type InvoiceFilters, type InvoiceState } from '../api/queries';

const STATES: Record<InvoiceState, { label: string; color: string }> = {
  issued: { label: 'Ausgestellt', color: 'green' },
  cancelled: { label: 'Storniert', color: 'default' },
  cancellation: { label: 'Stornorechnung', color: 'orange' },
};

const PAGE_SIZE = 20;

/** The back office's invoices: filter by text, state and date, page through, download files, export CSV for the accountant. */
export function InvoicesTab() {
  const { notification } = App.useApp();
  const [filters, setFilters] = useState<InvoiceFilters>({ page: 1, pageSize: PAGE_SIZE });
  const [exporting, setExporting] = useState(false);
  const invoices = useQuery(adminInvoicesQueryOptions(filters));
  const change = (next: Partial<InvoiceFilters>) => setFilters((current) => ({ ...current, page: 1, ...next }));

  const run = async (work: () => Promise<void>, failure: string) => {
    try {
      await work();
    } catch (error) {
      notification.error({ message: failure, description: userMessageFor(error) });
    }
  };
  const exportCsv = async () => {
    setExporting(true);
    await run(() => downloadInvoicesCsv(filters), 'Export fehlgeschlagen');
    setExporting(false);
  };

  const columns: ColumnsType<AdminInvoice> = [
    {
      title: 'Nummer',
      dataIndex: 'number',
      render: (number: string, invoice) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{number}</Typography.Text>
          {invoice.cancelsNumber && <Typography.Text type="secondary">zu {invoice.cancelsNumber}</Typography.Text>}
        </Space>
      ),
    },
    { title: 'Datum', dataIndex: 'issueDate', render: (day: string) => formatDate(day) },
    { title: 'Händler', render: (_, invoice) => invoice.dealer.companyName },
    { title: 'Bestellung', dataIndex: 'orderNumber' },
    { title: 'Netto', dataIndex: 'netAmount', align: 'right', render: (amount: string) => formatEuro(amount) },
    { title: 'USt', dataIndex: 'taxAmount', align: 'right', render: (amount: string) => formatEuro(amount) },
    { title: 'Brutto', dataIndex: 'grossAmount', align: 'right', render: (amount: string) => <Typography.Text strong>{formatEuro(amount)}</Typography.Text> },
    { title: 'Status', dataIndex: 'state', render: (state: InvoiceState) => <Tag color={STATES[state].color}>{STATES[state].label}</Tag> },
    {
      title: 'Dateien',
      render: (_, invoice) =>
        invoice.ready ? (
          <Space size={4}>
            <Tooltip title="PDF (ZUGFeRD)">
              <Button size="small" icon={<FilePdfOutlined />} aria-label={`${invoice.number} als PDF laden`} onClick={() => void run(() => downloadInvoiceFile(invoice, 'pdf'), 'Download fehlgeschlagen')} />
            </Tooltip>
            <Tooltip title="XRechnung (XML)">
              <Button size="small" icon={<CodeOutlined />} aria-label={`${invoice.number} als XRechnung laden`} onClick={() => void run(() => downloadInvoiceFile(invoice, 'xml'), 'Download fehlgeschlagen')} />
            </Tooltip>
          </Space>
        ) : (
          <Tag color="processing">wird erstellt …</Tag>
        ),
    },
  ];

  const range: [Dayjs | null, Dayjs | null] | null = filters.from || filters.to ? [filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null] : null;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder="Nummer, Bestellung oder Firma"
          aria-label="Rechnungen durchsuchen"
          style={{ width: 300 }}
          maxLength={100}
          onSearch={(q) => change({ q: q.trim() || undefined })}
        />
        <Select<InvoiceState | 'all'>
          aria-label="Status"
          style={{ width: 180 }}
          value={filters.state ?? 'all'}
          onChange={(state) => change({ state: state === 'all' ? undefined : state })}
          options={[{ value: 'all', label: 'Alle Status' }, ...Object.entries(STATES).map(([value, { label }]) => ({ value: value as InvoiceState, label }))]}
        />
        <DatePicker.RangePicker
          aria-label="Rechnungsdatum"
          format="DD.MM.YYYY"
          placeholder={['Datum von', 'Datum bis']}
          allowEmpty={[true, true]}
          value={range}
          onChange={(dates) => change({ from: dates?.[0]?.format('YYYY-MM-DD'), to: dates?.[1]?.format('YYYY-MM-DD') })}
        />
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          CSV exportieren
        </Button>
      </Space>
      {invoices.isError && <Alert type="error" showIcon message="Rechnungen konnten nicht geladen werden" description={userMessageFor(invoices.error)} />}
      <Table<AdminInvoice>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={invoices.data?.items}
        loading={invoices.isFetching && !invoices.data}
        locale={{ emptyText: 'Keine Rechnungen für diese Auswahl.' }}
        scroll={{ x: 900 }}
        pagination={{
          current: filters.page,
          pageSize: filters.pageSize,
          total: invoices.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => (total === 1 ? '1 Rechnung' : `${total} Rechnungen`),
          onChange: (page) => setFilters((current) => ({ ...current, page })),
        }}
      />
    </Space>
  );
}

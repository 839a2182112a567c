import { PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Skeleton, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate, formatDateTime, formatEuro } from '@/lib/format';
import { companyReceivablesQueryOptions, type CompanyReceivables, type IncomingPayment, type ReceivableOpenItem } from '../api/queries';
import { paymentOf, standingParts } from './payment-parts';
import { RecordPaymentDialog } from './record-payment-dialog';
import { ReversePaymentDialog } from './reverse-payment-dialog';

const SOURCES: Record<IncomingPayment['source'], string> = { manual: 'Von Hand', bank_statement: 'Kontoauszug', order_payment: 'Zur Bestellung' };

/** One company: its balance by age, the open invoices, every payment; book a payment or reverse one. */
export function CompanyReceivablesDrawer({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const detail = useQuery(companyReceivablesQueryOptions(companyId));
  const narrow = useMediaQuery('(max-width: 899.98px)');
  const [recording, setRecording] = useState<ReceivableOpenItem | 'credit' | null>(null);
  const [reversing, setReversing] = useState<IncomingPayment | null>(null);
  const data = detail.data;
  return (
    <Drawer
      open
      onClose={onClose}
      width={narrow ? '100%' : 880}
      title={data ? (narrow ? data.companyName : `${data.companyName} (Debitor ${data.debtorNumber})`) : 'Forderungen'}
      extra={
        data &&
        !narrow && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setRecording(data.openItems[0] ?? 'credit')}>
            Zahlung erfassen
          </Button>
        )
      }
    >
      {data && narrow && (
        <Button type="primary" block icon={<PlusOutlined />} onClick={() => setRecording(data.openItems[0] ?? 'credit')} style={{ marginBottom: 16 }}>
          Zahlung erfassen
        </Button>
      )}
      {detail.isError && <Alert type="error" showIcon message="Nicht geladen" description={userMessageFor(detail.error)} />}
      {!data && !detail.isError && <Skeleton active />}
      {data && (
        <Space direction="vertical" size={24} style={{ width: '100%' }}>
          <Summary data={data} />
          <section>
            <Typography.Title level={5}>Offene Rechnungen</Typography.Title>
            <Table<ReceivableOpenItem>
              rowKey="invoiceId"
              size="small"
              pagination={false}
              scroll={{ x: 640 }}
              dataSource={data.openItems}
              locale={{ emptyText: 'Keine offenen Rechnungen.' }}
              columns={openItemColumns((item) => setRecording(item))}
            />
          </section>
          <section>
            <Typography.Title level={5}>Zahlungen</Typography.Title>
            <Table<IncomingPayment>
              rowKey="id"
              size="small"
              pagination={false}
              scroll={{ x: 640 }}
              dataSource={data.payments}
              locale={{ emptyText: 'Noch keine Zahlungen.' }}
              onRow={() => ({ 'data-testid': 'payment-row' }) as React.HTMLAttributes<HTMLElement>}
              columns={paymentColumns(setReversing, data.payments)}
            />
          </section>
        </Space>
      )}
      {data && recording && (
        <RecordPaymentDialog companyId={companyId} openItems={data.openItems} initial={recording === 'credit' ? null : recording} onClose={() => setRecording(null)} />
      )}
      {reversing && data && <ReversePaymentDialog payment={reversing} parts={standingParts(data.payments, reversing)} onClose={() => setReversing(null)} />}
    </Drawer>
  );
}

function Summary({ data }: { data: CompanyReceivables }) {
  const { ageing, balance } = data;
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 4 }}>
      <Descriptions.Item label="Nicht fällig">{formatEuro(ageing.notDue)}</Descriptions.Item>
      <Descriptions.Item label="1–30 Tage">{formatEuro(ageing.days1To30)}</Descriptions.Item>
      <Descriptions.Item label="31–60 Tage">{formatEuro(ageing.days31To60)}</Descriptions.Item>
      <Descriptions.Item label="61–90 Tage">{formatEuro(ageing.days61To90)}</Descriptions.Item>
      <Descriptions.Item label="Über 90 Tage">{formatEuro(ageing.over90)}</Descriptions.Item>
      <Descriptions.Item label="Offen">{formatEuro(balance.openAmount)}</Descriptions.Item>
      <Descriptions.Item label="Guthaben">{formatEuro(balance.creditAmount)}</Descriptions.Item>
      <Descriptions.Item label="Saldo">
        <Typography.Text strong>{formatEuro(balance.balance)}</Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

function openItemColumns(record: (item: ReceivableOpenItem) => void): TableColumnsType<ReceivableOpenItem> {
  return [
    { title: 'Rechnung', dataIndex: 'number' },
    { title: 'Fällig', dataIndex: 'dueDate', render: (day: string | null) => (day ? formatDate(day) : '–') },
    { title: 'Betrag', dataIndex: 'totalAmount', align: 'right', render: (value: string) => formatEuro(value) },
    { title: 'Bezahlt', dataIndex: 'paidAmount', align: 'right', render: (value: string) => formatEuro(value) },
    { title: 'Offen', dataIndex: 'openAmount', align: 'right', render: (value: string) => <Typography.Text strong>{formatEuro(value)}</Typography.Text> },
    {
      title: 'Überfällig',
      dataIndex: 'overdueDays',
      align: 'right',
      render: (days: number) => (days > 0 ? <Tag color={days > 90 ? 'red' : days > 30 ? 'volcano' : 'orange'}>{days} Tage</Tag> : '–'),
    },
    {
      title: '',
      key: 'pay',
      render: (_, item) => (
        <Button size="small" onClick={() => record(item)} aria-label={`Zahlung für ${item.number} erfassen`}>
          Zahlung
        </Button>
      ),
    },
  ];
}

/** A payment's total by its first row, for payments of more than one row (an overpayment's parts). */
function splitTotals(payments: IncomingPayment[]): Map<string, number> {
  const totals = new Map<string, { cents: number; rows: number }>();
  for (const row of payments) {
    const total = totals.get(paymentOf(row)) ?? { cents: 0, rows: 0 };
    totals.set(paymentOf(row), { cents: total.cents + Math.round(Number(row.amount) * 100), rows: total.rows + 1 });
  }
  return new Map([...totals].filter(([, total]) => total.rows > 1).map(([id, total]) => [id, total.cents / 100]));
}

function paymentColumns(reverse: (payment: IncomingPayment) => void, payments: IncomingPayment[]): TableColumnsType<IncomingPayment> {
  const totals = splitTotals(payments);
  return [
    { title: 'Gebucht', dataIndex: 'bookedOn', render: (day: string) => formatDate(day) },
    {
      title: 'Rechnung',
      dataIndex: 'invoiceNumber',
      render: (number: string | null, payment) =>
        number === null ? (
          <Tag color="green">Guthaben</Tag>
        ) : payment.creditAppliedAt ? (
          <Space direction="vertical" size={0}>
            {number}
            <Typography.Text type="secondary" title={`Guthaben, am ${formatDate(payment.creditAppliedAt)} mit der Rechnung verrechnet`}>
              aus Guthaben, {formatDate(payment.creditAppliedAt)}
            </Typography.Text>
          </Space>
        ) : (
          number
        ),
    },
    {
      title: 'Betrag',
      dataIndex: 'amount',
      align: 'right',
      render: (value: string, payment) => (
        <Space direction="vertical" size={0} style={{ alignItems: 'flex-end' }}>
          <Typography.Text delete={Boolean(payment.reversedAt)}>{formatEuro(value)}</Typography.Text>
          {Number(payment.skontoAmount) > 0 && <Typography.Text type="secondary">+ {formatEuro(payment.skontoAmount)} Skonto</Typography.Text>}
          {totals.has(paymentOf(payment)) && (
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              Teil von {formatEuro(totals.get(paymentOf(payment))!)}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: 'Verwendungszweck', dataIndex: 'reference', ellipsis: true },
    { title: 'Quelle', dataIndex: 'source', render: (source: IncomingPayment['source']) => SOURCES[source] },
    {
      title: '',
      key: 'reverse',
      render: (_, payment) =>
        payment.reversedAt ? (
          <Typography.Text type="secondary" title={payment.reversalReason ?? undefined}>
            Storniert {formatDateTime(payment.reversedAt)}
          </Typography.Text>
        ) : (
          <Button
            size="small"
            danger
            icon={<UndoOutlined />}
            onClick={() => reverse(payment)}
            aria-label={payment.creditAppliedAt ? `Verrechnung mit ${payment.invoiceNumber} aufheben` : `Zahlung vom ${formatDate(payment.bookedOn)} stornieren`}
          >
            {payment.creditAppliedAt ? 'Aufheben' : 'Stornieren'}
          </Button>
        ),
    },
  ];
}

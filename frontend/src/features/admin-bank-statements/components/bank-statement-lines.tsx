import { WarningOutlined } from '@ant-design/icons';
import { Button, Grid, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, formatEuro } from '@/lib/format';
import type { BankStatementLine } from '../api/types';
import { LineStatusTag } from './line-status';

interface Props {
  lines: BankStatementLine[];
  selected: string[];
  onSelect: (ids: string[]) => void;
  onAssign: (line: BankStatementLine) => void;
}

const assignable = (line: BankStatementLine) => line.direction === 'credit' && (line.status === 'unmatched' || line.status === 'proposed');
/** A proposal whose invoice changed since (paid, part-paid, cancelled): booking refuses it, it needs assigning again. */
const outdated = (line: BankStatementLine) => line.status === 'proposed' && line.allocations.some((allocation) => allocation.warning !== null);

/** The statement's bookings with their proposals; only proposals can be selected for booking. */
export function BankStatementLines({ lines, selected, onSelect, onAssign }: Props) {
  const phone = !Grid.useBreakpoint().sm;
  const payment = (line: BankStatementLine) => (
    <Space direction="vertical" size={0}>
      <Typography.Text strong>{line.counterpartyName ?? '–'}</Typography.Text>
      <Typography.Text>{line.remittance || <Typography.Text type="secondary">ohne Verwendungszweck</Typography.Text>}</Typography.Text>
      {line.note && <Typography.Text type="secondary">{line.note}</Typography.Text>}
    </Space>
  );
  const amount = (line: BankStatementLine) =>
    line.direction === 'debit' ? <Typography.Text type="danger">−{formatEuro(line.amount)}</Typography.Text> : <Typography.Text strong>{formatEuro(line.amount)}</Typography.Text>;
  const allocations = (line: BankStatementLine) =>
    line.allocations.length === 0 ? (
      '–'
    ) : (
      <Space direction="vertical" size={0}>
        {line.allocations.map((allocation) => (
          <span key={allocation.invoiceId}>
            <Typography.Text strong>{allocation.invoiceNumber}</Typography.Text> · {allocation.companyName}
            <br />
            <Typography.Text type="secondary">
              {formatEuro(allocation.amount)}
              {allocation.skontoAmount !== '0.00' ? ` + ${formatEuro(allocation.skontoAmount)} Skonto` : ''}
            </Typography.Text>
            {allocation.currentOpenAmount !== null && (
              <>
                <br />
                <Typography.Text type={allocation.warning ? 'danger' : 'secondary'}>offen jetzt {formatEuro(allocation.currentOpenAmount)}</Typography.Text>
              </>
            )}
            {allocation.warning && (
              <>
                <br />
                <Typography.Text type="danger" role="alert">
                  <WarningOutlined /> {allocation.warning}
                </Typography.Text>
              </>
            )}
          </span>
        ))}
      </Space>
    );
  const assign = (line: BankStatementLine) =>
    assignable(line) ? (
      <Button size="small" onClick={() => onAssign(line)} aria-label={`Zeile ${line.position} zuordnen`}>
        {line.status === 'unmatched' ? 'Zuordnen' : 'Ändern'}
      </Button>
    ) : null;

  // On a phone one column holds what the others show side by side: nothing is cut off at the screen's edge.
  const phoneColumns: ColumnsType<BankStatementLine> = [
    {
      title: 'Zahlung',
      render: (_, line) => (
        <Space direction="vertical" size={4} style={{ width: '100%' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            {payment(line)}
            <span style={{ whiteSpace: 'nowrap' }}>{amount(line)}</span>
          </div>
          {line.bookingDate && <Typography.Text type="secondary">gebucht {formatDate(line.bookingDate)}</Typography.Text>}
          {line.allocations.length > 0 && allocations(line)}
          <Space wrap>
            <LineStatusTag status={line.status} />
            {assign(line)}
          </Space>
        </Space>
      ),
    },
  ];
  const columns: ColumnsType<BankStatementLine> = [
    { title: 'Datum', dataIndex: 'bookingDate', width: 104, render: (day: string | null) => (day ? formatDate(day) : '–'), responsive: ['md'] },
    { title: 'Zahlung', render: (_, line) => payment(line) },
    { title: 'Betrag', dataIndex: 'amount', align: 'right', width: 130, render: (_, line) => amount(line) },
    { title: 'Zuordnung', render: (_, line) => allocations(line) },
    { title: 'Status', dataIndex: 'status', width: 150, render: (_, line) => <LineStatusTag status={line.status} /> },
    { title: '', width: 120, render: (_, line) => assign(line) },
  ];

  return (
    <Table<BankStatementLine>
      rowKey="id"
      size="middle"
      columns={phone ? phoneColumns : columns}
      dataSource={lines}
      scroll={phone ? undefined : { x: 860 }}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys as string[]),
        getCheckboxProps: (line) => ({ disabled: line.status !== 'proposed' || outdated(line), 'aria-label': `Zeile ${line.position} auswählen` }),
      }}
    />
  );
}

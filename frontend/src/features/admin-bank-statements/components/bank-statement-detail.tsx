import { CheckOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Grid, Segmented, Select, Skeleton, Space } from 'antd';
import { useMemo, useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate, formatDateTime, formatEuro } from '@/lib/format';
import { useConfirmBankStatement } from '../api/mutations';
import { bankStatementQueryOptions } from '../api/queries';
import type { BankStatementConfirmResult, BankStatementLine } from '../api/types';
import { AssignLineDialog } from './assign-line-dialog';
import { BankStatementLines } from './bank-statement-lines';

type Filter = 'all' | 'open' | 'booked' | 'ignored';
const FILTERS: Record<Filter, (line: BankStatementLine) => boolean> = {
  all: () => true,
  open: (line) => line.status === 'proposed' || line.status === 'unmatched',
  booked: (line) => line.status === 'booked',
  ignored: (line) => line.status === 'ignored',
};

/** One statement: its figures, the lines with proposals, booking all or selected proposals, assigning by hand. */
export function BankStatementDetail({ id }: { id: string }) {
  const { notification } = App.useApp();
  const statement = useQuery(bankStatementQueryOptions(id));
  const confirm = useConfirmBankStatement(id);
  const [selected, setSelected] = useState<string[]>([]);
  const [filter, setFilter] = useState<Filter>('all');
  const [assigning, setAssigning] = useState<BankStatementLine | null>(null);
  const [failures, setFailures] = useState<BankStatementConfirmResult['failures']>([]);
  const lines = useMemo(() => (statement.data?.lines ?? []).filter(FILTERS[filter]), [statement.data, filter]);
  const phone = !Grid.useBreakpoint().sm;

  if (statement.isError) return <Alert type="error" showIcon message="Kontoauszug konnte nicht geladen werden" description={userMessageFor(statement.error)} />;
  if (!statement.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = statement.data;

  const filterOptions = [
    { value: 'all' as const, label: `Alle (${data.lineCount})` },
    { value: 'open' as const, label: `Zu prüfen (${data.proposedCount + data.unmatchedCount})` },
    { value: 'booked' as const, label: `Gebucht (${data.bookedCount})` },
    { value: 'ignored' as const, label: `Ignoriert (${data.ignoredCount})` },
  ];

  const book = (lineIds?: string[]) =>
    confirm.mutate(lineIds, {
      onSuccess: (result) => {
        setSelected([]);
        setFailures(result.failures);
        const booked = result.bookedCount === 1 ? '1 Zahlung gebucht' : `${result.bookedCount} Zahlungen gebucht`;
        if (result.failures.length === 0) notification.success({ message: booked });
        else notification.warning({ message: `${booked}, ${result.failures.length === 1 ? '1 Zeile' : `${result.failures.length} Zeilen`} nicht gebucht`, description: 'Die Gründe stehen über der Liste.' });
      },
      onError: (error) => notification.error({ message: 'Buchen fehlgeschlagen', description: userMessageFor(error) }),
    });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label="Konto">{data.accountIban}</Descriptions.Item>
          <Descriptions.Item label="Zeitraum">
            {data.fromDate ? formatDate(data.fromDate) : '–'}
            {data.toDate && data.toDate !== data.fromDate ? ` – ${formatDate(data.toDate)}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Auszug">
            {data.identifier}
            {data.sequenceNumber ? ` · Nr. ${data.sequenceNumber}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Anfangssaldo">{data.openingBalance ? formatEuro(data.openingBalance) : '–'}</Descriptions.Item>
          <Descriptions.Item label="Endsaldo">{data.closingBalance ? formatEuro(data.closingBalance) : '–'}</Descriptions.Item>
          <Descriptions.Item label="Gutschriften">{formatEuro(data.creditSum)}</Descriptions.Item>
          <Descriptions.Item label="Eingelesen">
            {formatDateTime(data.createdAt)}
            {data.uploadedBy ? ` von ${data.uploadedBy}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Datei">{data.fileName}</Descriptions.Item>
        </Descriptions>
      </Card>
      {failures.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setFailures([])}
          message="Nicht gebucht"
          description={failures.map((failure) => (
            <div key={failure.lineId}>
              Zeile {failure.position}: {failure.message}
            </div>
          ))}
        />
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between' }}>
        {/* four choices do not fit a phone's width side by side: there a drop-down */}
        {phone ? (
          <Select<Filter> aria-label="Zeilen anzeigen" value={filter} onChange={setFilter} options={filterOptions} style={{ width: '100%' }} />
        ) : (
          <Segmented<Filter> value={filter} onChange={setFilter} options={filterOptions} />
        )}
        <Space wrap>
          <Button disabled={selected.length === 0} loading={confirm.isPending && selected.length > 0} onClick={() => book(selected)}>
            Auswahl buchen ({selected.length})
          </Button>
          <Button type="primary" icon={<CheckOutlined />} disabled={data.proposedCount === 0} loading={confirm.isPending && selected.length === 0} onClick={() => book()}>
            Alle Vorschläge buchen ({data.proposedCount})
          </Button>
        </Space>
      </div>
      <BankStatementLines lines={lines} selected={selected} onSelect={setSelected} onAssign={setAssigning} />
      <AssignLineDialog statementId={id} line={assigning} onClose={() => setAssigning(null)} />
    </Space>
  );
}

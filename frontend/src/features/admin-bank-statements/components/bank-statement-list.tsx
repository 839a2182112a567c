import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { bankStatementPath } from '@/config/paths';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate, formatDateTime, formatEuro } from '@/lib/format';
import { bankStatementListQueryOptions } from '../api/queries';
import type { BankStatementSummary } from '../api/types';

const period = (statement: BankStatementSummary) =>
  statement.fromDate && statement.toDate && statement.fromDate !== statement.toDate
    ? `${formatDate(statement.fromDate)} – ${formatDate(statement.toDate)}`
    : formatDate(statement.toDate ?? statement.fromDate ?? statement.createdAt);

/** Imported statements, newest first, with what is still to do on each. */
export function BankStatementList() {
  const [page, setPage] = useState(1);
  const statements = useQuery(bankStatementListQueryOptions(page));

  const columns: ColumnsType<BankStatementSummary> = [
    {
      title: 'Auszug',
      render: (_, statement) => (
        <Space direction="vertical" size={0}>
          <Link to={bankStatementPath(statement.id)}>
            <Typography.Text strong>{period(statement)}</Typography.Text>
          </Link>
          <Typography.Text type="secondary">
            {statement.identifier}
            {statement.sequenceNumber ? ` · Nr. ${statement.sequenceNumber}` : ''}
          </Typography.Text>
        </Space>
      ),
    },
    { title: 'Konto', dataIndex: 'accountIban', responsive: ['md'] },
    { title: 'Gutschriften', dataIndex: 'creditSum', align: 'right', render: (sum: string) => formatEuro(sum) },
    {
      title: 'Stand',
      render: (_, statement) => (
        <Space size={[4, 4]} wrap>
          {statement.proposedCount > 0 && <Tag color="blue">{statement.proposedCount} Vorschläge</Tag>}
          {statement.unmatchedCount > 0 && <Tag color="orange">{statement.unmatchedCount} offen</Tag>}
          {statement.bookedCount > 0 && <Tag color="green">{statement.bookedCount} gebucht</Tag>}
          {statement.proposedCount + statement.unmatchedCount === 0 && <Tag>erledigt</Tag>}
        </Space>
      ),
    },
    { title: 'Eingelesen', dataIndex: 'createdAt', responsive: ['lg'], render: (at: string, statement) => `${formatDateTime(at)}${statement.uploadedBy ? ` · ${statement.uploadedBy}` : ''}` },
  ];

  return (
    <Card title="Eingelesene Kontoauszüge">
      {statements.isError && <Alert type="error" showIcon message="Kontoauszüge konnten nicht geladen werden" description={userMessageFor(statements.error)} />}
      <Table<BankStatementSummary>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={statements.data?.items}
        loading={statements.isFetching && !statements.data}
        locale={{ emptyText: 'Noch kein Kontoauszug eingelesen.' }}
        pagination={{ current: page, pageSize: 10, total: statements.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </Card>
  );
}

import { PauseCircleOutlined, PlayCircleOutlined, ThunderboltOutlined, UnlockOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate, formatEuro } from '@/lib/format';
import { useReleaseDeliveryBlock, useRunDunning, useSetDunningHold } from '../api/mutations';
import { type DunningFilter, type DunningInvoice, type DunningQuery, dunningQueryOptions } from '../api/queries';
import { DunningLetters } from './dunning-letters';
import { ReasonModal } from './reason-modal';

const PAGE_SIZE = 20;
const FILTERS: { value: DunningFilter; label: string }[] = [
  { value: 'all', label: 'Alle überfälligen' },
  { value: 'held', label: 'Angehalten' },
  { value: 'blocked', label: 'Mit Liefersperre' },
  { value: 'settled', label: 'Bezahlt nach Mahnung' },
];
const LEVEL_COLORS = ['default', 'gold', 'orange', 'red'];

type Dialog = { kind: 'hold' | 'resume'; invoice: DunningInvoice } | { kind: 'release'; invoice: DunningInvoice } | null;

/** Mahnwesen: overdue invoices with their level, letters and hold; the run by hand; Liefersperre released. */
export function DunningTab() {
  const [query, setQuery] = useState<DunningQuery>({ page: 1, pageSize: PAGE_SIZE });
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery(dunningQueryOptions(query));
  const run = useRunDunning();
  const setHold = useSetDunningHold();
  const release = useReleaseDeliveryBlock();
  const change = (next: Partial<DunningQuery>) => setQuery((current) => ({ ...current, page: 1, ...next }));

  const columns: ColumnsType<DunningInvoice> = [
    {
      title: 'Rechnung',
      dataIndex: 'invoiceNumber',
      render: (number: string, item) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{number}</Typography.Text>
          <Typography.Text type="secondary">{item.orderNumber}</Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Firma',
      dataIndex: 'companyName',
      render: (name: string, item) => (
        <Space direction="vertical" size={2}>
          <span>{name}</span>
          {item.deliveryBlock && (
            <Tooltip title={item.deliveryBlock.reason}>
              <Tag color="red">Liefersperre</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: 'Fällig', dataIndex: 'dueDate', render: (day: string) => formatDate(day) },
    { title: 'Tage überfällig', dataIndex: 'daysOverdue', align: 'right' },
    { title: 'Offen', dataIndex: 'openAmount', align: 'right', render: (amount: string) => <Typography.Text strong>{formatEuro(amount)}</Typography.Text> },
    {
      title: 'Mahnstufe',
      render: (_, item) =>
        item.hold ? (
          <Tooltip title={item.hold.reason}>
            <Tag color="blue" icon={<PauseCircleOutlined />}>
              Angehalten
            </Tag>
          </Tooltip>
        ) : item.levelLabel ? (
          <Tag color={LEVEL_COLORS[Math.min(item.level, LEVEL_COLORS.length - 1)]}>{item.levelLabel}</Tag>
        ) : (
          <Typography.Text type="secondary">noch keine</Typography.Text>
        ),
    },
    {
      title: 'Aktionen',
      render: (_, item) => (
        <Space size={4} wrap>
          {item.openAmount === '0.00' ? (
            <Tag color="green">Bezahlt</Tag>
          ) : item.hold ? (
            <Button size="small" icon={<PlayCircleOutlined />} onClick={() => setDialog({ kind: 'resume', invoice: item })}>
              Fortsetzen
            </Button>
          ) : (
            <Button size="small" icon={<PauseCircleOutlined />} onClick={() => setDialog({ kind: 'hold', invoice: item })}>
              Anhalten
            </Button>
          )}
          {item.deliveryBlock && (
            <Button size="small" danger icon={<UnlockOutlined />} onClick={() => setDialog({ kind: 'release', invoice: item })}>
              Liefersperre aufheben
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const closeAfter = { onSuccess: () => setDialog(null) };
  const submit = (reason: string) => {
    if (!dialog) return;
    if (dialog.kind === 'release') release.mutate({ companyId: dialog.invoice.companyId, reason }, closeAfter);
    else setHold.mutate({ invoiceId: dialog.invoice.invoiceId, hold: dialog.kind === 'hold', reason }, closeAfter);
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Der Mahnlauf läuft jeden Morgen um 6:15 Uhr: Jede überfällige Rechnung bekommt die nächste fällige Stufe (Zahlungserinnerung, 1. Mahnung,
        2. Mahnung) als PDF per E-Mail an die Inhaber der Firma. Nach der letzten Stufe gilt für die Firma eine Liefersperre für den Kauf auf
        Rechnung.
      </Typography.Paragraph>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder="Rechnung, Bestellung oder Firma"
          aria-label="Überfällige Rechnungen durchsuchen"
          style={{ width: 280 }}
          maxLength={100}
          onSearch={(q) => change({ q: q.trim() || undefined })}
        />
        <Select<DunningFilter> aria-label="Auswahl" style={{ width: 190 }} value={query.filter ?? 'all'} onChange={(filter) => change({ filter })} options={FILTERS} />
        <Select<number | 'all'>
          aria-label="Mahnstufe"
          style={{ width: 170 }}
          value={query.level ?? 'all'}
          onChange={(level) => change({ level: level === 'all' ? undefined : level })}
          options={[
            { value: 'all', label: 'Alle Mahnstufen' },
            { value: 1, label: 'Stufe 1' },
            { value: 2, label: 'Stufe 2' },
            { value: 3, label: 'Stufe 3' },
          ]}
        />
        <Popconfirm
          title="Mahnlauf jetzt starten?"
          description="Jede überfällige Rechnung, deren nächste Stufe fällig ist, bekommt sie jetzt; die Briefe gehen sofort per E-Mail an die Inhaber."
          okText="Mahnlauf starten"
          cancelText="Abbrechen"
          onConfirm={() => run.mutate(undefined)}
        >
          <Button type="primary" icon={<ThunderboltOutlined />} loading={run.isPending}>
            Mahnlauf jetzt starten
          </Button>
        </Popconfirm>
      </Space>
      {list.isError && <Alert type="error" showIcon message="Mahnwesen konnte nicht geladen werden" description={userMessageFor(list.error)} />}
      <Table<DunningInvoice>
        rowKey="invoiceId"
        size="middle"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching && !list.data}
        locale={{ emptyText: 'Keine überfälligen Rechnungen für diese Auswahl.' }}
        scroll={{ x: 960 }}
        expandable={{
          expandedRowRender: (item) => <DunningLetters invoice={item} />,
          rowExpandable: () => true,
          expandRowByClick: false,
        }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => (total === 1 ? '1 überfällige Rechnung' : `${total} überfällige Rechnungen`),
          onChange: (page) => setQuery((current) => ({ ...current, page })),
        }}
      />
      <ReasonModal
        open={dialog !== null}
        pending={setHold.isPending || release.isPending}
        title={
          dialog?.kind === 'release'
            ? `Liefersperre für ${dialog.invoice.companyName} aufheben`
            : dialog?.kind === 'resume'
              ? `Mahnwesen für ${dialog.invoice.invoiceNumber} fortsetzen`
              : `Mahnwesen für ${dialog?.invoice.invoiceNumber ?? ''} anhalten`
        }
        intro={
          dialog?.kind === 'release'
            ? 'Die Firma kann danach wieder auf Rechnung bestellen, auch wenn die Rechnung noch offen ist.'
            : dialog?.kind === 'resume'
              ? 'Der nächste Mahnlauf schreibt wieder die fällige Stufe.'
              : 'Solange das Mahnwesen angehalten ist (z. B. bei einer Reklamation), bekommt die Rechnung kein Schreiben.'
        }
        okText={dialog?.kind === 'release' ? 'Aufheben' : dialog?.kind === 'resume' ? 'Fortsetzen' : 'Anhalten'}
        onSubmit={submit}
        onCancel={() => setDialog(null)}
      />
    </Space>
  );
}

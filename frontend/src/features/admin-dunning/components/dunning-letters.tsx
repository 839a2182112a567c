import { FilePdfOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate, formatDateTime, formatEuro } from '@/lib/format';
import { useResendDunningLetter } from '../api/mutations';
import { type DunningInvoice, type DunningLetter, downloadDunningLetter } from '../api/queries';

/** The letters of one overdue invoice: what each demanded, when it went out, download and resend. */
export function DunningLetters({ invoice }: { invoice: DunningInvoice }) {
  const { notification } = App.useApp();
  const resend = useResendDunningLetter();
  const download = (letter: DunningLetter) =>
    downloadDunningLetter(invoice, letter).catch((error: unknown) => notification.error({ message: 'Download fehlgeschlagen', description: userMessageFor(error) }));

  const columns: ColumnsType<DunningLetter> = [
    { title: 'Schreiben', dataIndex: 'label', render: (label: string) => <Typography.Text strong>{label}</Typography.Text> },
    { title: 'Datum', dataIndex: 'letterDate', render: (day: string) => formatDate(day) },
    { title: 'Offen', dataIndex: 'openAmount', align: 'right', render: (amount: string) => formatEuro(amount) },
    { title: 'Zinsen', dataIndex: 'interestAmount', align: 'right', render: (amount: string) => formatEuro(amount) },
    { title: 'Pauschale', dataIndex: 'feeAmount', align: 'right', render: (amount: string) => formatEuro(amount) },
    { title: 'Gefordert', dataIndex: 'totalAmount', align: 'right', render: (amount: string) => <Typography.Text strong>{formatEuro(amount)}</Typography.Text> },
    { title: 'Zahlen bis', dataIndex: 'payBy', render: (day: string) => formatDate(day) },
    {
      title: 'Versand',
      render: (_, letter) =>
        letter.sentAt ? (
          <Typography.Text type="secondary">
            {formatDateTime(letter.sentAt)}
            {letter.sendCount > 1 ? ` (${letter.sendCount}×)` : ''}
          </Typography.Text>
        ) : (
          <Tag color="processing">wird erstellt …</Tag>
        ),
    },
    {
      title: 'Aktionen',
      render: (_, letter) => (
        <Space size={4}>
          <Tooltip title="PDF laden">
            <Button size="small" icon={<FilePdfOutlined />} disabled={!letter.rendered} aria-label={`${letter.label} als PDF laden`} onClick={() => void download(letter)} />
          </Tooltip>
          <Tooltip title="Erneut an die Inhaber senden">
            <Button
              size="small"
              icon={<MailOutlined />}
              disabled={!letter.rendered}
              loading={resend.isPending && resend.variables === letter.id}
              aria-label={`${letter.label} erneut senden`}
              onClick={() => resend.mutate(letter.id)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  if (invoice.letters.length === 0) return <Typography.Text type="secondary">Noch kein Schreiben zu dieser Rechnung.</Typography.Text>;
  return <Table<DunningLetter> rowKey="id" size="small" columns={columns} dataSource={invoice.letters} pagination={false} scroll={{ x: 820 }} />;
}

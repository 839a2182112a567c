import { DeleteOutlined, EditOutlined, MailOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';
import { useDeleteNews } from '../api/mutations';
import { type AdminNews, adminNewsQueryOptions } from '../api/queries';
import { NewsEditorDialog } from './news-editor-dialog';

function StateTag({ news }: { news: AdminNews }) {
  if (news.state === 'draft') return <Tag>Entwurf</Tag>;
  if (news.state === 'scheduled') return <Tag color="blue">Geplant für {formatDateTime(news.publishDate!)}</Tag>;
  return <Tag color="green">Veröffentlicht am {formatDateTime(news.publishDate ?? news.createdAt)}</Tag>;
}

/** The news tab of /admin: every item with its state; write, edit, withdraw, delete. */
export function NewsTab() {
  const news = useQuery(adminNewsQueryOptions());
  const remove = useDeleteNews();
  const [editing, setEditing] = useState<AdminNews | null>(null);
  const [open, setOpen] = useState(false);
  const edit = (item: AdminNews | null) => {
    setEditing(item);
    setOpen(true);
  };

  return (
    <div>
      <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 16 }} wrap>
        <Typography.Text type="secondary">News erscheinen für freigeschaltete Händler unter „News“ mit einem Hinweis in der Seitenleiste.</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(null)}>
          Neue News
        </Button>
      </Space>
      {news.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : news.isError ? (
        <Alert type="error" showIcon message="News konnten nicht geladen werden." description={userMessageFor(news.error)} />
      ) : news.data.length === 0 ? (
        <Empty description="Noch keine News." />
      ) : (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          {news.data.map((item) => (
            <Card
              key={item.id}
              size="small"
              data-testid="admin-news"
              title={<span style={{ whiteSpace: 'normal' }}>{item.title}</span>}
              extra={<StateTag news={item} />}
              actions={[
                <Button key="edit" type="link" icon={<EditOutlined />} onClick={() => edit(item)}>
                  Bearbeiten
                </Button>,
                <Popconfirm
                  key="delete"
                  title="News löschen?"
                  description={`„${item.title}“ wird endgültig gelöscht.`}
                  okText="Löschen"
                  okButtonProps={{ danger: true }}
                  cancelText="Abbrechen"
                  onConfirm={() => remove.mutate(item.id)}
                >
                  <Button type="link" danger icon={<DeleteOutlined />}>
                    Löschen
                  </Button>
                </Popconfirm>,
              ]}
            >
              {item.excerpt && <Typography.Paragraph style={{ marginBottom: 8 }}>{item.excerpt}</Typography.Paragraph>}
              <Space wrap size={4}>
                <Typography.Text type="secondary">
                  {item.authorEmail ? `von ${item.authorEmail} · ` : ''}geändert {formatDateTime(item.updatedAt)}
                </Typography.Text>
                {item.notifyDealers && (
                  <Tag icon={<MailOutlined />} color={item.notifiedAt ? 'success' : 'processing'}>
                    {item.notifiedAt ? `E-Mail versendet ${formatDateTime(item.notifiedAt)}` : 'E-Mail an Händler geplant'}
                  </Tag>
                )}
              </Space>
            </Card>
          ))}
        </Space>
      )}
      <NewsEditorDialog news={editing} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

import { ScheduleOutlined, ToolOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Space, Typography } from 'antd';
import { useOpenJobQueues } from '@/features/auth/api/open-job-queues';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { userMessageFor } from '@/lib/api/errors';

/** Placeholder: the administration screens (dealers, tickets, products, orders) are being built. */
export function AdminDashboardPage() {
  useDocumentTitle('Administration');
  const openJobQueues = useOpenJobQueues();
  const { notification } = App.useApp();

  const open = () =>
    openJobQueues.mutate(undefined, {
      onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
    });

  return (
    <div style={{ maxWidth: 960, margin: '0 auto' }}>
      <Typography.Title level={1}>Administration</Typography.Title>
      <Alert
        type="info"
        showIcon
        icon={<ToolOutlined />}
        message="Der Administrationsbereich wird gerade aufgebaut."
        description="Händlerfreigaben, Tickets, Produkte, Kategorien und Bestellungen lassen sich hier bald verwalten."
        style={{ marginBottom: 24 }}
      />
      <Card title="Betrieb">
        <Space direction="vertical">
          <Typography.Text>
            Hintergrundjobs (CSV-Import, E-Mail-Versand, Zahlungsabgleich) beobachten Sie in den Job-Warteschlangen.
          </Typography.Text>
          <Button icon={<ScheduleOutlined />} onClick={open} loading={openJobQueues.isPending}>
            Job-Warteschlangen
          </Button>
        </Space>
      </Card>
    </div>
  );
}

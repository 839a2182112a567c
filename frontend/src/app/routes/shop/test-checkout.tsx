import { ExperimentOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Result, Space, Tag, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { DealerOnly } from '@/components/orders/dealer-only';
import { PageSpinner } from '@/components/ui/page-spinner';
import { testCheckoutQueryOptions } from '@/features/orders/api/queries';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { api } from '@/lib/api/client';
import { unwrap, userMessageFor } from '@/lib/api/errors';
import { formatDateTime, formatEuro } from '@/lib/format';

/** The built-in 'Testmodus' payment page (no Stripe key): pay or cancel; no money moves. */
export function TestCheckoutPage() {
  useDocumentTitle('Testmodus – Zahlung');
  return (
    <div style={{ maxWidth: 560, margin: '0 auto', width: '100%' }}>
      <DealerOnly what="zu bezahlen">
        <TestCheckout />
      </DealerOnly>
    </div>
  );
}

function TestCheckout() {
  const { sessionId = '' } = useParams();
  const session = useQuery(testCheckoutQueryOptions(sessionId));
  const { notification } = App.useApp();
  const act = useMutation({
    mutationFn: (action: 'pay' | 'cancel') =>
      unwrap(api.POST(action === 'pay' ? '/api/payments/test-checkout/{id}/pay' : '/api/payments/test-checkout/{id}/cancel', { params: { path: { id: sessionId } } })),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
  });

  if (session.isPending) return <PageSpinner />;
  if (session.isError) return <Result status="404" title="Diese Testzahlung gibt es nicht." />;
  const { data } = session;
  const open = data.status === 'open';
  return (
    <Card
      title={
        <Space>
          <ExperimentOutlined /> Kartenzahlung
          <Tag color="orange">Testmodus</Tag>
        </Space>
      }
    >
      <Alert type="warning" showIcon message="Testmodus: Es wird kein Geld bewegt." style={{ marginBottom: 16 }} />
      <Descriptions
        column={1}
        items={[
          { key: 'order', label: 'Bestellung', children: data.orderNumber },
          { key: 'amount', label: 'Betrag', children: <Typography.Text strong>{formatEuro(data.amount)}</Typography.Text> },
          { key: 'expires', label: 'Gültig bis', children: formatDateTime(data.expiresAt) },
        ]}
      />
      {open ? (
        <Space wrap style={{ marginTop: 16 }}>
          <Button type="primary" size="large" loading={act.isPending && act.variables === 'pay'} disabled={act.isPending} onClick={() => act.mutate('pay')}>
            Bezahlen
          </Button>
          <Button size="large" loading={act.isPending && act.variables === 'cancel'} disabled={act.isPending} onClick={() => act.mutate('cancel')}>
            Abbrechen
          </Button>
        </Space>
      ) : (
        <Alert type="info" showIcon message={data.status === 'complete' ? 'Diese Zahlung ist abgeschlossen.' : 'Diese Zahlungssitzung ist abgelaufen.'} />
      )}
    </Card>
  );
}

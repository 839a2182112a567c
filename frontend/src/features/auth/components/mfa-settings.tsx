import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Image, Input, Popconfirm, Space, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '@/lib/format';
import { userMessageFor } from '@/lib/api/errors';
import { useEnrollTotp, useRemoveFactor, useVerifyTotp } from '../api/mfa';
import { meQueryOptions } from '@/lib/session/me-query';
import { TotpCodeForm } from './totp-code-form';

/** Profile card: set up, show and remove the authenticator app (TOTP) as second factor. */
export function MfaSettings() {
  const { notification } = App.useApp();
  const me = useQuery(meQueryOptions());
  const enroll = useEnrollTotp();
  const verify = useVerifyTotp();
  const remove = useRemoveFactor();
  const [enrolling, setEnrolling] = useState(false);
  const factor = me.data?.factors[0];

  const start = () =>
    enroll.mutate(undefined, {
      onSuccess: () => setEnrolling(true),
      onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
    });

  const confirm = (code: string) => {
    if (!enroll.data) return;
    verify.mutate(
      { factorId: enroll.data.id, code },
      {
        onSuccess: () => {
          setEnrolling(false);
          enroll.reset();
          notification.success({ message: 'Zwei-Faktor-Anmeldung aktiviert', description: 'Bei der nächsten Anmeldung fragen wir nach einem Code.' });
        },
      },
    );
  };

  const removeFactor = () =>
    factor &&
    remove.mutate(factor.id, {
      onSuccess: () => notification.success({ message: 'Zwei-Faktor-Anmeldung entfernt' }),
      onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
    });

  return (
    <Card
      title={
        <Space>
          <SafetyCertificateOutlined />
          Zwei-Faktor-Anmeldung
        </Space>
      }
    >
      <div style={{ marginBottom: 12 }}>{factor ? <Tag color="success">Aktiv</Tag> : <Tag>Nicht eingerichtet</Tag>}</div>
      {factor && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            {factor.friendlyName} · eingerichtet am {formatDate(factor.createdAt)}
          </Typography.Text>
          <Typography.Text type="secondary">Bei jeder Anmeldung fragen wir nach einem Code aus Ihrer Authenticator-App.</Typography.Text>
          <Popconfirm
            title="Zwei-Faktor-Anmeldung entfernen?"
            description="Ihr Konto ist dann nur noch durch das Passwort geschützt."
            okText="Entfernen"
            cancelText="Abbrechen"
            onConfirm={removeFactor}
          >
            <Button danger loading={remove.isPending}>
              Entfernen
            </Button>
          </Popconfirm>
        </Space>
      )}

      {!factor && !enrolling && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            Schützen Sie Ihr Konto zusätzlich mit einer Authenticator-App (z. B. Google Authenticator, Microsoft Authenticator
            oder FreeOTP): Nach dem Passwort fragen wir dann nach einem 6-stelligen Code.
          </Typography.Text>
          <Button type="primary" onClick={start} loading={enroll.isPending}>
            Einrichten
          </Button>
        </Space>
      )}

      {!factor && enrolling && enroll.data && (
        <div>
          <Steps
            direction="vertical"
            size="small"
            current={1}
            items={[
              {
                title: 'QR-Code scannen',
                description: (
                  <Space direction="vertical">
                    <Image src={enroll.data.totp.qrCode} alt="QR-Code für die Authenticator-App" width={180} height={180} preview={false} />
                    <Typography.Text type="secondary">Oder den Schlüssel von Hand eingeben:</Typography.Text>
                    <Input.TextArea
                      readOnly
                      value={enroll.data.totp.secret.replace(/(.{4})/g, '$1 ').trim()}
                      autoSize
                      aria-label="Schlüssel"
                      style={{ fontFamily: 'monospace', maxWidth: 320 }}
                    />
                  </Space>
                ),
              },
              {
                title: 'Code bestätigen',
                description: (
                  <div style={{ maxWidth: 320 }}>
                    {verify.isError && <Alert type="error" showIcon message={userMessageFor(verify.error)} style={{ marginBottom: 12 }} />}
                    <TotpCodeForm onSubmit={confirm} pending={verify.isPending} submitLabel="Aktivieren" autoFocus={false} />
                    <Button type="link" onClick={() => setEnrolling(false)} style={{ paddingLeft: 0 }}>
                      Abbrechen
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        </div>
      )}
    </Card>
  );
}

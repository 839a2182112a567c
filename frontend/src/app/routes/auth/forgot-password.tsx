import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useRecoverPassword } from '@/features/auth/api/account';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { userMessageFor } from '@/lib/api/errors';

/** 'Passwort vergessen?': asks for the address and mails a reset link (the answer never reveals whether an account exists). */
export function ForgotPasswordPage() {
  useDocumentTitle('Passwort vergessen');
  const recover = useRecoverPassword();

  return (
    <Card style={{ maxWidth: 480, margin: '0 auto' }}>
      {recover.isSuccess ? (
        <Result
          status="success"
          title="E-Mail unterwegs"
          subTitle="Wenn zu dieser Adresse ein Konto besteht, erhalten Sie in wenigen Minuten eine E-Mail mit einem Link zum Zurücksetzen. Der Link ist 60 Minuten gültig. Sehen Sie bitte auch im Spam-Ordner nach."
          extra={<Link to={paths.auth}>Zurück zur Anmeldung</Link>}
        />
      ) : (
        <>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            Passwort vergessen?
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            Geben Sie die E-Mail-Adresse Ihres Händlerkontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.
          </Typography.Paragraph>
          {recover.isError && <Alert type="error" showIcon message={userMessageFor(recover.error)} style={{ marginBottom: 16 }} />}
          <Form layout="vertical" requiredMark={false} onFinish={(values: { email: string }) => recover.mutate(values.email.trim())} disabled={recover.isPending}>
            <Form.Item
              label="E-Mail"
              name="email"
              rules={[
                { required: true, message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' },
                { type: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
              ]}
            >
              <Input prefix={<MailOutlined />} type="email" autoComplete="username" placeholder="name@fahrradladen.de" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={recover.isPending}>
              Link senden
            </Button>
          </Form>
          <div style={{ marginTop: 16, textAlign: 'center' }}>
            <Link to={paths.auth}>Zurück zur Anmeldung</Link>
          </div>
        </>
      )}
    </Card>
  );
}

import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { userMessageFor } from '@/lib/api/errors';
import { verifyTotp } from '../api/mfa';
import { useSignIn } from '../api/mutations';
import type { SignInCredentials } from '../api/types';
import { TotpCodeForm } from './totp-code-form';

export function SignInForm() {
  const [form] = Form.useForm<SignInCredentials>();
  const signIn = useSignIn();
  const pending = signIn.data?.mfaRequired ? signIn.data : null;

  const submit = (credentials: SignInCredentials) =>
    signIn.mutate({ email: credentials.email.trim(), password: credentials.password });

  if (pending?.mfaFactorId) {
    return <MfaStep factorId={pending.mfaFactorId} accessToken={pending.accessToken} onCancel={() => signIn.reset()} />;
  }

  return (
    <Form form={form} name="signIn" layout="vertical" onFinish={submit} requiredMark={false} disabled={signIn.isPending}>
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
      <Form.Item
        label="Passwort"
        name="password"
        rules={[{ required: true, message: 'Bitte geben Sie Ihr Passwort ein.' }]}
        extra={<Link to={paths.forgotPassword}>Passwort vergessen?</Link>}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="Ihr Passwort" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
        Anmelden
      </Button>
    </Form>
  );
}

/** Second step of the sign-in for accounts with a second factor. */
function MfaStep({ factorId, accessToken, onCancel }: { factorId: string; accessToken: string; onCancel: () => void }) {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const verify = useMutation({
    mutationFn: (code: string) => verifyTotp(factorId, code, accessToken),
    onSuccess: () => {
      notification.success({ message: 'Erfolgreich angemeldet', description: 'Willkommen zurück!' });
      navigate(paths.home, { replace: true });
    },
  });
  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Zwei-Faktor-Anmeldung
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Öffnen Sie Ihre Authenticator-App und geben Sie den aktuellen 6-stelligen Code für das Radwerk B2B-Portal ein.
      </Typography.Paragraph>
      {verify.isError && <Alert type="error" showIcon message={userMessageFor(verify.error)} style={{ marginBottom: 16 }} />}
      <TotpCodeForm onSubmit={(code) => verify.mutate(code)} pending={verify.isPending} submitLabel="Bestätigen" />
      <Button type="link" block onClick={onCancel} style={{ marginTop: 8 }}>
        Abbrechen und zurück zur Anmeldung
      </Button>
    </div>
  );
}

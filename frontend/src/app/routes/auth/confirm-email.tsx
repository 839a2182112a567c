import { Button, Card, Form, Input, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useConfirmEmail, useResendConfirmation } from '@/features/auth/api/account';
import { useSession } from '@/lib/session/session-context';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { userMessageFor } from '@/lib/api/errors';

/** Target of the link in the confirmation e-mail: confirms once, then says what comes next. */
export function ConfirmEmailPage() {
  useDocumentTitle('E-Mail-Adresse bestätigen');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmEmail();
  const session = useSession();
  const sent = useRef(false);

  useEffect(() => {
    // The link is single-use: StrictMode's double effect must not send it twice.
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (!token) return <ConfirmFailed message="Der Bestätigungslink ist unvollständig. Bitte öffnen Sie ihn direkt aus der E-Mail." />;
  if (confirm.isError) return <ConfirmFailed message={userMessageFor(confirm.error)} />;
  if (!confirm.isSuccess) return <PageSpinner label="E-Mail-Adresse wird bestätigt …" />;

  const signedIn = session.status === 'authenticated';
  return (
    <Card style={{ maxWidth: 640, margin: '0 auto' }}>
      <Result
        status="success"
        title="E-Mail-Adresse bestätigt"
        subTitle={`Vielen Dank! ${confirm.data.email} ist bestätigt. Unser Team prüft jetzt Ihre Unterlagen, in der Regel innerhalb von 1-2 Werktagen; die Freischaltung teilen wir Ihnen per E-Mail mit.`}
        extra={
          signedIn ? (
            <LinkButton type="primary" to={paths.profile}>
              Zum Profil
            </LinkButton>
          ) : (
            <LinkButton type="primary" to={paths.auth}>
              Zur Anmeldung
            </LinkButton>
          )
        }
      />
    </Card>
  );
}

function ConfirmFailed({ message }: { message: string }) {
  const resend = useResendConfirmation();
  return (
    <Card style={{ maxWidth: 640, margin: '0 auto' }}>
      <Result
        status="warning"
        title="Bestätigung nicht möglich"
        subTitle={message}
        extra={
          <Form layout="inline" style={{ justifyContent: 'center' }} onFinish={(values: { email: string }) => resend.mutate(values.email.trim())}>
            <Form.Item name="email" rules={[{ required: true, type: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }]}>
              <Input type="email" placeholder="Ihre E-Mail-Adresse" aria-label="E-Mail" />
            </Form.Item>
            <Button htmlType="submit" type="primary" loading={resend.isPending}>
              Neuen Link anfordern
            </Button>
          </Form>
        }
      />
    </Card>
  );
}

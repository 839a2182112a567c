import { Alert, Card, Result, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { NewPasswordForm } from '@/components/forms/new-password-form';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useResetPassword } from '@/features/auth/api/account';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { userMessageFor } from '@/lib/api/errors';

/** Target of the reset link: sets the new password; every session of the account ends. */
export function ResetPasswordPage() {
  useDocumentTitle('Neues Passwort festlegen');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();

  if (reset.isSuccess) {
    return (
      <Card style={{ maxWidth: 480, margin: '0 auto' }}>
        <Result
          status="success"
          title="Passwort geändert"
          subTitle="Ihr neues Passwort ist gespeichert. Aus Sicherheitsgründen wurden Sie auf allen Geräten abgemeldet."
          extra={
            <LinkButton type="primary" to={paths.auth}>
              Jetzt anmelden
            </LinkButton>
          }
        />
      </Card>
    );
  }

  return (
    <Card style={{ maxWidth: 480, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Neues Passwort festlegen
      </Typography.Title>
      {!token && <Alert type="warning" showIcon message="Der Link ist unvollständig. Bitte öffnen Sie ihn direkt aus der E-Mail." style={{ marginBottom: 16 }} />}
      {reset.isError && (
        <Alert
          type="error"
          showIcon
          message={userMessageFor(reset.error)}
          description={<Link to={paths.forgotPassword}>Neuen Link anfordern</Link>}
          style={{ marginBottom: 16 }}
        />
      )}
      <NewPasswordForm
        passwordLabel="Neues Passwort"
        submitLabel="Passwort speichern"
        disabled={!token}
        pending={reset.isPending}
        onSubmit={(password) => reset.mutate({ token, password })}
      />
    </Card>
  );
}

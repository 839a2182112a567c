import { Alert, Card, Result, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { NewPasswordForm } from '@/components/forms/new-password-form';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useAcceptInvite } from '@/features/auth/api/account';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { userMessageFor } from '@/lib/api/errors';

/** Target of the invite link: the new person of a dealer company sets their password, then signs in. */
export function AcceptInvitePage() {
  useDocumentTitle('Einladung annehmen');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const accept = useAcceptInvite();

  if (accept.isSuccess) {
    return (
      <Card style={{ maxWidth: 480, margin: '0 auto' }}>
        <Result
          status="success"
          title="Einladung angenommen"
          subTitle={`Ihr Passwort ist gespeichert. Melden Sie sich jetzt mit ${accept.data.email} an.`}
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
        Einladung annehmen
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Legen Sie ein Passwort für Ihren Zugang fest. Die Zwei-Faktor-Anmeldung können Sie danach im Profil einrichten.
      </Typography.Paragraph>
      {!token && <Alert type="warning" showIcon message="Der Link ist unvollständig. Bitte öffnen Sie ihn direkt aus der E-Mail." style={{ marginBottom: 16 }} />}
      {accept.isError && <Alert type="error" showIcon message={userMessageFor(accept.error)} style={{ marginBottom: 16 }} />}
      <NewPasswordForm
        passwordLabel="Passwort"
        submitLabel="Passwort speichern und Einladung annehmen"
        disabled={!token}
        pending={accept.isPending}
        onSubmit={(password) => accept.mutate({ token, password })}
      />
    </Card>
  );
}

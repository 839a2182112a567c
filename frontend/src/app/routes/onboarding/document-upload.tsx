import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Modal, Typography } from 'antd';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { isApprovedDealer } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';
import { ownDealerProfileQueryOptions } from '@/features/dealer-profile/api/queries';
import { DocumentHelp, DocumentSlots } from '@/features/dealer-profile/components/document-slots';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { userMessageFor } from '@/lib/api/errors';
import { OnboardingSteps } from './onboarding-steps';
import styles from './onboarding.module.css';

/** Onboarding step 2 of 3: business documents. Visitors go to /auth, approved dealers home. */
export function DocumentUploadPage() {
  useDocumentTitle('Geschäftsdokumente hochladen');
  const session = useSession();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [modal, modalContext] = Modal.useModal();
  const signedIn = session.status === 'authenticated';
  const profile = useQuery({ ...ownDealerProfileQueryOptions(), enabled: signedIn });

  if (session.status === 'restoring') return <PageSpinner />;
  if (session.status === 'anonymous') return <Navigate to={paths.auth} replace />;
  if (isApprovedDealer(session)) return <Navigate to={paths.home} replace />;
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return <Alert type="error" showIcon message="Fehler" description={userMessageFor(profile.error)} style={{ maxWidth: 760, margin: '0 auto' }} />;
  }

  const documents = profile.data.documents;
  const submit = () => {
    if (documents.length === 0) {
      notification.error({ message: 'Dokumente erforderlich', description: 'Bitte laden Sie mindestens ein Geschäftsdokument hoch.' });
      return;
    }
    notification.success({
      message: 'Dokumente eingereicht',
      description: 'Vielen Dank! Bitte bestätigen Sie jetzt noch Ihre E-Mail-Adresse über den Link in unserer E-Mail.',
    });
    navigate(paths.emailConfirmation);
  };
  const later = () =>
    void modal.confirm({
      title: 'Dokumente später hochladen?',
      content:
        'Ohne Geschäftsdokumente können wir Ihr Händlerkonto nicht prüfen – die Freischaltung verzögert sich. Sie können die Dokumente jederzeit in Ihrem Profil nachreichen.',
      okText: 'Später hochladen',
      cancelText: 'Jetzt hochladen',
      onOk: () => navigate(paths.emailConfirmation),
    });

  return (
    <div className={styles.page}>
      {modalContext}
      <OnboardingSteps current={1} />
      <Typography.Title level={1} className={styles.title}>
        Geschäftsdokumente hochladen
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Schritt 2 von 3: Damit wir {profile.data.companyName} als Händler freischalten können, benötigen wir einen
        Nachweis Ihres Gewerbes.
      </Typography.Paragraph>
      <Card>
        <DocumentHelp />
        <div style={{ marginTop: 16 }}>
          <DocumentSlots documents={documents} />
        </div>
        <div className={styles.buttons}>
          <Button size="large" onClick={later}>
            Später hochladen
          </Button>
          <Button size="large" type="primary" onClick={submit}>
            Dokumente einreichen
          </Button>
        </div>
      </Card>
    </div>
  );
}

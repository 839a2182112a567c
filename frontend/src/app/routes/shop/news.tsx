import { NotificationOutlined } from '@ant-design/icons';
import { Result, Typography } from 'antd';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { NewsFeed } from '@/features/news/components/news-feed';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { dealerStatusOf, isAdmin, isOps } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';

/** /news for approved dealers (storefront spec); the server refuses everyone else. */
export function NewsPage() {
  useDocumentTitle('News');
  const session = useSession();

  if (session.status === 'restoring') return <PageSpinner />;
  if (session.status !== 'authenticated') {
    return (
      <Result
        status="info"
        title="Sie müssen angemeldet sein, um News zu sehen."
        extra={
          <LinkButton type="primary" to={paths.auth}>
            Zur Anmeldung
          </LinkButton>
        }
      />
    );
  }
  const dealerStatus = dealerStatusOf(session);
  if (!isAdmin(session) && !isOps(session) && (dealerStatus === 'pending' || dealerStatus === 'rejected')) {
    return <NewsAfterApproval rejected={dealerStatus === 'rejected'} />;
  }
  return (
    <div style={{ maxWidth: 900, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1} style={{ marginBottom: 4 }}>
        <NotificationOutlined /> News & Ankündigungen
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        Aktuelle Informationen für Händler
      </Typography.Paragraph>
      <NewsFeed />
    </div>
  );
}

/** The server shows news to approved dealers only: a dealer still in review learns why, instead of an error. */
function NewsAfterApproval({ rejected }: { rejected: boolean }) {
  return (
    <Result
      status="info"
      icon={<NotificationOutlined />}
      title="News gibt es für freigeschaltete Händler"
      subTitle={
        rejected
          ? 'Ihr Händlerkonto wurde nicht freigeschaltet. Den Grund finden Sie in Ihrem Profil.'
          : 'Wir prüfen Ihre Unterlagen gerade. Sobald Ihr Konto freigeschaltet ist, finden Sie hier Neuigkeiten, Aktionen und Lieferhinweise für Händler.'
      }
      extra={
        <LinkButton type="primary" to={paths.profile}>
          Zum Profil
        </LinkButton>
      }
    />
  );
}

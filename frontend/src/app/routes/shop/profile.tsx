import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Result, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { MfaSettings } from '@/features/auth/components/mfa-settings';
import { COMPANY_ROLE_LABELS } from '@/features/company/api/queries';
import { companyRoleOf, isCompanyOwner } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';
import { ownDealerProfileQueryOptions } from '@/features/dealer-profile/api/queries';
import { BusinessDataForm } from '@/features/dealer-profile/components/business-data-form';
import { DealerStatusTag } from '@/features/dealer-profile/components/dealer-status-tag';
import { DocumentHelp, DocumentSlots } from '@/features/dealer-profile/components/document-slots';
import { RecentOrdersCard } from '@/features/orders/components/recent-orders-card';
import { OwnTicketsCard } from '@/features/tickets/components/own-tickets-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, userMessageFor } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import styles from './profile.module.css';

export function ProfilePage() {
  useDocumentTitle('Profil');
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const isDealer = signedIn && session.user.roles.includes('dealer');
  const profile = useQuery({ ...ownDealerProfileQueryOptions(), enabled: isDealer });

  if (session.status === 'restoring') return <PageSpinner />;
  if (!signedIn) {
    return (
      <Result
        status="info"
        title="Bitte melden Sie sich an"
        subTitle="Ihr Profil sehen Sie nach der Anmeldung mit Ihrem Händlerkonto."
        extra={
          <LinkButton type="primary" to={paths.auth}>
            Zur Anmeldung
          </LinkButton>
        }
      />
    );
  }

  // Administrators and ops have no dealer profile: only their account and second factor.
  if (!isDealer || (profile.error instanceof ApiError && profile.error.statusCode === 404)) {
    return (
      <div className={styles.page}>
        <Typography.Title level={1}>Profil</Typography.Title>
        <div className={styles.grid}>
          <div className={styles.column}>
            <Card title="Konto">
              <Descriptions column={1} items={[{ key: 'email', label: 'E-Mail', children: session.user.email }]} />
            </Card>
          </div>
          <div className={styles.column}>
            <MfaSettings />
          </div>
        </div>
      </div>
    );
  }
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) return <Alert type="error" showIcon message="Fehler" description={userMessageFor(profile.error)} />;

  const dealer = profile.data;
  const owner = isCompanyOwner(session);
  const role = companyRoleOf(session);
  // GET /api/dealers/me names the company's main contact (an owner); the person signed in may be someone else.
  const ownEmail = session.user.email;
  const mainContactIsSomeoneElse = dealer.email.toLowerCase() !== ownEmail.toLowerCase();
  const ownEmailConfirmed = session.profile?.emailConfirmed ?? (mainContactIsSomeoneElse ? true : dealer.emailConfirmed);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Typography.Title level={1}>{dealer.companyName}</Typography.Title>
        <DealerStatusTag status={dealer.status} />
      </div>

      {dealer.status === 'rejected' && (
        <Alert
          type="error"
          showIcon
          message="Ihr Händlerkonto wurde abgelehnt"
          description={
            <>
              <Typography.Paragraph style={{ marginBottom: 4 }}>Begründung: {dealer.rejectionReason}</Typography.Paragraph>
              {owner
                ? 'Bitte ergänzen Sie Ihre Angaben oder Dokumente und melden Sie sich bei uns'
                : 'Angaben und Dokumente ergänzt ein Inhaber Ihrer Firma; Fragen beantworten wir gern'}{' '}
              ({company.email}, {company.phone}).
            </>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {dealer.status === 'pending' && (
        <Alert
          type="warning"
          showIcon
          message="Ihr Händlerkonto wird noch geprüft"
          description={
            dealer.documents.length > 0
              ? 'Wir prüfen Ihre Unterlagen in der Regel innerhalb von 1-2 Werktagen und melden uns per E-Mail.'
              : owner
                ? 'Bitte laden Sie unten Ihre Geschäftsdokumente hoch – ohne sie können wir Ihr Konto nicht freischalten.'
                : 'Es fehlen noch die Geschäftsdokumente Ihrer Firma – ohne sie können wir das Konto nicht freischalten. Hochladen kann sie ein Inhaber Ihrer Firma.'
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {!ownEmailConfirmed && (
        <Alert
          type="info"
          showIcon
          message="E-Mail-Adresse noch nicht bestätigt"
          description={
            <>
              Bitte klicken Sie auf den Link in unserer E-Mail. <Link to={paths.emailConfirmation}>E-Mail erneut senden</Link>
            </>
          }
          style={{ marginBottom: 16 }}
        />
      )}

      <div className={styles.grid}>
        <div className={styles.column}>
          <Card title="Geschäftsdaten">
            <BusinessDataForm profile={dealer} readOnly={!owner} />
          </Card>
          <Card title="Geschäftsdokumente">
            {owner ? (
              <DocumentHelp />
            ) : (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                Die Geschäftsdokumente Ihrer Firma lädt ein Inhaber hoch; Sie können sie hier ansehen.
              </Typography.Paragraph>
            )}
            <div style={{ marginTop: 16 }}>
              <DocumentSlots documents={dealer.documents} readOnly={!owner} />
            </div>
          </Card>
          <RecentOrdersCard />
          <OwnTicketsCard />
        </div>
        <div className={styles.column}>
          <Card title="Kontostatus">
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'email', label: 'Ihre E-Mail', children: <span style={{ wordBreak: 'break-all' }}>{ownEmail}</span> },
                ...(mainContactIsSomeoneElse
                  ? [
                      {
                        key: 'main-contact',
                        label: 'Hauptkontakt der Firma',
                        children: <span style={{ wordBreak: 'break-all' }}>{dealer.email}</span>,
                      },
                    ]
                  : []),
                ...(role ? [{ key: 'role', label: 'Ihre Rolle', children: COMPANY_ROLE_LABELS[role] }] : []),
                { key: 'status', label: 'Status', children: <DealerStatusTag status={dealer.status} /> },
                { key: 'discount', label: 'Rabatt', children: `${dealer.discountLevel} %` },
                { key: 'since', label: 'Registriert am', children: formatDate(dealer.createdAt) },
                ...(dealer.approvedAt ? [{ key: 'approved', label: 'Freigeschaltet am', children: formatDate(dealer.approvedAt) }] : []),
              ]}
            />
          </Card>
          <MfaSettings />
          <Card
            title={
              <>
                <QuestionCircleOutlined /> Hilfe
              </>
            }
          >
            <Typography.Paragraph>
              Fragen zu Ihrem Konto oder zur Freischaltung? Wir helfen gern: {company.openingHours}.
            </Typography.Paragraph>
            <Typography.Paragraph style={{ marginBottom: 8 }}>
              <a href={`mailto:${company.email}`}>{company.email}</a>
              <br />
              <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
            </Typography.Paragraph>
            <Link to={paths.info.hilfe}>Hilfe & FAQ</Link>
          </Card>
        </div>
      </div>
    </div>
  );
}

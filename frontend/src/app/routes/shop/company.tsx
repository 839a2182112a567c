import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Result, Typography } from 'antd';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { companyQueryOptions } from '@/features/company/api/queries';
import { AddressesCard } from '@/features/company/components/addresses-card';
import { RolesCard } from '@/features/company/components/roles-card';
import { StaffCard } from '@/features/company/components/staff-card';
import { BusinessDataForm } from '@/features/dealer-profile/components/business-data-form';
import { DealerStatusTag } from '@/features/dealer-profile/components/dealer-status-tag';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { companyRoleOf, isCompanyOwner } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';
import styles from './profile.module.css';

/** The owner's company screen: company data, staff with invites, delivery addresses. */
export function CompanyPage() {
  useDocumentTitle('Firma');
  const session = useSession();
  const owner = isCompanyOwner(session);
  const company = useQuery({ ...companyQueryOptions(), enabled: owner });

  if (session.status === 'restoring' || (session.status === 'authenticated' && !session.profile)) return <PageSpinner />;
  if (!owner) {
    return (
      <Result
        status="403"
        title="Nur für Inhaber"
        subTitle={
          companyRoleOf(session)
            ? 'Firmendaten, Mitarbeiter und Lieferadressen verwalten die Inhaber Ihrer Firma.'
            : 'Firmendaten, Mitarbeiter und Lieferadressen verwalten die Inhaber einer Händlerfirma; Ihr Konto gehört zu keiner.'
        }
        extra={
          <LinkButton type="primary" to={session.status === 'authenticated' ? paths.profile : paths.auth}>
            {session.status === 'authenticated' ? 'Zum Profil' : 'Zur Anmeldung'}
          </LinkButton>
        }
      />
    );
  }
  if (company.isPending) return <PageSpinner />;
  if (company.isError) return <Alert type="error" showIcon message="Fehler" description={userMessageFor(company.error)} />;

  const { profile } = company.data;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Typography.Title level={1}>{profile.companyName}</Typography.Title>
        <DealerStatusTag status={profile.status} />
      </div>
      <div className={styles.grid}>
        <div className={styles.column}>
          <StaffCard />
          <AddressesCard />
          <Card title="Firmendaten">
            <BusinessDataForm profile={profile} />
          </Card>
        </div>
        <div className={styles.column}>
          <RolesCard />
          <Card title="Konditionen">
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'discount', label: 'Rabatt', children: `${profile.discountLevel} %` },
                { key: 'since', label: 'Kunde seit', children: formatDate(profile.createdAt) },
                ...(profile.approvedAt ? [{ key: 'approved', label: 'Freigeschaltet am', children: formatDate(profile.approvedAt) }] : []),
              ]}
            />
          </Card>
        </div>
      </div>
    </div>
  );
}

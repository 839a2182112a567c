import { Alert, Card, Tabs, Typography } from 'antd';
import { useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useSession } from '@/lib/session/session-context';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './auth-page.module.css';

const TABS = { signIn: 'anmelden', signUp: 'registrieren' } as const;

/** Why the visitor is here, when another page sent him (`?hinweis=`); the job board does for visitors. */
const NOTICES: Record<string, { message: string; description: string }> = {
  'job-warteschlangen': {
    message: 'Die Job-Warteschlangen sind nur für Administration und Betrieb.',
    description: 'Bitte melden Sie sich mit einem solchen Konto an; danach öffnen Sie sie über die Seitenleiste unter „Job-Warteschlangen“.',
  },
};

export function AuthPage() {
  useDocumentTitle('Händler-Login');
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const activeTab = searchParams.get('tab') === TABS.signUp ? TABS.signUp : TABS.signIn;
  const notice = NOTICES[searchParams.get('hinweis') ?? ''];
  // A signed-in visitor goes home; right after sign-up, to step 2 (documents) instead.
  const afterAuth = useRef<string>(paths.home);

  if (session.status === 'restoring') return <PageSpinner />;
  if (session.status === 'authenticated') return <Navigate to={afterAuth.current} replace />;

  return (
    <div className={styles.page}>
      <Typography.Title level={1} className={styles.title}>
        Händlerbereich
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.lead}>
        Melden Sie sich an, um Ihre Händlerpreise zu sehen und zu bestellen.
      </Typography.Paragraph>
      {notice && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={notice.message} description={notice.description} />}
      <Card className={styles.card}>
        <Tabs
          activeKey={activeTab}
          onChange={(tab) => setSearchParams(tab === TABS.signUp ? { tab } : {}, { replace: true })}
          centered
          items={[
            { key: TABS.signIn, label: 'Anmelden', children: <SignInForm /> },
            { key: TABS.signUp, label: 'Registrieren', children: <SignUpForm onSignedUp={() => (afterAuth.current = paths.documentUpload)} /> },
          ]}
        />
      </Card>
    </div>
  );
}

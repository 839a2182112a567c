import { Result } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { dealerStatusOf, isAdmin, isAuthenticated } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';

/**
 * The ordering pages are for approved dealers. A visitor gets the way to /auth, a dealer under review
 * the pending notice; the server refuses the calls anyway.
 */
export function DealerOnly({ children, what }: { children: ReactNode; what: string }) {
  const session = useSession();
  if (session.status === 'restoring') return <PageSpinner />;
  if (!isAuthenticated(session)) {
    return (
      <Result
        status="info"
        title="Anmeldung erforderlich"
        subTitle={`Melden Sie sich mit Ihrem Händlerkonto an, um ${what}.`}
        extra={
          <LinkButton type="primary" to={paths.auth}>
            Zur Anmeldung
          </LinkButton>
        }
      />
    );
  }
  // the dealer status arrives a moment after the token
  if (!session.profile) return <PageSpinner />;
  if (!session.user.roles.includes('dealer')) {
    // Only an administrator has the administration; the operations account (ops) has none.
    const subTitle = isAdmin(session)
      ? 'Bestellungen geben Händler auf; Händlerkonten und Bestellungen verwalten Sie in der Administration.'
      : 'Bestellungen geben Händler auf. Ihr Betriebskonto hat keinen Händlerbereich; es sieht den Katalog und die Job-Warteschlangen.';
    return <Result status="info" title="Nur für Händler" subTitle={subTitle} />;
  }
  if (dealerStatusOf(session) !== 'approved') {
    return (
      <Result
        status="warning"
        title="Freischaltung ausstehend"
        subTitle="Ihr Händlerkonto wird noch geprüft. Sobald es freigeschaltet ist, können Sie bestellen."
        extra={
          <LinkButton to={paths.profile}>
            Zum Profil
          </LinkButton>
        }
      />
    );
  }
  return <>{children}</>;
}

import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { ownDealerProfileQueryOptions } from '@/features/dealer-profile/api/queries';
import { dealerStatusOf, isCompanyOwner } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';

/** As wide as the pages below it. */
const BANNER_STYLE = { maxWidth: 1180, width: '100%', margin: '0 auto 16px' } as const;

/** Pages that say it themselves: the profile's own notice, the onboarding steps. */
const QUIET_ON: readonly string[] = [paths.profile, paths.documentUpload, paths.emailConfirmation];

/**
 * Above every page for a dealer not (yet) approved: what is missing and the way to the profile, where the owners
 * upload the business documents the approval needs (a pending dealer's menu has no dealer area to find it in).
 */
export function ApprovalBanner() {
  const session = useSession();
  const { pathname } = useLocation();
  const status = dealerStatusOf(session);
  const waiting = status === 'pending' || status === 'rejected';
  // Whether documents are there decides the text; the profile is cached for the pages that show it anyway.
  const profile = useQuery({ ...ownDealerProfileQueryOptions(), enabled: status === 'pending' });

  if (!waiting || QUIET_ON.includes(pathname)) return null;
  const owner = isCompanyOwner(session);
  const toProfile = (label: string) => (
    <LinkButton type="primary" size="small" to={paths.profile}>
      {label}
    </LinkButton>
  );

  if (status === 'rejected') {
    return (
      <Alert
        type="error"
        showIcon
        role="status"
        message="Ihr Händlerkonto wurde abgelehnt"
        description="Die Begründung und was Sie tun können, finden Sie in Ihrem Profil."
        action={toProfile('Zum Profil')}
        style={BANNER_STYLE}
      />
    );
  }
  const documentsThere = (profile.data?.documents.length ?? 0) > 0;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      message="Ihr Händlerkonto wird noch geprüft"
      description={
        documentsThere
          ? 'Wir prüfen Ihre Geschäftsdokumente in der Regel innerhalb von 1–2 Werktagen und melden uns per E-Mail.'
          : owner
            ? 'Bitte laden Sie in Ihrem Profil Ihre Geschäftsdokumente hoch (Gewerbeschein oder Handelsregisterauszug und Nachweis der USt-ID) – erst dann können wir Ihr Konto freischalten.'
            : 'Für die Freischaltung fehlen noch die Geschäftsdokumente Ihrer Firma; ein Inhaber lädt sie im Profil hoch.'
      }
      action={toProfile(documentsThere || !owner ? 'Zum Profil' : 'Dokumente hochladen')}
      style={BANNER_STYLE}
    />
  );
}

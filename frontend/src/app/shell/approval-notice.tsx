import { Alert } from 'antd';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';

/** As wide as the pages below it. */
const BANNER_STYLE = { maxWidth: 1180, width: '100%', margin: '0 auto 16px' } as const;

/** Refused; under review with the documents there; an owner who still has to upload them; anyone else waiting for that. */
export type ApprovalNoticeKind = 'rejected' | 'documents-in-review' | 'owner-must-upload' | 'waiting-for-owner';

const toProfile = (label: string) => (
  <LinkButton type="primary" size="small" to={paths.profile}>
    {label}
  </LinkButton>
);

/** antd's Alert, in a lazy chunk (see approval-banner.tsx): only a dealer not yet approved sees it. */
export function ApprovalNotice({ kind }: { kind: ApprovalNoticeKind }) {
  if (kind === 'rejected') {
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
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      message="Ihr Händlerkonto wird noch geprüft"
      description={
        kind === 'documents-in-review'
          ? 'Wir prüfen Ihre Geschäftsdokumente in der Regel innerhalb von 1–2 Werktagen und melden uns per E-Mail.'
          : kind === 'owner-must-upload'
            ? 'Bitte laden Sie in Ihrem Profil Ihre Geschäftsdokumente hoch (Gewerbeschein oder Handelsregisterauszug und Nachweis der USt-ID) – erst dann können wir Ihr Konto freischalten.'
            : 'Für die Freischaltung fehlen noch die Geschäftsdokumente Ihrer Firma; ein Inhaber lädt sie im Profil hoch.'
      }
      action={toProfile(kind === 'owner-must-upload' ? 'Dokumente hochladen' : 'Zum Profil')}
      style={BANNER_STYLE}
    />
  );
}

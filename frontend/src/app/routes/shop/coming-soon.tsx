import { Result } from 'antd';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Stand-in for dealer pages (News, Warenkorb, Bestellungen, Profil) until their screens exist. */
export function ComingSoonPage() {
  useDocumentTitle('In Vorbereitung');
  return (
    <Result
      status="info"
      title="Dieser Bereich ist in Vorbereitung"
      subTitle="Wir schalten ihn in Kürze frei. Bis dahin erreichen Sie unseren Service telefonisch oder per E-Mail."
      extra={
        <LinkButton type="primary" to={paths.info.kontakt}>
          Zum Kontakt
        </LinkButton>
      }
    />
  );
}

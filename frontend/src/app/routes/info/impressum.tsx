import { Typography } from 'antd';
import { InfoPageLayout } from '@/components/layouts/info-page-layout';
import { company } from '@/config/company';
import { CompanyAddress } from './company-address';
import { EmailLink, PhoneLink } from './contact-links';

const { Title, Paragraph } = Typography;

export function ImpressumPage() {
  return (
    <InfoPageLayout title="Impressum" updated="Oktober 2025">
      <Title level={2}>Angaben gemäß § 5 DDG</Title>
      <CompanyAddress />

      <Title level={2}>Vertreten durch</Title>
      <Paragraph>Geschäftsführerin: {company.managingDirector}</Paragraph>

      <Title level={2}>Kontakt</Title>
      <Paragraph>
        Telefon: <PhoneLink />
        <br />
        E-Mail: <EmailLink />
        <br />
        Erreichbarkeit: {company.openingHours}
      </Paragraph>

      <Title level={2}>Registereintrag</Title>
      <Paragraph>
        Eintragung im Handelsregister
        <br />
        Registergericht: {company.commercialRegister.court}
        <br />
        Registernummer: {company.commercialRegister.number}
      </Paragraph>

      <Title level={2}>Umsatzsteuer-Identifikationsnummer</Title>
      <Paragraph>
        Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {company.vatId}
      </Paragraph>

      <Title level={2}>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</Title>
      <Paragraph>
        {company.managingDirector}, Anschrift wie oben.
      </Paragraph>

      <Title level={2}>Zielgruppe und Streitbeilegung</Title>
      <Paragraph>
        Dieses Bestellportal richtet sich ausschließlich an Unternehmer im Sinne von § 14 BGB, insbesondere an
        Fahrradfachgeschäfte und Werkstätten. Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor
        einer Verbraucherschlichtungsstelle teilzunehmen.
      </Paragraph>

      <Title level={2}>Haftung für Inhalte</Title>
      <Paragraph>
        Die Inhalte dieses Portals wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und
        Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Als Diensteanbieter sind wir gemäß § 7 Abs. 1
        DDG für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Nach §§ 8 bis 10 DDG sind
        wir jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach
        Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Verpflichtungen zur Entfernung oder
        Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine
        diesbezügliche Haftung ist erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Bei
        Bekanntwerden entsprechender Rechtsverletzungen entfernen wir diese Inhalte umgehend.
      </Paragraph>
      <Paragraph>
        Produktabbildungen, technische Angaben und Lagerbestände werden sorgfältig gepflegt, können sich aber kurzfristig
        ändern. Maßgeblich sind die Angaben in unserer Auftragsbestätigung.
      </Paragraph>

      <Title level={2}>Haftung für Links</Title>
      <Paragraph>
        Unser Angebot enthält gegebenenfalls Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss
        haben. Für diese fremden Inhalte übernehmen wir keine Gewähr; verantwortlich ist stets der jeweilige Anbieter
        oder Betreiber der Seiten. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße
        überprüft; rechtswidrige Inhalte waren nicht erkennbar. Eine permanente inhaltliche Kontrolle der verlinkten
        Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Bei Bekanntwerden von
        Rechtsverletzungen entfernen wir derartige Links umgehend.
      </Paragraph>

      <Title level={2}>Urheberrecht</Title>
      <Paragraph>
        Die durch uns erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Die
        Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts
        bedürfen der schriftlichen Zustimmung der {company.name}. Produktbilder und -beschreibungen der Hersteller sind
        Eigentum der jeweiligen Rechteinhaber und dürfen von unseren Händlern ausschließlich zur Bewerbung der bei uns
        bezogenen Ware verwendet werden.
      </Paragraph>
    </InfoPageLayout>
  );
}

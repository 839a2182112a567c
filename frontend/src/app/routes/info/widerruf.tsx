import { Alert, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { InfoPageLayout } from '@/components/layouts/info-page-layout';
import { deliveryTerms } from '@/config/delivery-terms';
import { paths } from '@/config/paths';
import { EmailLink, PhoneLink } from './contact-links';

const { Title, Paragraph } = Typography;

export function WiderrufPage() {
  return (
    <InfoPageLayout title="Widerruf" updated="Oktober 2025">
      <Alert
        type="info"
        showIcon
        message="Kein gesetzliches Widerrufsrecht im B2B-Handel"
        description="Unser Portal richtet sich ausschließlich an Gewerbetreibende. Freiwillig bieten wir eine Kulanzrückgabe innerhalb von 14 Tagen an."
        style={{ marginBottom: 24 }}
      />

      <Title level={2}>Kein gesetzliches Widerrufsrecht</Title>
      <Paragraph>
        Das gesetzliche Widerrufsrecht bei Fernabsatzverträgen (§§ 312g, 355 BGB) steht nur Verbrauchern im Sinne von
        § 13 BGB zu. Da wir ausschließlich an Unternehmer im Sinne von § 14 BGB verkaufen, besteht für Bestellungen über
        dieses Portal kein gesetzliches Widerrufsrecht. Ihre Bestellung ist ein verbindliches Angebot; der Vertrag kommt
        mit unserer Auftragsbestätigung oder der Lieferung zustande (siehe <Link to={paths.info.agb}>AGB § 2</Link>).
      </Paragraph>

      <Title level={2}>Unsere Kulanzregelung</Title>
      <Paragraph>
        Als Partner des Fachhandels nehmen wir einwandfreie Ware dennoch freiwillig zurück, wenn Sie uns innerhalb von{' '}
        {deliveryTerms.returnWindowDays} Tagen nach Lieferung informieren. Dabei gilt:
      </Paragraph>
      <ul>
        <li>Die Ware ist unbenutzt, nicht montiert und in der unbeschädigten Originalverpackung.</li>
        <li>Die Kosten der Rücksendung trägt der Kunde, außer bei mangelhafter, falscher oder beschädigter Lieferung.</li>
        <li>
          Ausgeschlossen sind Sonderanfertigungen und Sonderbestellungen, Verschleißteile (z. B. Reifen, Bremsbeläge,
          Ketten), montierte oder gebrauchte Teile, Ware mit beschädigter Verpackung sowie Hygieneartikel.
        </li>
        <li>Ein Rechtsanspruch auf die Kulanzrücknahme besteht nicht.</li>
      </ul>
      <Paragraph>
        Wie die Rücksendung Schritt für Schritt abläuft, lesen Sie unter{' '}
        <Link to={paths.info.retouren}>Retouren</Link>.
      </Paragraph>

      <Title level={2}>Mängel und falsche Lieferungen</Title>
      <Paragraph>
        Ihre gesetzlichen Gewährleistungsrechte bleiben von alledem unberührt: 24 Monate für Neuware, 12 Monate für
        gebrauchte Ware. Bitte melden Sie erkennbare Mängel, Fehlmengen oder Transportschäden innerhalb von fünf
        Werktagen.
      </Paragraph>

      <Title level={2}>So erreichen Sie uns</Title>
      <Paragraph>
        Telefon: <PhoneLink />
        <br />
        E-Mail: <EmailLink />
      </Paragraph>
    </InfoPageLayout>
  );
}

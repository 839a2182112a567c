import { Alert, Steps, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { InfoPageLayout } from '@/components/layouts/info-page-layout';
import { deliveryTerms } from '@/config/delivery-terms';
import { paths } from '@/config/paths';
import { EmailLink, PhoneLink } from './contact-links';

const { Title, Paragraph } = Typography;

const returnSteps = [
  {
    title: 'Service kontaktieren',
    description: 'Melden Sie die Rückgabe per E-Mail oder Telefon und nennen Sie Bestellnummer, Artikel und Grund.',
  },
  {
    title: 'Retourenschein erhalten',
    description: 'Sie erhalten von uns einen Retourenschein mit Ihrer persönlichen Retourennummer.',
  },
  {
    title: 'Ware zurücksenden',
    description: 'Legen Sie den Retourenschein bei und senden Sie die Ware gut verpackt zurück oder geben Sie sie unserem Fahrer mit.',
  },
  {
    title: 'Prüfung',
    description: `Wir prüfen die Ware innerhalb von ${deliveryTerms.returnInspectionDays} nach Eingang.`,
  },
  {
    title: 'Gutschrift oder Rücksendung',
    description: `Bei Annahme erhalten Sie innerhalb von ${deliveryTerms.creditWithinWorkingDays} Werktagen eine Gutschrift; andernfalls senden wir die Ware an Sie zurück.`,
  },
];

export function RetourenPage() {
  return (
    <InfoPageLayout
      title="Retouren"
      intro={`Aus Kulanz nehmen wir einwandfreie Ware innerhalb von ${deliveryTerms.returnWindowDays} Tagen nach Lieferung zurück. Ein gesetzliches Widerrufsrecht besteht im B2B-Handel nicht (siehe Widerruf).`}
    >
      <Title level={2}>Voraussetzungen</Title>
      <ul>
        <li>Die Rückgabe wird innerhalb von {deliveryTerms.returnWindowDays} Tagen nach Lieferung angemeldet.</li>
        <li>Die Ware ist unbenutzt, nicht montiert und vollständig in der unbeschädigten Originalverpackung.</li>
        <li>Der Rücksendung liegt unser Retourenschein mit Retourennummer bei.</li>
      </ul>

      <Title level={2}>Rücksendekosten</Title>
      <Paragraph>
        Die Kosten der Rücksendung trägt der Kunde. Ausgenommen sind mangelhafte, falsch gelieferte oder beim Transport
        beschädigte Waren – hier übernehmen wir die Kosten vollständig.
      </Paragraph>

      <Title level={2}>Von der Rückgabe ausgeschlossen</Title>
      <ul>
        <li>Sonderanfertigungen und auf Kundenwunsch bestellte Artikel</li>
        <li>Verschleißteile wie Reifen, Bremsbeläge und Ketten</li>
        <li>montierte oder gebrauchte Teile</li>
        <li>Ware mit beschädigter oder fehlender Originalverpackung</li>
        <li>Hygieneartikel (z. B. Sättel mit geöffneter Schutzfolie, Griffe, Lenkerband)</li>
      </ul>

      <Title level={2}>So funktioniert die Rückgabe</Title>
      <Steps direction="vertical" items={returnSteps.map((step) => ({ ...step, status: 'process' as const }))} style={{ marginBottom: 16 }} />

      <Alert
        type="success"
        showIcon
        message="Mangel oder falsche Lieferung?"
        description={
          <>
            Dann gelten Ihre gesetzlichen Gewährleistungsrechte (24 Monate für Neuware, 12 Monate für gebrauchte Ware),
            unabhängig von der Kulanzfrist. Melden Sie sich unter <PhoneLink /> oder <EmailLink />.
          </>
        }
        style={{ marginBottom: 16 }}
      />
      <Paragraph>
        Weitere Informationen: <Link to={paths.info.widerruf}>Widerruf</Link> ·{' '}
        <Link to={paths.info.agb}>AGB</Link>
      </Paragraph>
    </InfoPageLayout>
  );
}

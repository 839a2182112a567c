import { CustomerServiceOutlined } from '@ant-design/icons';
import { Card, Collapse, type CollapseProps, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { InfoPageLayout } from '@/components/layouts/info-page-layout';
import { company } from '@/config/company';
import { deliveryTerms } from '@/config/delivery-terms';
import { paths } from '@/config/paths';
import { formatEuro } from '@/lib/format';
import { EmailLink, PhoneLink } from './contact-links';

const { Title, Paragraph } = Typography;

const faqItems: CollapseProps['items'] = [
  {
    key: 'registration',
    label: 'Wie registriere ich mich als Händler?',
    children: (
      <>
        <Paragraph>
          Wählen Sie unter <Link to={paths.auth}>Händler-Login</Link> den Reiter „Registrieren“ und geben Sie E-Mail,
          Passwort, Firmenname, Ansprechpartner, Telefon und Ihre USt-IdNr. an. Im zweiten Schritt laden Sie Ihre
          Geschäftsdokumente hoch, im dritten bestätigen Sie Ihre E-Mail-Adresse.
        </Paragraph>
        <Paragraph style={{ marginBottom: 0 }}>
          Anschließend prüft unser Team Ihre Angaben – in der Regel innerhalb von 24 Stunden, spätestens nach 1–2
          Werktagen. Sobald Ihr Konto freigeschaltet ist, erhalten Sie eine E-Mail und sehen Ihre Händlerpreise.
        </Paragraph>
      </>
    ),
  },
  {
    key: 'documents',
    label: 'Welche Dokumente benötige ich?',
    children: (
      <>
        <Paragraph>Bitte laden Sie Ihre Nachweise als PDF (höchstens 10 MB je Datei) hoch:</Paragraph>
        <ul>
          <li>Gewerbeanmeldung oder Handelsregisterauszug</li>
          <li>Nachweis Ihrer Umsatzsteuer-Identifikationsnummer</li>
          <li>bei einer GmbH zusätzlich den Gesellschaftsvertrag</li>
          <li>gegebenenfalls eine Vollmacht der Geschäftsführung</li>
        </ul>
        <Paragraph style={{ marginBottom: 0 }}>
          Ihre Dokumente sind nicht öffentlich; nur Sie und unser Freischaltungsteam können sie einsehen.
        </Paragraph>
      </>
    ),
  },
  {
    key: 'pricing',
    label: 'Wie setzen sich die Händlerpreise zusammen?',
    children: (
      <Paragraph style={{ marginBottom: 0 }}>
        Freigeschaltete Händler sehen ihren Einkaufspreis (EK) netto zuzüglich 19 % Umsatzsteuer. Er ergibt sich aus
        unserem Listenpreis abzüglich Ihres persönlichen Händlerrabatts. Über den Schalter „EK-Preise anzeigen“ in der
        Seitenleiste blenden Sie Ihre Einkaufspreise aus und sehen nur den unverbindlichen Verkaufspreis (VK/UVP) – zum
        Beispiel im Beratungsgespräch mit Ihren Kunden. Aktionspreise sind mit „AKTION“ gekennzeichnet.
      </Paragraph>
    ),
  },
  {
    key: 'delivery',
    label: 'Wie und wann wird geliefert?',
    children: (
      <Paragraph style={{ marginBottom: 0 }}>
        Wir liefern klimaneutral mit eigenen Lastenrädern und Elektrofahrzeugen nach {company.deliveryCities.join(', ')}.
        Lagerware kommt in {deliveryTerms.stockDeliveryDays}, Sonderbestellungen in{' '}
        {deliveryTerms.specialOrderDeliveryDays}. Ab {formatEuro(deliveryTerms.freeShippingFromNet)} Warenwert (netto)
        liefern wir versandkostenfrei, darunter berechnen wir pauschal {formatEuro(deliveryTerms.flatFeeNet)} netto.
        Details unter <Link to={paths.info.versand}>Versand</Link>.
      </Paragraph>
    ),
  },
  {
    key: 'payment',
    label: 'Welche Zahlungsarten gibt es?',
    children: (
      <Paragraph style={{ marginBottom: 0 }}>
        Standard ist der Kauf auf Rechnung mit 14 Tagen Zahlungsziel netto. Nach Vereinbarung buchen wir per
        SEPA-Lastschrift ab. Außerdem können Sie per Vorkasse, mit Karte über unseren Zahlungsdienstleister oder bar bei
        unserem Fahrer bezahlen. Die Einzelheiten regeln unsere <Link to={paths.info.agb}>AGB</Link>.
      </Paragraph>
    ),
  },
  {
    key: 'returns',
    label: 'Kann ich Ware zurückgeben?',
    children: (
      <Paragraph style={{ marginBottom: 0 }}>
        Ein gesetzliches Widerrufsrecht gibt es im B2B-Handel nicht. Aus Kulanz nehmen wir unbenutzte Ware in
        Originalverpackung innerhalb von {deliveryTerms.returnWindowDays} Tagen zurück; ausgenommen sind unter anderem
        Verschleißteile und Sonderbestellungen. Bitte melden Sie sich vor der Rücksendung bei uns – den Ablauf finden Sie
        unter <Link to={paths.info.retouren}>Retouren</Link>.
      </Paragraph>
    ),
  },
  {
    key: 'catalogue',
    label: 'Wie finde ich Produkte im Katalog?',
    children: (
      <Paragraph style={{ marginBottom: 0 }}>
        Im <Link to={paths.products}>Produktkatalog</Link> suchen Sie nach Name, Artikelnummer (SKU) oder Beschreibung,
        filtern nach Kategorie und sortieren nach Name, Preis, Artikelnummer oder Bestand. Die Farbe der Bestandszahl
        zeigt die Verfügbarkeit: grün – gut verfügbar, orange – nur noch wenige Stück, rot – ausverkauft.
      </Paragraph>
    ),
  },
  {
    key: 'account',
    label: 'Wo finde ich mein Konto und meine Bestellungen?',
    children: (
      <Paragraph style={{ marginBottom: 0 }}>
        Unter <Link to={paths.profile}>Profil</Link> pflegen Sie Ihre Firmendaten, laden Dokumente nach und sehen Ihren
        Kontostatus sowie Ihren Rabatt. Dort und unter <Link to={paths.orders}>Bestellungen</Link> finden Sie alle Ihre
        Bestellungen mit Status. Zu jeder Bestellung erhalten Sie eine Bestätigung per E-Mail, vor der Zustellung eine
        Versandbenachrichtigung mit Liefertermin und bei Übergabe einen Zustellnachweis.
      </Paragraph>
    ),
  },
];

const relatedLinks = [
  { path: paths.info.agb, label: 'Allgemeine Geschäftsbedingungen' },
  { path: paths.info.versand, label: 'Versand und Lieferung' },
  { path: paths.info.retouren, label: 'Retouren' },
  { path: paths.info.kontakt, label: 'Kontakt' },
  { path: paths.info.widerruf, label: 'Widerruf' },
];

export function HilfePage() {
  return (
    <InfoPageLayout
      title="Hilfe & FAQ"
      intro="Antworten auf die häufigsten Fragen rund um Registrierung, Preise, Lieferung und Bestellungen."
    >
      <Collapse accordion items={faqItems} style={{ marginBottom: 32 }} />

      <Card
        title={
          <span>
            <CustomerServiceOutlined /> Technischer Support
          </span>
        }
        style={{ marginBottom: 32 }}
      >
        <Paragraph>
          Probleme bei der Anmeldung, beim Hochladen von Dokumenten oder beim Bestellen? Nennen Sie uns bitte Ihre
          Kundennummer oder E-Mail-Adresse, den verwendeten Browser und – falls angezeigt – die Fehlermeldung.
        </Paragraph>
        <Paragraph style={{ marginBottom: 0 }}>
          Telefon: <PhoneLink /> ({company.openingHoursShort})
          <br />
          E-Mail: <EmailLink /> (Antwort innerhalb von 24 Stunden an Werktagen)
        </Paragraph>
      </Card>

      <Title level={2}>Weitere Informationen</Title>
      <ul>
        {relatedLinks.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </InfoPageLayout>
  );
}

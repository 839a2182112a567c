import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { InfoPageLayout } from '@/components/layouts/info-page-layout';
import { company } from '@/config/company';
import { paths } from '@/config/paths';

const { Title, Paragraph } = Typography;

export function AgbPage() {
  return (
    <InfoPageLayout
      title="Allgemeine Geschäftsbedingungen"
      updated="Oktober 2025"
      intro={`Allgemeine Geschäftsbedingungen der ${company.name}, ${company.street}, ${company.postalCode} ${company.city}, für Lieferungen an gewerbliche Kunden.`}
    >
      <Title level={2}>§ 1 Geltungsbereich</Title>
      <Paragraph>
        (1) Diese Geschäftsbedingungen gelten für alle Verträge über Lieferungen von Fahrradteilen und Zubehör, die über
        unser B2B-Bestellportal, per E-Mail oder telefonisch geschlossen werden.
      </Paragraph>
      <Paragraph>
        (2) Unser Angebot richtet sich ausschließlich an Unternehmer im Sinne von § 14 BGB, juristische Personen des
        öffentlichen Rechts und öffentlich-rechtliche Sondervermögen. Mit der Registrierung bestätigt der Kunde, gewerblich
        zu handeln; wir können hierfür Nachweise verlangen.
      </Paragraph>
      <Paragraph>
        (3) Abweichende oder ergänzende Geschäftsbedingungen des Kunden werden nicht Vertragsbestandteil, es sei denn, wir
        stimmen ihrer Geltung ausdrücklich schriftlich zu.
      </Paragraph>

      <Title level={2}>§ 2 Vertragsschluss</Title>
      <Paragraph>
        (1) Die Darstellung der Produkte im Portal ist kein bindendes Angebot, sondern eine Aufforderung zur Bestellung.
        Bestellungen sind nur mit einem freigeschalteten Händlerkonto möglich.
      </Paragraph>
      <Paragraph>
        (2) Mit dem Absenden der Bestellung gibt der Kunde ein verbindliches Angebot zum Abschluss eines Kaufvertrags ab.
        Die automatische Eingangsbestätigung dokumentiert lediglich den Eingang der Bestellung und stellt noch keine
        Annahme dar.
      </Paragraph>
      <Paragraph>
        (3) Wir können das Angebot innerhalb von zwei Wochen durch eine schriftliche Auftragsbestätigung (auch per
        E-Mail) oder durch Lieferung der Ware annehmen.
      </Paragraph>

      <Title level={2}>§ 3 Preise und Zahlung</Title>
      <Paragraph>
        (1) Alle Händlerpreise verstehen sich in Euro netto zuzüglich der gesetzlichen Umsatzsteuer, die in der
        Rechnung gesondert ausgewiesen wird. Versandkosten richten sich nach unseren{' '}
        <Link to={paths.info.versand}>Versandbedingungen</Link>.
      </Paragraph>
      <Paragraph>
        (2) Standard ist die Zahlung auf Rechnung; Rechnungen sind innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug
        zahlbar. Nach Vereinbarung ist die Zahlung per SEPA-Lastschrift möglich. Wir behalten uns vor, insbesondere bei
        Erstbestellungen oder Überschreitung eines Kreditrahmens, nur gegen Vorkasse zu liefern.
      </Paragraph>
      <Paragraph>
        (3) Gerät der Kunde in Zahlungsverzug, schuldet er Verzugszinsen in Höhe von 9 Prozentpunkten über dem
        jeweiligen Basiszinssatz (§ 288 Abs. 2 BGB) sowie die Pauschale nach § 288 Abs. 5 BGB. Die Geltendmachung eines
        weiteren Verzugsschadens bleibt vorbehalten.
      </Paragraph>
      <Paragraph>
        (4) Soll die Lieferung vereinbarungsgemäß später als vier Monate nach Vertragsschluss erfolgen, behalten wir uns
        eine angemessene Preisanpassung vor, wenn sich Einkaufspreise, Löhne oder Transportkosten bis dahin geändert
        haben.
      </Paragraph>
      <Paragraph>
        (5) Der Kunde kann nur mit unbestrittenen oder rechtskräftig festgestellten Forderungen aufrechnen.
      </Paragraph>

      <Title level={2}>§ 4 Lieferung</Title>
      <Paragraph>
        (1) Wir liefern mit eigenen Lastenrädern und Elektrofahrzeugen in unsere Liefergebiete{' '}
        {company.deliveryCities.join(', ')}. Lieferzeiten sind Richtwerte: Lagerware in der Regel 1–2 Werktage,
        Sonderbestellungen 3–5 Werktage.
      </Paragraph>
      <Paragraph>
        (2) Die Gefahr geht mit der Übergabe der Ware an den Kunden über. Der Kunde hat die Ware unverzüglich nach Erhalt
        zu prüfen und offensichtliche Mängel, Fehlmengen oder Transportschäden innerhalb von fünf Werktagen schriftlich
        anzuzeigen (§ 377 HGB).
      </Paragraph>
      <Paragraph>
        (3) Teillieferungen sind zulässig, soweit sie dem Kunden zumutbar sind. Bis zur vollständigen Bezahlung bleibt
        die Ware unser Eigentum (Eigentumsvorbehalt); der Kunde darf sie im ordentlichen Geschäftsgang weiterverkaufen und
        tritt uns die daraus entstehenden Forderungen bereits jetzt sicherungshalber ab.
      </Paragraph>

      <Title level={2}>§ 5 Gewährleistung</Title>
      <Paragraph>
        (1) Die Gewährleistungsfrist beträgt für Neuware 24 Monate und für gebrauchte Ware 12 Monate ab Ablieferung.
        Ausgenommen sind natürliche Abnutzung von Verschleißteilen sowie Schäden durch unsachgemäße Montage, Lagerung
        oder Nutzung.
      </Paragraph>
      <Paragraph>
        (2) Bei berechtigten Mängeln leisten wir nach unserer Wahl Nacherfüllung durch Nachbesserung oder Ersatzlieferung.
        Schlägt die Nacherfüllung fehl, kann der Kunde den Kaufpreis mindern oder vom Vertrag zurücktreten.
      </Paragraph>

      <Title level={2}>§ 6 Haftung</Title>
      <Paragraph>
        (1) Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder
        Gesundheit sowie nach dem Produkthaftungsgesetz.
      </Paragraph>
      <Paragraph>
        (2) Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht, deren Erfüllung die ordnungsgemäße
        Durchführung des Vertrags überhaupt erst ermöglicht, ist unsere Haftung auf den vertragstypischen, vorhersehbaren
        Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.
      </Paragraph>

      <Title level={2}>§ 7 Schlussbestimmungen</Title>
      <Paragraph>
        (1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG).
      </Paragraph>
      <Paragraph>
        (2) Erfüllungsort und ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertragsverhältnis ist{' '}
        {company.city}, sofern der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder
        öffentlich-rechtliches Sondervermögen ist.
      </Paragraph>
      <Paragraph>
        (3) Sollten einzelne Bestimmungen dieser Bedingungen unwirksam sein oder werden, bleibt die Wirksamkeit der
        übrigen Bestimmungen unberührt.
      </Paragraph>
    </InfoPageLayout>
  );
}

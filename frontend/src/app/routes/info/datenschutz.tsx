import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { InfoPageLayout } from '@/components/layouts/info-page-layout';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { CompanyAddress } from './company-address';
import { EmailLink, PhoneLink } from './contact-links';

const { Title, Paragraph } = Typography;

export function DatenschutzPage() {
  return (
    <InfoPageLayout
      title="Datenschutzerklärung"
      updated="Oktober 2025"
      intro="Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten wir beim Besuch und bei der Nutzung unseres B2B-Bestellportals verarbeiten, zu welchem Zweck und welche Rechte Sie haben."
    >
      <Title level={2}>1. Verantwortlicher</Title>
      <Paragraph>Verantwortlich für die Datenverarbeitung im Sinne von Art. 4 Nr. 7 DSGVO ist:</Paragraph>
      <CompanyAddress />
      <Paragraph>
        Vertreten durch die Geschäftsführerin {company.managingDirector}
        <br />
        Telefon: <PhoneLink />
        <br />
        E-Mail: <EmailLink />
      </Paragraph>
      <Paragraph>
        Wenn Sie ein Händlerkonto anlegen oder bestellen, verarbeiten wir die Angaben zu Ihrem Unternehmen, Ihren
        Ansprechpartnern, Ihren Geschäftsnachweisen und Ihren Bestellungen zur Anbahnung und Erfüllung des Vertrags
        (Art. 6 Abs. 1 lit. b DSGVO) sowie zur Erfüllung handels- und steuerrechtlicher Aufbewahrungspflichten
        (Art. 6 Abs. 1 lit. c DSGVO). Hochgeladene Dokumente sind nicht öffentlich abrufbar; Zugriff haben nur Sie und
        unsere mit der Freischaltung betrauten Mitarbeitenden.
      </Paragraph>

      <Title level={2}>2. Server-Logdaten</Title>
      <Paragraph>
        Bei jedem Aufruf des Portals erfasst unser Server automatisch Informationen, die Ihr Browser übermittelt:
      </Paragraph>
      <ul>
        <li>IP-Adresse des anfragenden Geräts</li>
        <li>Datum und Uhrzeit des Zugriffs</li>
        <li>aufgerufene Seite bzw. Schnittstelle und übertragene Datenmenge</li>
        <li>HTTP-Statuscode und eine technische Vorgangsnummer (Korrelations-ID)</li>
        <li>Referrer-URL (die zuvor besuchte Seite), Browsertyp und Betriebssystem</li>
      </ul>
      <Paragraph>
        Diese Daten benötigen wir, um das Portal sicher und stabil zu betreiben, Fehler zu analysieren und Angriffe –
        etwa wiederholte Fehlanmeldungen – abzuwehren. Rechtsgrundlage ist unser berechtigtes Interesse nach Art. 6
        Abs. 1 lit. f DSGVO. Passwörter und Anmelde-Token werden nicht protokolliert. Die Logdaten werden nach 14 Tagen
        gelöscht, sofern sie nicht zur Aufklärung eines konkreten Sicherheitsvorfalls länger benötigt werden. Eine
        Zusammenführung mit anderen Datenquellen findet nicht statt.
      </Paragraph>

      <Title level={2}>3. Cookies</Title>
      <Paragraph>
        Wir verwenden ausschließlich technisch notwendige Cookies und Einträge im lokalen Speicher Ihres Browsers: für
        die sichere Anmeldung (ein httpOnly-Cookie, das für Skripte nicht lesbar ist), für den Zugang zur
        Job-Übersicht des Betriebsteams sowie zum Merken Ihrer Anzeigeeinstellungen (Seitenleiste, EK-/VK-Preisanzeige).
        Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. b und f DSGVO; einer
        Einwilligung bedarf es dafür nicht.
      </Paragraph>
      <Paragraph>
        Tracking-, Analyse- oder Werbe-Cookies setzen wir nicht ein, und wir geben keine Daten zu Werbezwecken an Dritte
        weiter. Eine vollständige Liste mit Zweck und Speicherdauer finden Sie in den{' '}
        <Link to={paths.info.cookies}>Cookie-Einstellungen</Link>.
      </Paragraph>

      <Title level={2}>4. Rechte der betroffenen Personen</Title>
      <Paragraph>Sie haben gegenüber uns folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:</Paragraph>
      <ul>
        <li>
          <strong>Auskunft</strong> über die gespeicherten Daten und deren Verarbeitung (Art. 15 DSGVO)
        </li>
        <li>
          <strong>Berichtigung</strong> unrichtiger oder Vervollständigung unvollständiger Daten (Art. 16 DSGVO)
        </li>
        <li>
          <strong>Löschung</strong> Ihrer Daten, soweit keine gesetzlichen Aufbewahrungspflichten entgegenstehen
          (Art. 17 DSGVO)
        </li>
        <li>
          <strong>Einschränkung der Verarbeitung</strong> (Art. 18 DSGVO)
        </li>
        <li>
          <strong>Datenübertragbarkeit</strong> in einem strukturierten, gängigen und maschinenlesbaren Format
          (Art. 20 DSGVO)
        </li>
        <li>
          <strong>Widerspruch</strong> gegen Verarbeitungen, die auf unserem berechtigten Interesse beruhen
          (Art. 21 DSGVO)
        </li>
      </ul>
      <Paragraph>
        Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), zum Beispiel bei der
        für uns zuständigen Landesbeauftragten für Datenschutz und Informationsfreiheit der Freien Hansestadt Bremen.
      </Paragraph>

      <Title level={2}>5. Kontakt</Title>
      <Paragraph>
        Für Fragen zum Datenschutz und zur Ausübung Ihrer Rechte schreiben Sie uns an <EmailLink /> mit dem Betreff
        „Datenschutz“ oder per Post an die oben genannte Anschrift. Wir antworten in der Regel innerhalb von 24 Stunden an
        Werktagen, spätestens innerhalb der gesetzlichen Frist von einem Monat.
      </Paragraph>
    </InfoPageLayout>
  );
}

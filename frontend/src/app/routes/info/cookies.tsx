import { Alert, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { InfoPageLayout } from '@/components/layouts/info-page-layout';
import { localStorageKeys, SIDEBAR_COOKIE } from '@/config/browser-storage';
import { paths } from '@/config/paths';

const { Title, Paragraph } = Typography;

interface StoredItem {
  label: string;
  /** The technical name, where the portal itself sets it. */
  key?: string;
  kind: 'Cookie (httpOnly)' | 'Cookie' | 'Lokaler Speicher';
  purpose: string;
  lifetime: string;
}

const storedItems: StoredItem[] = [
  {
    label: 'Refresh-Token',
    kind: 'Cookie (httpOnly)',
    purpose:
      'Hält Sie angemeldet und erneuert Ihre Sitzung. Für Skripte nicht lesbar, wird nur an die Anmelde-Schnittstelle gesendet und bei jeder Verwendung ausgetauscht.',
    lifetime: '30 Tage (bis zur Abmeldung)',
  },
  {
    label: 'Seitenleiste',
    key: SIDEBAR_COOKIE.name,
    kind: 'Cookie',
    purpose: 'Merkt sich, ob die Seitenleiste aus- oder eingeklappt ist.',
    lifetime: `${SIDEBAR_COOKIE.maxAgeDays} Tage`,
  },
  {
    label: 'Job-Übersicht',
    kind: 'Cookie (httpOnly)',
    purpose:
      'Nur für Administratoren und das Betriebsteam: berechtigt kurzzeitig zum Öffnen der Job-Warteschlangen.',
    lifetime: 'wenige Minuten',
  },
  {
    label: 'EK-/VK-Preisanzeige',
    key: localStorageKeys.showDealerPrices,
    kind: 'Lokaler Speicher',
    purpose: 'Merkt sich, ob freigeschaltete Händler ihre EK-Preise oder nur VK-Preise sehen möchten.',
    lifetime: 'bis Sie den Browserspeicher löschen',
  },
  {
    label: 'Hinweis zur Pilotphase',
    key: localStorageKeys.pilotModalDismissed,
    kind: 'Lokaler Speicher',
    purpose: 'Merkt sich, dass Sie den Hinweis zur Pilotphase geschlossen haben, damit er nicht erneut erscheint.',
    lifetime: 'bis Sie den Browserspeicher löschen',
  },
];

const columns: TableColumnsType<StoredItem> = [
  {
    title: 'Bezeichnung',
    key: 'label',
    width: 210,
    render: (_, item) => (
      <>
        <strong>{item.label}</strong>
        {item.key && (
          <div>
            <Typography.Text code style={{ fontSize: 12, wordBreak: 'break-all' }}>
              {item.key}
            </Typography.Text>
          </div>
        )}
      </>
    ),
  },
  {
    title: 'Art',
    dataIndex: 'kind',
    key: 'kind',
    width: 150,
    render: (kind: StoredItem['kind']) => <Tag color={kind === 'Lokaler Speicher' ? 'blue' : 'green'}>{kind}</Tag>,
  },
  { title: 'Zweck', dataIndex: 'purpose', key: 'purpose' },
  { title: 'Speicherdauer', dataIndex: 'lifetime', key: 'lifetime', width: 150 },
];

export function CookiesPage() {
  return (
    <InfoPageLayout
      title="Cookie-Einstellungen"
      intro="Unser Portal verwendet ausschließlich technisch notwendige Cookies und Einträge im lokalen Speicher Ihres Browsers. Es gibt deshalb nichts ein- oder auszuschalten."
    >
      <Alert
        type="success"
        showIcon
        message="Kein Tracking, keine Werbung"
        description="Wir setzen keine Analyse-, Marketing- oder Drittanbieter-Cookies ein."
        style={{ marginBottom: 24 }}
      />

      <Title level={2}>Was wir speichern</Title>
      <Table
        columns={columns}
        dataSource={storedItems}
        rowKey="label"
        pagination={false}
        size="small"
        scroll={{ x: 720 }}
      />

      <Title level={2}>Rechtsgrundlage</Title>
      <Paragraph>
        Technisch notwendige Cookies und Speichereinträge sind nach § 25 Abs. 2 Nr. 2 TDDDG ohne Einwilligung zulässig,
        weil sie für den von Ihnen gewünschten Dienst – Anmeldung, Bestellung und Ihre Anzeigeeinstellungen –
        unbedingt erforderlich sind.
      </Paragraph>

      <Title level={2}>Cookies löschen</Title>
      <Paragraph>
        Sie können Cookies und den lokalen Speicher jederzeit in den Einstellungen Ihres Browsers löschen. Danach sind Sie
        abgemeldet, und Ihre Anzeigeeinstellungen werden auf den Standard zurückgesetzt. Mehr zur Verarbeitung Ihrer
        Daten lesen Sie in unserer <Link to={paths.info.datenschutz}>Datenschutzerklärung</Link>.
      </Paragraph>
    </InfoPageLayout>
  );
}

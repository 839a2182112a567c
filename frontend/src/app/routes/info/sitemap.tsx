import { Card, Col, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { InfoPageLayout } from '@/components/layouts/info-page-layout';
import { type AccessLevel, accessLevelLabels, type SitemapPage, sitemapGroups } from './sitemap-data';
import styles from './sitemap.module.css';

const { Title, Paragraph } = Typography;

const accessColors: Record<AccessLevel, string> = { public: 'green', 'signed-in': 'blue', admin: 'purple' };

function AccessTag({ level }: { level: AccessLevel }) {
  return <Tag color={accessColors[level]}>{accessLevelLabels[level]}</Tag>;
}

function PageEntry({ page }: { page: SitemapPage }) {
  return (
    <li className={styles.entry}>
      <div className={styles.entryHead}>
        {page.linkable === false ? <strong>{page.title}</strong> : <Link to={page.path}>{page.title}</Link>}
        <AccessTag level={page.access} />
      </div>
      <code className={styles.path}>{page.path}</code>
      <span className={styles.description}>{page.description}</span>
    </li>
  );
}

export function SitemapPage() {
  return (
    <InfoPageLayout title="Sitemap" intro="Alle Seiten des Radwerk B2B-Portals auf einen Blick.">
      <Row gutter={[16, 16]}>
        {sitemapGroups.map((group) => (
          <Col xs={24} md={12} key={group.title}>
            <Card size="small" title={group.title} className={styles.group}>
              <ul className={styles.list}>
                {group.pages.map((page) => (
                  <PageEntry key={page.path} page={page} />
                ))}
              </ul>
            </Card>
          </Col>
        ))}
      </Row>

      <Title level={2}>Navigation</Title>
      <Paragraph>
        Die Seitenleiste links ist auf jeder Seite verfügbar. Die Gruppe „Navigation“ mit Startseite und Produktkatalog
        sehen alle Besucher. Freigeschaltete Händler sehen zusätzlich den „Händlerbereich“ mit News, Warenkorb (mit
        Artikelanzahl), Bestellungen und Profil sowie den Schalter „EK-Preise anzeigen“; Administratoren die Gruppe
        „Administration“. Mit Strg+B (macOS: Cmd+B) oder dem Schalter oben links klappen Sie die Leiste auf Symbole ein;
        auf schmalen Bildschirmen öffnet sie sich als Seitenpanel.
      </Paragraph>

      <Title level={2}>Fußzeile</Title>
      <Paragraph>
        Die Fußzeile jeder Seite verlinkt alle Informationsseiten: Impressum, Datenschutz, AGB, Widerruf, Kontakt, Hilfe
        & FAQ, Versand, Retouren, Cookie-Einstellungen und diese Sitemap.
      </Paragraph>

      <Title level={2}>Zugriffsebenen</Title>
      <ul className={styles.levels}>
        <li>
          <AccessTag level="public" /> Startseite, Produktkatalog mit Verkaufspreisen, rechtliche Seiten, Kontakt, Hilfe
          und Login – ohne Anmeldung.
        </li>
        <li>
          <AccessTag level="signed-in" /> Profil, Dokumente, News, Warenkorb und Bestellungen. Händlerpreise, Warenkorb
          und Bestellung erst nach der Freischaltung durch unser Team.
        </li>
        <li>
          <AccessTag level="admin" /> Verwaltung von Händlern, Produkten, Kategorien und Bestellungen.
        </li>
      </ul>
    </InfoPageLayout>
  );
}

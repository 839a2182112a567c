import { AppstoreOutlined, EnvironmentOutlined, ThunderboltOutlined, UserAddOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/ui/link-button';
import { company } from '@/config/company';
import { deliveryTerms } from '@/config/delivery-terms';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-context';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './home.module.css';

/**
 * Placeholder home page: hero and delivery facts. Featured products and category tiles follow
 * with the catalogue. Plain markup on purpose: this page is part of the first-load budget.
 */
export function HomePage() {
  useDocumentTitle();
  const session = useSession();

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <span className={styles.eyebrow}>Großhandel für Fahrradläden und Werkstätten</span>
        <h1 className={styles.heroTitle}>Fahrradteile für den Fachhandel – klimaneutral geliefert</h1>
        <p className={styles.heroText}>
          Verschleißteile, Komponenten und Zubehör zu Händlerkonditionen. Wir liefern mit eigenen Lastenrädern und
          Elektrofahrzeugen – ohne Umweg über Paketdienste.
        </p>
        <div className={styles.actions}>
          {session.status === 'anonymous' && (
            <LinkButton type="primary" size="large" icon={<UserAddOutlined />} to={`${paths.auth}?tab=registrieren`}>
              Jetzt als Händler registrieren
            </LinkButton>
          )}
          <LinkButton size="large" icon={<AppstoreOutlined />} to={paths.products}>
            Zum Produktkatalog
          </LinkButton>
        </div>
      </section>

      <div className={styles.facts}>
        <section className={styles.fact}>
          <h2>
            <EnvironmentOutlined /> Unsere Liefergebiete
          </h2>
          <ul className={styles.cities}>
            {company.deliveryCities.map((city) => (
              <li key={city}>{city}</li>
            ))}
          </ul>
          <p className={styles.muted}>Weitere Städte sind in Planung.</p>
        </section>
        <section className={styles.fact}>
          <h2>
            <ThunderboltOutlined /> Schnell beim Kunden
          </h2>
          <p>
            Lagerware in {deliveryTerms.stockDeliveryDays}, Express innerhalb von 24 Stunden bei Bestellung bis{' '}
            {deliveryTerms.expressOrderDeadline}. Versandkostenfrei ab {deliveryTerms.freeShippingFromNet} € Warenwert
            (netto).
          </p>
        </section>
      </div>
    </div>
  );
}

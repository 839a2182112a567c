import {
  AppstoreOutlined,
  EnvironmentOutlined,
  RightOutlined,
  ThunderboltOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton } from '@/components/ui/link-button';
import { formatCount } from '@/components/catalogue/stock';
import { localStorageKeys } from '@/config/browser-storage';
import { company } from '@/config/company';
import { deliveryTerms } from '@/config/delivery-terms';
import { paths } from '@/config/paths';
import { homeQueryOptions } from '@/features/catalogue/api/queries';
import { PilotPhaseModal } from '@/features/catalogue/components/pilot-phase-modal';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalogue/components/product-grid';
import { useViewer } from '@/features/catalogue/use-viewer';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { readLocalStorage, writeLocalStorage } from '@/lib/local-storage';
import styles from './home.module.css';

const categoryLink = (id: string) => `${paths.products}?category=${encodeURIComponent(id)}`;

/** Home: hero, stats, sustainability and delivery areas, 8 featured products, category tiles, pilot-phase modal. */
export function HomePage() {
  useDocumentTitle();
  const { viewer, scope, ready } = useViewer();
  // Fetched while the session is still being restored (see useViewer), shown once it is.
  const home = useQuery(homeQueryOptions(scope));
  const [pilotOpen, setPilotOpen] = useState(() => readLocalStorage(localStorageKeys.pilotModalDismissed) === null);

  const dismissPilot = () => {
    writeLocalStorage(localStorageKeys.pilotModalDismissed, new Date().toISOString());
    setPilotOpen(false);
  };

  // Cards and tiles render in slices (a deferred value) instead of one long task when the data arrives.
  const data = useDeferredValue(ready ? home.data : undefined);
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
          {viewer === 'visitor' && (
            <LinkButton type="primary" size="large" icon={<UserAddOutlined />} to={`${paths.auth}?tab=registrieren`}>
              Jetzt als Händler registrieren
            </LinkButton>
          )}
          <LinkButton size="large" icon={<AppstoreOutlined />} to={paths.products}>
            Zum Produktkatalog
          </LinkButton>
        </div>
      </section>

      <div className={styles.stats} aria-label="Kennzahlen">
        <div className={styles.stat}>
          <span className={styles.statValue} data-testid="home-product-count">
            {data ? formatCount(data.productCount) : '…'}
          </span>
          <span className={styles.statLabel}>Produkte</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue} data-testid="home-category-count">
            {data ? formatCount(data.categoryCount) : '…'}
          </span>
          <span className={styles.statLabel}>Kategorien und Unterkategorien</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>24/7</span>
          <span className={styles.statLabel}>online bestellen</span>
        </div>
      </div>

      <section className={styles.section} aria-labelledby="featured-heading">
        <div className={styles.sectionHead}>
          <h2 id="featured-heading">Ausgewählte Produkte</h2>
          <Link to={paths.products}>
            Alle Produkte ansehen <RightOutlined />
          </Link>
        </div>
        {ready && home.isError ? (
          <div className={styles.error}>Fehler beim Laden der Produkte</div>
        ) : data ? (
          <ProductGrid products={data.featuredProducts} showAvailability={false} />
        ) : (
          <ProductGridSkeleton />
        )}
      </section>

      <section className={styles.section} aria-labelledby="categories-heading">
        <div className={styles.sectionHead}>
          <h2 id="categories-heading">Kategorien</h2>
          {data && data.mainCategoryCount > data.categories.length && (
            <Link to={`${paths.products}?view=kategorien`}>
              Alle Hauptkategorien ({formatCount(data.mainCategoryCount)}) <RightOutlined />
            </Link>
          )}
        </div>
        {ready && home.isError ? (
          <div className={styles.error}>Fehler beim Laden der Kategorien</div>
        ) : (
          <div className={styles.tiles}>
            {data?.categories.map((category) => (
              <Link key={category.id} to={categoryLink(category.id)} className={styles.tile}>
                <span className={styles.tileName} title={category.name}>
                  {category.name}
                </span>
                <span className={styles.tileCount}>
                  {formatCount(category.totalProductCount)} Artikel
                </span>
              </Link>
            ))}
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="green-heading">
        <div className={styles.sectionHead}>
          <h2 id="green-heading">Nachhaltig vom Lager bis in Ihre Werkstatt</h2>
        </div>
        <div className={styles.green}>
          <section className={styles.fact}>
            <h2>Klimaneutrale Lieferung</h2>
            <p>
              Ihre Ware kommt mit unseren eigenen Lastenrädern und Elektrofahrzeugen – leise, abgasfrei und ohne
              Umweg über Paketdienste.
            </p>
          </section>
          <section className={styles.fact}>
            <h2>Kurze Wege in der Region</h2>
            <p>
              Wir beliefern Fahrradläden in Norddeutschland direkt aus unserem Lager in {company.city}. Gebündelte
              Touren sparen Fahrten und Verpackung.
            </p>
          </section>
          <section className={styles.fact}>
            <h2>Reparieren statt ersetzen</h2>
            <p>
              Verschleißteile, Ersatzteile und Komponenten halten Fahrräder länger im Einsatz – gut für Ihre Kundschaft
              und für die Umwelt.
            </p>
          </section>
        </div>
      </section>

      <div className={`${styles.facts} ${styles.section}`}>
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

      {/* In the entry chunk, not lazy: on a first visit the dialog is the largest thing on the screen, and as a
          lazy chunk it came one render (and on a slow line one request) after the page. */}
      {pilotOpen && ready && viewer === 'visitor' && <PilotPhaseModal onClose={dismissPilot} />}
    </div>
  );
}

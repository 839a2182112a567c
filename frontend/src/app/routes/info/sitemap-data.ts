import { paths } from '@/config/paths';

export type AccessLevel = 'public' | 'signed-in' | 'admin';

export const accessLevelLabels: Record<AccessLevel, string> = {
  public: 'öffentlich',
  'signed-in': 'angemeldete Nutzer',
  admin: 'Administratoren',
};

export interface SitemapPage {
  path: string;
  title: string;
  description: string;
  access: AccessLevel;
  /** Shown as plain text: pages that need an id or are reached from a process, not by a link. */
  linkable?: boolean;
}

export interface SitemapGroup {
  title: string;
  pages: SitemapPage[];
}

export const sitemapGroups: SitemapGroup[] = [
  {
    title: 'Einstieg',
    pages: [
      { path: paths.home, title: 'Startseite', description: 'Überblick, Liefergebiete und Einstieg in den Katalog.', access: 'public' },
      { path: paths.auth, title: 'Händler-Login', description: 'Anmeldung und Registrierung als Händler.', access: 'public' },
    ],
  },
  {
    title: 'Katalog und Bestellung',
    pages: [
      {
        path: paths.products,
        title: 'Produktkatalog',
        description: 'Alle Artikel mit Suche, Kategorien und Sortierung; Händlerpreise nach Freischaltung.',
        access: 'public',
      },
      {
        path: paths.quickOrder,
        title: 'Schnellbestellung',
        description: 'Artikel per Artikelnummer oder EAN erfassen, Listen als CSV/XLSX hochladen.',
        access: 'signed-in',
      },
      { path: paths.cart, title: 'Warenkorb', description: 'Ausgewählte Artikel, Mengen und Summen.', access: 'signed-in' },
      { path: paths.checkout, title: 'Kasse', description: 'Lieferadresse, Zahlungsart und Bestellübersicht.', access: 'signed-in' },
      {
        path: '/order-confirmation/…',
        title: 'Bestellbestätigung',
        description: 'Bestätigung einer eigenen Bestellung direkt nach dem Absenden.',
        access: 'signed-in',
        linkable: false,
      },
      {
        path: paths.paymentSuccess,
        title: 'Zahlung erfolgreich',
        description: 'Rückmeldung nach der Kartenzahlung.',
        access: 'signed-in',
        linkable: false,
      },
      {
        path: paths.paymentCancelled,
        title: 'Zahlung abgebrochen',
        description: 'Die Bestellung bleibt offen und kann später bezahlt werden.',
        access: 'signed-in',
        linkable: false,
      },
    ],
  },
  {
    title: 'Händlerkonto',
    pages: [
      { path: paths.profile, title: 'Profil', description: 'Firmendaten, Dokumente, Kontostatus und eigene Bestellungen.', access: 'signed-in' },
      { path: paths.orders, title: 'Bestellungen', description: 'Die Bestellungen Ihrer Firma, ihr Status und Freigaben.', access: 'signed-in' },
      { path: paths.invoices, title: 'Rechnungen', description: 'Offene Posten: Rechnungen, Zahlungen, Fälligkeiten und Skonto.', access: 'signed-in' },
      { path: paths.company, title: 'Firma', description: 'Firmendaten, Mitarbeiter mit Rollen und Limits, Lieferadressen (Inhaber).', access: 'signed-in' },
      { path: paths.news, title: 'News', description: 'Aktuelle Informationen und Ankündigungen für Händler.', access: 'signed-in' },
      {
        path: paths.documentUpload,
        title: 'Dokumente hochladen',
        description: 'Schritt 2 von 3 der Registrierung: Geschäftsnachweise als PDF.',
        access: 'signed-in',
      },
      {
        path: paths.emailConfirmation,
        title: 'E-Mail-Bestätigung',
        description: 'Schritt 3 von 3 der Registrierung: E-Mail-Adresse bestätigen.',
        access: 'signed-in',
      },
    ],
  },
  {
    title: 'Service',
    pages: [
      { path: paths.info.kontakt, title: 'Kontakt', description: 'Telefon, E-Mail, Adresse und Öffnungszeiten.', access: 'public' },
      { path: paths.info.hilfe, title: 'Hilfe & FAQ', description: 'Antworten auf häufige Fragen und technischer Support.', access: 'public' },
      { path: paths.info.versand, title: 'Versand', description: 'Liefergebiete, Versandkosten, Lieferzeiten und Express.', access: 'public' },
      { path: paths.info.retouren, title: 'Retouren', description: 'Kulanzrückgabe und Ablauf einer Rücksendung.', access: 'public' },
    ],
  },
  {
    title: 'Rechtliches',
    pages: [
      { path: paths.info.impressum, title: 'Impressum', description: 'Anbieterkennzeichnung und Haftungshinweise.', access: 'public' },
      { path: paths.info.datenschutz, title: 'Datenschutz', description: 'Wie wir personenbezogene Daten verarbeiten.', access: 'public' },
      { path: paths.info.agb, title: 'AGB', description: 'Allgemeine Geschäftsbedingungen für gewerbliche Kunden.', access: 'public' },
      { path: paths.info.widerruf, title: 'Widerruf', description: 'Kein gesetzliches Widerrufsrecht im B2B, unsere Kulanzregelung.', access: 'public' },
      { path: paths.info.cookies, title: 'Cookie-Einstellungen', description: 'Welche Cookies und Speichereinträge wir verwenden.', access: 'public' },
      { path: paths.info.sitemap, title: 'Sitemap', description: 'Diese Übersicht aller Seiten.', access: 'public' },
    ],
  },
  {
    title: 'Administration',
    pages: [
      { path: paths.admin.root, title: 'Dashboard', description: 'Übersicht für Administratoren.', access: 'admin' },
      { path: paths.admin.products, title: 'Produkte', description: 'Produkte anlegen, bearbeiten und importieren.', access: 'admin' },
      { path: paths.admin.categories, title: 'Kategorien', description: 'Kategorien und ihre Reihenfolge pflegen.', access: 'admin' },
      { path: paths.admin.productImport, title: 'Produktimport', description: 'Produkte aus CSV oder XLSX anlegen und aktualisieren.', access: 'admin' },
      { path: paths.admin.imageMigration, title: 'Bildmigration', description: 'Produktbilder aus dem alten Shop übernehmen.', access: 'admin' },
      { path: paths.admin.receivables, title: 'Forderungen', description: 'Offene Posten je Firma, Zahlungen erfassen und stornieren, Mahnwesen.', access: 'admin' },
      { path: paths.admin.bankStatements, title: 'Kontoauszüge', description: 'CAMT.053 einlesen, Zahlungen zuordnen und buchen.', access: 'admin' },
      { path: paths.admin.receivablesSettings, title: 'Einstellungen Forderungen', description: 'Zahlungsbedingungen, Mahnstufen, Zinsen, Bank und DATEV.', access: 'admin' },
      { path: paths.admin.datevExport, title: 'DATEV-Export', description: 'Buchungsstapel und Debitoren für die Steuerberatung.', access: 'admin' },
      {
        path: paths.jobQueues,
        title: 'Job-Warteschlangen',
        description: 'Hintergrundjobs beobachten; auch für das Betriebsteam.',
        access: 'admin',
        linkable: false,
      },
    ],
  },
];

/** News for the dealer area. Content is plain, allow-list-safe HTML (p, ul, li, strong) on one line. */
export interface DemoNews {
  title: string;
  excerpt: string;
  content: string;
  /** How many days before the first seeding it was published. */
  daysAgo: number;
}

const html = (...parts: string[]) => parts.join('');

export const DEMO_NEWS: readonly DemoNews[] = [
  {
    title: 'Pilotphase gestartet: Bremen, Oldenburg und Hannover',
    excerpt: 'Seit gut einem Monat beliefern wir Fachhändler in drei Städten über das neue Händlerportal.',
    daysAgo: 34,
    content: html(
      '<p>Seit gut einem Monat läuft die <strong>Pilotphase</strong> unseres Händlerportals. ',
      'Fachhändler aus <strong>Bremen, Oldenburg und Hannover</strong> bestellen seitdem rund um die Uhr zu ihren persönlichen Konditionen.</p>',
      '<ul>',
      '<li>Freischaltung in der Regel innerhalb von ein bis zwei Werktagen</li>',
      '<li>Versandkostenfrei ab 250,00 € Warenwert (netto)</li>',
      '<li>Lagerware in ein bis zwei Werktagen bei Ihnen</li>',
      '</ul>',
      '<p>Ihre Rückmeldungen helfen uns, das Portal vor dem bundesweiten Start zu verbessern. Schreiben Sie uns gern über ein Support-Ticket.</p>',
    ),
  },
  {
    title: 'Neues Liefergebiet: Hamburg',
    excerpt: 'Ab sofort liefern wir auch an Fachhändler im Großraum Hamburg – klimaneutral wie gewohnt.',
    daysAgo: 20,
    content: html(
      '<p>Gute Nachricht für den Norden: Ab sofort gehört <strong>Hamburg</strong> zu unseren Liefergebieten. ',
      'Händler im Großraum Hamburg können sich wie gewohnt im Portal registrieren.</p>',
      '<ul>',
      '<li>Zustellung per E-Transporter und Lastenrad aus unserem Bremer Lager</li>',
      '<li>Expresslieferung innerhalb von 24 Stunden für Lagerware bei Bestellung bis 12:00 Uhr</li>',
      '<li>Dieselben Preise und Lieferbedingungen wie in allen anderen Liefergebieten</li>',
      '</ul>',
      '<p>Alle Sendungen bleiben <strong>klimaneutral</strong>: Unvermeidbare Emissionen gleichen wir über zertifizierte Projekte aus.</p>',
    ),
  },
  {
    title: 'Wintercheck: Service-Tipps für die kalte Jahreszeit',
    excerpt: 'Mit diesen Tipps und Produkten kommen Ihre Kundinnen und Kunden sicher durch den Winter.',
    daysAgo: 11,
    content: html(
      '<p>Nässe, Streusalz und Dunkelheit fordern Fahrräder im Winter besonders. ',
      'Empfehlen Sie Ihrer Kundschaft einen <strong>Wintercheck</strong> – unsere Checkliste für die Werkstatt:</p>',
      '<ul>',
      '<li><strong>Beleuchtung:</strong> Front- und Rücklicht prüfen, Akkuleuchten vollständig laden</li>',
      '<li><strong>Antrieb:</strong> Kette reinigen und mit Nassöl schmieren, Verschleiß messen</li>',
      '<li><strong>Bremsen:</strong> Beläge kontrollieren, bei Nässe bewähren sich Sinterbeläge</li>',
      '<li><strong>Reifen:</strong> Luftdruck leicht senken, für vereiste Wege Spikereifen anbieten</li>',
      '<li><strong>E-Bike-Akkus:</strong> bei Zimmertemperatur laden und lagern</li>',
      '</ul>',
      '<p>Alle genannten Artikel finden Sie im Katalog unter Beleuchtung, Pflege &amp; Schmierung sowie Reifen &amp; Schläuche.</p>',
    ),
  },
  {
    title: 'Neu im Sortiment: E-Bike-Komponenten',
    excerpt: 'Akkus, Ladegeräte und Displays von Volta Nord sind ab sofort bestellbar.',
    daysAgo: 3,
    content: html(
      '<p>Unser Sortiment wächst: In der neuen Kategorie <strong>E-Bike-Komponenten</strong> finden Sie Ersatzakkus, Ladegeräte, Displays und Sensoren.</p>',
      '<ul>',
      '<li>Rahmen-, Gepäckträger- und Rohrakkus von 400 bis 750 Wh</li>',
      '<li>Standard-, Schnell- und Reiseladegeräte</li>',
      '<li>Displays und Bedieneinheiten mit Schiebehilfe</li>',
      '</ul>',
      '<p>Akkus versenden wir als <strong>Gefahrgut</strong> mit gesonderter Verpackung; bitte planen Sie ein bis zwei zusätzliche Werktage ein.</p>',
    ),
  },
];

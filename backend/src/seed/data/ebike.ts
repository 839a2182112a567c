import { MainCategoryData } from './types';

export const EBIKE: MainCategoryData = {
  code: 'EBK',
  name: 'E-Bike-Komponenten',
  description: 'Akkus, Ladegeräte, Displays und Sensoren für E-Bikes.',
  subcategories: [
    {
      code: 'AKK',
      name: 'Akkus',
      description: 'Ersatzakkus für Rahmen und Gepäckträger, Range Extender.',
      products: [
        ['001', 'voltanord', 'Rahmenakku 36 V, 500 Wh', 649, 2.8, 'Ersatzakku für die Rahmenmontage mit 500 Wh und Ladestandsanzeige. Abschließbar, mit Zellen aus europäischer Fertigung.'],
        ['002', 'voltanord', 'Rahmenakku 36 V, 625 Wh', 779, 3.4, 'Mehr Reichweite für lange Touren: 625 Wh bei kompakten Abmessungen. Abschließbar, Ladestandsanzeige mit fünf LEDs.'],
        ['003', 'voltanord', 'Gepäckträgerakku 36 V, 400 Wh', 549, 2.5, 'Akku für Gepäckträgeraufnahmen an City- und Trekking-E-Bikes. Mit Tragegriff und Schloss.'],
        ['004', 'voltanord', 'Range Extender 36 V, 250 Wh', 399, 1.5, 'Zusatzakku für den Flaschenhalter, der die Reichweite um bis zu 50 % erhöht. Versand nur als Gefahrgut.'],
        ['005', 'voltanord', 'Integrierter Rohrakku 36 V, 750 Wh', 899, 4.1, 'Im Unterrohr integrierter Akku mit 750 Wh für E-MTB und Reise-E-Bikes. Entnahme von unten.'],
      ],
    },
    {
      code: 'LAD',
      name: 'Ladegeräte',
      description: 'Standard-, Schnell- und Reiseladegeräte.',
      products: [
        ['001', 'voltanord', 'Ladegerät 36 V / 4 A', 129, 0.8, 'Standardladegerät, das einen 500-Wh-Akku in etwa 4,5 Stunden vollständig lädt. Mit Temperaturüberwachung.'],
        ['002', 'voltanord', 'Schnellladegerät 36 V / 6 A', 189, 1, 'Lädt einen 625-Wh-Akku in rund 3,5 Stunden. Lüfterlos und leise.'],
        ['003', 'voltanord', 'Kompaktladegerät 36 V / 2 A, Reise', 99, 0.45, 'Kleines und leichtes Ladegerät für Reise und Büro. Passt in jede Packtasche.'],
        ['004', 'hanseatic', 'Ladeadapter für Direktladung am Akku', 24.9, 0.08, 'Adapter, mit dem der Akku auch außerhalb des Rahmens geladen werden kann. Für Akkus von Volta Nord.'],
      ],
    },
    {
      code: 'DIS',
      name: 'Displays',
      description: 'Displays, Bedieneinheiten und Sensoren.',
      products: [
        ['001', 'voltanord', 'Display Kompakt mit Fernbedienung', 149, 0.09, 'Kleines Display mit Anzeige von Geschwindigkeit, Unterstützungsstufe und Reichweite. Bedieneinheit am Griff.'],
        ['002', 'voltanord', 'Farbdisplay 3,2 Zoll mit Navigation', 299, 0.15, 'Farbdisplay mit Navigation, Bluetooth und USB-C-Ladebuchse. Gut ablesbar auch bei Sonnenlicht.'],
        ['003', 'voltanord', 'Lenkerbedieneinheit mit Schiebehilfe', 79.9, 0.06, 'Ergonomische Bedieneinheit mit Tasten für Unterstützungsstufe, Licht und Schiebehilfe.'],
        ['004', 'voltanord', 'Geschwindigkeitssensor mit Speichenmagnet', 34.9, 0.04, 'Ersatzsensor für die Geschwindigkeitsmessung am Hinterbau. Speichenmagnet und Kabelbinder liegen bei.'],
      ],
    },
  ],
};

import { MainCategoryData } from './types';

export const SAETTEL: MainCategoryData = {
  code: 'SAT',
  name: 'Sättel & Sattelstützen',
  description: 'Sättel für jeden Einsatz, Sattelstützen und Sattelklemmen.',
  subcategories: [
    {
      code: 'SAT',
      name: 'Sättel',
      description: 'Trekking-, Renn-, MTB- und Kindersättel.',
      products: [
        ['001', 'moewe', 'Trekkingsattel Komfort, Gel, Damen', 39.9, 0.48, 'Breiter Komfortsattel mit Gelpolster und Elastomerfederung. Auf die weibliche Anatomie abgestimmt.'],
        ['002', 'moewe', 'Trekkingsattel Komfort, Gel, Herren', 39.9, 0.47, 'Komfortsattel mit Gelpolster und Entlastungszone für aufrechte Sitzpositionen. Stahlgestell mit Elastomeren.'],
        ['003', 'moewe', 'Rennradsattel mit Entlastungskanal, 143 mm', 79.9, 0.24, 'Sportlicher Sattel mit durchgehendem Entlastungskanal und Streben aus Chrom-Molybdän. 143 mm breit.'],
        ['004', 'moewe', 'MTB-Sattel Trail, 145 mm', 59.9, 0.29, 'Robuster Sattel mit abriebfesten Seitenflanken und kurzer Nase. Passt gut zu Teleskopstützen.'],
        ['005', 'hanseatic', 'Kindersattel 16–20 Zoll', 14.9, 0.35, 'Weicher Sattel für Kinderräder mit Griff am Heck zum Schieben. Inklusive Sattelkloben.'],
      ],
    },
    {
      code: 'STU',
      name: 'Sattelstützen',
      description: 'Starre, gefederte und Teleskop-Sattelstützen.',
      products: [
        ['001', 'velotec', 'Sattelstütze Aluminium 27,2 x 350 mm', 24.9, 0.26, 'Leichte Patentsattelstütze mit Zweischraubenkopf für feine Winkeleinstellung. Schwarz eloxiert.'],
        ['002', 'velotec', 'Sattelstütze gefedert 31,6 x 350 mm', 49.9, 0.56, 'Gefederte Sattelstütze mit 40 mm Federweg und einstellbarer Vorspannung. Schont den Rücken auf Feldwegen.'],
        ['003', 'velotec', 'Teleskop-Sattelstütze 31,6 mm, 150 mm Hub', 229, 0.59, 'Hydraulisch verstellbare Teleskopstütze mit innen verlegtem Zug. Fernbedienung für den Lenker inklusive.'],
        ['004', 'velotec', 'Carbon-Sattelstütze 27,2 x 400 mm, ohne Versatz', 119, 0.2, 'Leichte Carbon-Sattelstütze ohne Versatz mit vibrationsdämpfendem Lagenaufbau. Nur 200 g schwer.'],
      ],
    },
    {
      code: 'KLE',
      name: 'Sattelklemmen',
      description: 'Sattelklemmen mit Schraube oder Schnellspanner.',
      products: [
        ['001', 'hanseatic', 'Sattelklemme 31,8 mm mit Schnellspanner', 9.9, 0.04, 'Sattelklemme aus Aluminium mit Schnellspanner für werkzeuglose Höhenverstellung.'],
        ['002', 'hanseatic', 'Sattelklemme 34,9 mm, Schraube', 8.9, 0.03, 'Leichte Sattelklemme mit Innensechskantschraube. Schützt vor Diebstahl der Sattelstütze.'],
        ['003', 'velotec', 'Sattelklemme 36,4 mm, Aluminium, rot eloxiert', 14.9, 0.03, 'CNC-gefräste Sattelklemme mit Titanschraube. Rot eloxiert als farbiger Akzent.'],
      ],
    },
  ],
};

import { MainCategoryData } from './types';

export const WERKZEUG: MainCategoryData = {
  code: 'WZG',
  name: 'Werkzeug',
  description: 'Werkstattausrüstung, Schlüssel, Pumpen und Pannenhilfe.',
  subcategories: [
    {
      code: 'MST',
      name: 'Montageständer',
      description: 'Montage- und Zentrierständer für Werkstatt und Zuhause.',
      products: [
        ['001', 'weserwerk', 'Montageständer Werkstatt Pro, Schnellspannkopf', 189, 7.2, 'Stabiler Werkstattständer mit um 360° drehbarem Klemmkopf und Schnellspanner. Belastbar bis 35 kg, auch für E-Bikes.'],
        ['002', 'weserwerk', 'Montageständer klappbar, Heimwerkstatt', 89.9, 4.8, 'Zusammenklappbarer Montageständer für die Heimwerkstatt. Höhenverstellbar von 100 bis 160 cm.'],
        ['003', 'hanseatic', 'Hinterbauständer für Wartung', 24.9, 1.1, 'Aufsteckständer für das Hinterrad, ideal zum Einstellen der Schaltung. Passend für 20 bis 29 Zoll.'],
        ['004', 'weserwerk', 'Laufrad-Zentrierständer mit Messuhr', 119, 3.9, 'Zentrierständer für Laufräder von 16 bis 29 Zoll mit Messuhr für Höhen- und Seitenschlag. Für Schnellspanner und Steckachsen.'],
      ],
    },
    {
      code: 'SLS',
      name: 'Schlüssel & Sets',
      description: 'Werkzeugsätze, Drehmomentschlüssel und Spezialwerkzeug.',
      products: [
        ['001', 'weserwerk', 'Werkzeugkoffer 37-teilig', 149, 4.5, 'Umfangreiches Werkzeugset im Koffer für Werkstatt und Ladentheke. Mit Kettennieter, Innenlager- und Kassettenwerkzeugen.'],
        ['002', 'weserwerk', 'Drehmomentschlüssel 2–24 Nm mit Bits', 79.9, 0.65, 'Präziser Drehmomentschlüssel für Carbon- und Aluminiumteile. Bitsatz und Verlängerung liegen bei.'],
        ['003', 'hanseatic', 'Minitool 16 Funktionen', 24.9, 0.17, 'Kompaktes Multitool mit Innensechskant, Torx, Schraubendrehern und Kettennieter. Passt in jede Trikottasche.'],
        ['004', 'weserwerk', 'Innensechskant-Schlüsselsatz 2–10 mm, Kugelkopf', 19.9, 0.32, 'Neunteiliger Satz mit Kugelkopf für schräges Ansetzen. Im praktischen Halter.'],
        ['005', 'weserwerk', 'Kettennieter mit Ersatzstift', 22.9, 0.2, 'Kettennieter für 5- bis 12-fach-Ketten. Ein gehärteter Ersatzstift liegt bei.'],
        ['006', 'weserwerk', 'Kassettenabzieher mit Kettenpeitsche', 29.9, 0.45, 'Werkzeugsatz zum Wechseln von Kassetten und Zahnkränzen. Die Kettenpeitsche hat einen ergonomischen Griff.'],
      ],
    },
    {
      code: 'RHP',
      name: 'Reifenheber & Pumpen',
      description: 'Pumpen, Reifenheber und Flickzeug.',
      products: [
        ['001', 'hanseatic', 'Reifenheber Kunststoff, 3 Stück', 4.9, 0.03, 'Stabile Reifenheber aus glasfaserverstärktem Kunststoff, die die Felge schonen. Zum Zusammenstecken.'],
        ['002', 'weserwerk', 'Standpumpe mit Manometer, 11 bar', 39.9, 1.5, 'Standpumpe mit großem Manometer und Doppelkopf für alle Ventilarten. Stahlzylinder, bis 11 bar.'],
        ['003', 'weserwerk', 'Werkstatt-Standpumpe 16 bar', 69.9, 2.4, 'Robuste Werkstattpumpe mit breitem Fuß und langem Schlauch. Pumpt bis 16 bar, für Dauereinsatz gebaut.'],
        ['004', 'hanseatic', 'Minipumpe mit Schlauch, Aluminium', 19.9, 0.11, 'Leichte Minipumpe mit ausziehbarem Schlauch für SV und AV. Halter für den Flaschenhalter-Sockel inklusive.'],
        ['005', 'hanseatic', 'CO2-Kartuschen 16 g, 5 Stück', 14.9, 0.3, 'CO2-Kartuschen mit Gewinde für schnelles Aufpumpen unterwegs. Eine Kartusche füllt einen Rennradreifen.'],
        ['006', 'hanseatic', 'Flickzeug-Set mit Selbstklebeflicken', 5.9, 0.025, 'Sechs selbstklebende Flicken und Schmirgelpapier in einer kleinen Box. Ohne Vulkanisierflüssigkeit sofort einsatzbereit.'],
      ],
    },
  ],
};

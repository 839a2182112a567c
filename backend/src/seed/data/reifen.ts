import { MainCategoryData } from './types';

export const REIFEN: MainCategoryData = {
  code: 'REI',
  name: 'Reifen & Schläuche',
  description: 'Reifen für MTB, Trekking, City und Rennrad sowie Schläuche und Ventile.',
  subcategories: [
    {
      code: 'MTB',
      name: 'Reifen MTB',
      description: 'Stollenreifen von Cross-Country bis Enduro.',
      products: [
        ['001', 'nordrad', 'MTB-Reifen Moorläufer 29 x 2,35, faltbar', 49.9, 0.82, 'Grobstolliger Allround-Reifen mit guter Traktion auf losem Untergrund. Tubeless-ready mit Pannenschutzeinlage.'],
        ['002', 'nordrad', 'MTB-Reifen Moorläufer 27,5 x 2,40, faltbar', 47.9, 0.79, 'Der bewährte Allround-Reifen in 27,5 Zoll. Tubeless-ready, mit verstärkten Seitenwänden.'],
        ['003', 'nordrad', 'MTB-Reifen Heideflitzer 29 x 2,20, Cross-Country', 44.9, 0.64, 'Schneller Cross-Country-Reifen mit flachen Mittelstollen für geringen Rollwiderstand. Faltbar und tubeless-ready.'],
        ['004', 'elbgummi', 'MTB-Reifen Geestgrip 29 x 2,50, Enduro', 59.9, 1.15, 'Robuster Enduro-Reifen mit weicher Gummimischung und verstärkter Karkasse. Für ruppige Abfahrten und E-MTB.'],
        ['005', 'elbgummi', 'MTB-Reifen 26 x 2,10, Draht', 19.9, 0.72, 'Preiswerter Drahtreifen für Jugend- und Einsteiger-MTB. Gleichmäßiges Stollenprofil für Wald- und Feldwege.'],
      ],
    },
    {
      code: 'TRK',
      name: 'Reifen Trekking/City',
      description: 'Pannensichere Reifen für Alltag, Reise und E-Bike.',
      products: [
        ['001', 'elbgummi', 'Trekkingreifen 28 x 1,60 (42-622), Reflex', 29.9, 0.78, 'Pannensicherer Trekkingreifen mit 3 mm starker Schutzlage und Reflexstreifen. Für Alltag und Reisen.'],
        ['002', 'elbgummi', 'Trekkingreifen 28 x 1,75 (47-622), Reflex', 31.9, 0.85, 'Etwas breiter für mehr Komfort auf Schotter und Kopfsteinpflaster. Mit Pannenschutz und Reflexstreifen.'],
        ['003', 'nordrad', 'Cityreifen 28 x 1,40 (37-622), Reflex', 24.9, 0.64, 'Leicht rollender Cityreifen mit feinem Profil für Asphalt. Reflexstreifen für bessere Sichtbarkeit.'],
        ['004', 'nordrad', 'E-Bike-Reifen 28 x 2,00 (50-622), ECE-R75', 42.9, 1.05, 'Für S-Pedelecs bis 50 km/h zugelassener Reifen nach ECE-R75. Verstärkte Flanken und starker Pannenschutz.'],
        ['005', 'elbgummi', 'Spikereifen 28 x 1,60 (42-622), 120 Spikes', 64.9, 1.02, 'Winterreifen für vereiste Radwege mit 120 Hartmetallspikes. Die weiche Mischung bleibt auch bei Frost griffig.'],
        ['006', 'nordrad', 'Kinderradreifen 20 x 1,75 (47-406)', 14.9, 0.52, 'Robuster Reifen für Kinderräder mit Allround-Profil. Reflexstreifen für mehr Sicherheit auf dem Schulweg.'],
      ],
    },
    {
      code: 'RR',
      name: 'Reifen Rennrad',
      description: 'Rennrad- und Gravelreifen, faltbar und tubeless.',
      products: [
        ['001', 'nordrad', 'Rennradreifen Küstenwind 700 x 25C, faltbar', 44.9, 0.22, 'Leichter Straßenreifen mit schneller Laufflächenmischung und Pannenschutzband. Für Training und Rennen.'],
        ['002', 'nordrad', 'Rennradreifen Küstenwind 700 x 28C, faltbar', 44.9, 0.24, 'Die komfortable Breite des Küstenwind für lange Ausfahrten. Passt in die meisten aktuellen Rennradrahmen.'],
        ['003', 'nordrad', 'Rennradreifen Küstenwind 700 x 32C, Tubeless', 54.9, 0.31, 'Breiter Tubeless-Reifen für Komfort auf schlechten Straßen. Rollt auch mit niedrigem Luftdruck leicht.'],
        ['004', 'elbgummi', 'Gravelreifen Sandweg 700 x 40C, faltbar', 46.9, 0.46, 'Gravelreifen mit kleinen Mittelstollen für Asphalt und Schotter. Tubeless-ready, Seitenwände mit Schnittschutz.'],
        ['005', 'elbgummi', 'Rennradreifen Training 700 x 25C, Draht', 21.9, 0.33, 'Langlebiger Trainingsreifen mit dicker Lauffläche für viele Kilometer. Ideal für Winter und Rolle.'],
      ],
    },
    {
      code: 'SLA',
      name: 'Schläuche',
      description: 'Schläuche in allen gängigen Größen und Ventilarten, Tubeless-Zubehör.',
      products: [
        ['001', 'elbgummi', 'Schlauch 28 Zoll (37/47-622), Sclaverandventil 40 mm', 6.99, 0.12, 'Butylschlauch für Trekking- und Cityräder mit 40 mm langem Sclaverandventil (SV).'],
        ['002', 'elbgummi', 'Schlauch 28 Zoll (28/47-622), Blitzventil', 5.99, 0.125, 'Standardschlauch mit Blitzventil (DV) für Hollandräder und Cityräder. Butyl, luftdicht.'],
        ['003', 'elbgummi', 'Schlauch 29 Zoll (2,10-2,40), Autoventil', 7.99, 0.21, 'MTB-Schlauch mit Autoventil (AV), an jeder Tankstelle aufpumpbar.'],
        ['004', 'nordrad', 'Schlauch Rennrad 700 x 18-25C, SV 60 mm, leicht', 9.99, 0.075, 'Leichter Rennradschlauch mit 60 mm Ventil für Hochprofilfelgen. Nur 75 g schwer.'],
        ['005', 'nordrad', 'Tubeless-Ventile Aluminium 44 mm, Paar', 14.9, 0.02, 'Tubeless-Ventile mit herausnehmbarem Einsatz und konischem Gummifuß. Eloxierte Ventilkappen aus Aluminium.'],
        ['006', 'elbgummi', 'Schlauch 20 Zoll (1,75-2,125), Autoventil', 5.49, 0.15, 'Schlauch für Kinder- und Kompakträder mit Autoventil (AV).'],
        ['007', 'nordrad', 'Tubeless-Dichtmilch 500 ml', 19.9, 0.56, 'Latexfreie Dichtmilch verschließt Löcher bis 6 mm. Reicht für vier bis sechs Reifen.'],
      ],
    },
  ],
};

import { MainCategoryData } from './types';

export const LAUFRAEDER: MainCategoryData = {
  code: 'LRN',
  name: 'Laufräder & Naben',
  description: 'Komplette Laufräder, Naben, Speichen und Nippel.',
  subcategories: [
    {
      code: 'LRD',
      name: 'Laufräder',
      description: 'Vorder- und Hinterräder sowie Laufradsätze.',
      products: [
        ['001', 'nordrad', 'Laufrad 28 Zoll vorne, Nabendynamo, Scheibenbremse', 149, 1.25, 'Handgespeichtes Vorderrad mit Nabendynamo und Hohlkammerfelge. Für 6-Loch-Bremsscheiben und Schnellspanner.'],
        ['002', 'nordrad', 'Laufrad 28 Zoll hinten, 8–11-fach, Scheibenbremse', 99, 1.15, 'Stabiles Hinterrad für Trekking und E-Bike mit 36 Edelstahlspeichen. Freilauf für 8- bis 11-fach-Kassetten.'],
        ['003', 'nordrad', 'Laufradsatz 29 Zoll MTB, 148/110 mm, Tubeless', 399, 1.85, 'Leichter MTB-Laufradsatz mit 30 mm Innenweite für Steckachsen 148 und 110 mm. Tubeless-Band und Ventile sind vormontiert.'],
        ['004', 'velotec', 'Laufradsatz Rennrad Carbon 45 mm, Disc', 899, 1.48, 'Aerodynamischer Carbon-Laufradsatz mit 45 mm Felgenhöhe für Scheibenbremsen. Tubeless-ready, 21 mm Innenweite.'],
        ['005', 'nordrad', 'Laufrad 20 Zoll hinten, Rücktritt', 59.9, 1.3, 'Hinterrad für Kinderräder mit Rücktrittnabe. Mit Schlauch und Reifen montiert.'],
      ],
    },
    {
      code: 'NAB',
      name: 'Naben',
      description: 'Vorderrad-, Hinterrad-, Rücktritt- und Getriebenaben.',
      products: [
        ['001', 'velotec', 'Vorderradnabe Disc 15 x 110 mm, 32 Loch', 59.9, 0.18, 'Leichte Vorderradnabe für Steckachse 15 x 110 mm mit 6-Loch-Aufnahme. Gedichtete Industrielager.'],
        ['002', 'velotec', 'Hinterradnabe Disc 12 x 148 mm, 32 Loch, 12-fach', 149, 0.32, 'Hinterradnabe mit schnell greifendem Freilauf und 36 Rastpunkten. Freilaufkörper für 12-fach-MTB-Kassetten.'],
        ['003', 'hanseatic', 'Rücktrittnabe 36 Loch', 44.9, 1.05, 'Zuverlässige Rücktrittnabe für City- und Kinderräder. Mit Bremshebel und Schelle.'],
        ['004', 'velotec', 'Getriebenabe 8-Gang, 36 Loch', 189, 1.6, 'Wartungsarme 8-Gang-Nabenschaltung mit 307 % Übersetzungsbandbreite. Ideal für Stadt- und Pendlerräder.'],
      ],
    },
    {
      code: 'SPK',
      name: 'Speichen & Nippel',
      description: 'Edelstahlspeichen, Nippel und Speichenschlüssel.',
      products: [
        ['001', 'nordrad', 'Speichen Edelstahl 2,0 mm, 264 mm, 36 Stück', 19.9, 0.25, 'Rostfreie Edelstahlspeichen mit Bogen für klassische Laufräder. Packung mit 36 Stück.'],
        ['002', 'nordrad', 'Speichen Edelstahl 2,0/1,8 mm konifiziert, 290 mm, 32 Stück', 39.9, 0.2, 'Konifizierte Speichen sparen Gewicht und machen das Laufrad elastischer. Packung mit 32 Stück.'],
        ['003', 'nordrad', 'Messingnippel 14 mm, silber, 100 Stück', 14.9, 0.11, 'Vernickelte Messingnippel für 2,0-mm-Speichen. Werkstattpackung mit 100 Stück.'],
        ['004', 'weserwerk', 'Speichenschlüssel 3,2–3,5 mm', 9.9, 0.03, 'Speichenschlüssel mit vier Schlüsselweiten für gängige Nippel. Griff aus Kunststoff.'],
      ],
    },
  ],
};

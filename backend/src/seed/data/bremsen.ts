import { MainCategoryData } from './types';

export const BREMSEN: MainCategoryData = {
  code: 'BRE',
  name: 'Bremsen',
  description: 'Scheiben- und Felgenbremsen, Beläge und Bremsscheiben.',
  subcategories: [
    {
      code: 'SCH',
      name: 'Scheibenbremsen',
      description: 'Hydraulische und mechanische Scheibenbremsen.',
      products: [
        ['001', 'velotec', 'Hydraulische Scheibenbremse 2-Kolben, vorne', 89.9, 0.26, 'Hydraulische Zwei-Kolben-Bremse mit Mineralöl für Touren und Trail. Vormontiert und entlüftet, Leitung 850 mm.'],
        ['002', 'velotec', 'Hydraulische Scheibenbremse 2-Kolben, hinten', 89.9, 0.28, 'Gegenstück zur Vorderradbremse mit 1.700 mm Leitung. Vormontiert und entlüftet, mit organischen Belägen.'],
        ['004', 'velotec', 'Hydraulische Scheibenbremse 4-Kolben, Enduro', 149, 0.32, 'Vier-Kolben-Bremse mit hoher Bremskraft für Enduro und schwere E-Bikes. Griffweite werkzeuglos einstellbar.'],
        ['010', 'hanseatic', 'Mechanische Scheibenbremse, Flatmount', 44.9, 0.19, 'Seilzugbetätigte Scheibenbremse für Gravel- und Cyclocross-Räder. Beide Beläge lassen sich nachstellen.'],
      ],
    },
    {
      code: 'BEL',
      name: 'Bremsbeläge',
      description: 'Beläge für Scheibenbremsen und Bremsschuhe für Felgenbremsen.',
      products: [
        ['001', 'hanseatic', 'Scheibenbremsbeläge organisch, 2-Kolben-Zange', 14.9, 0.03, 'Leise organische Beläge mit gutem Ansprechverhalten. Ideal für Touren und den Alltag.'],
        ['002', 'hanseatic', 'Scheibenbremsbeläge Sintermetall, 2-Kolben-Zange', 17.9, 0.035, 'Sintermetallbeläge für hohe Temperaturen und Nässe. Lange Standzeit, besonders für E-Bikes geeignet.'],
        ['004', 'hanseatic', 'Scheibenbremsbeläge Sintermetall, 4-Kolben-Zange', 22.9, 0.045, 'Belagsatz für Vier-Kolben-Zangen mit Kühlrippen am Trägerblech. Für lange Abfahrten und schwere Fahrräder.'],
        ['010', 'velotec', 'Bremsschuhe für Felgenbremsen 70 mm, Paar', 9.9, 0.06, 'Bremsschuhe mit Gewindezapfen für Linear-Pull- und Cantileverbremsen. Gummimischung für trockene und nasse Bedingungen.'],
        ['011', 'velotec', 'Rennrad-Bremsgummis für Alufelgen, 2 Paar', 12.9, 0.03, 'Austauschgummis zum Einschieben in Rennrad-Bremsschuhe. Wasserrillen verbessern die Bremsleistung bei Nässe.'],
      ],
    },
    {
      code: 'BSC',
      name: 'Bremsscheiben',
      description: 'Bremsscheiben in 160 bis 203 mm und Adapter.',
      products: [
        ['160', 'velotec', 'Bremsscheibe 160 mm, 6-Loch', 24.9, 0.12, 'Edelstahl-Bremsscheibe für 6-Loch-Aufnahme. Die Lochung sorgt für gute Wärmeableitung.'],
        ['180', 'velotec', 'Bremsscheibe 180 mm, 6-Loch', 27.9, 0.15, 'Größere Scheibe für mehr Bremskraft an Trekking- und E-Bikes. Edelstahl, 1,8 mm stark.'],
        ['203', 'velotec', 'Bremsscheibe 203 mm, 6-Loch, E-Bike', 34.9, 0.2, 'Extra dicke 2,0-mm-Scheibe für E-Bikes und Lastenräder. Bleibt auch bei langen Bremsungen formstabil.'],
        ['260', 'hanseatic', 'Bremsscheibe 160 mm, Zentralaufnahme', 32.9, 0.13, 'Zweiteilige Bremsscheibe mit Aluminiumträger für Naben mit verzahnter Zentralaufnahme. Verschlussring inklusive.'],
        ['901', 'hanseatic', 'Adapter Postmount 160 auf 180 mm', 11.9, 0.04, 'Adapter für den Wechsel von 160 auf 180 mm Bremsscheibe. Mit Edelstahlschrauben.'],
      ],
    },
    {
      code: 'FEL',
      name: 'Felgenbremsen',
      description: 'Seitenzug- und Linear-Pull-Bremsen samt Zügen.',
      products: [
        ['001', 'velotec', 'Seitenzugbremse Rennrad, vorne', 34.9, 0.17, 'Doppelgelenk-Seitenzugbremse für Rennräder mit bis zu 28 mm breiten Reifen. Bremsschuhe sind montiert.'],
        ['002', 'velotec', 'Seitenzugbremse Rennrad, hinten', 34.9, 0.165, 'Hintere Seitenzugbremse mit Schnellöffner für den Radausbau. Bremsschuhe sind montiert.'],
        ['010', 'hanseatic', 'Linear-Pull-Felgenbremse, Satz vorne/hinten', 29.9, 0.39, 'Klassische Felgenbremse für Trekking- und Kinderräder. Satz mit Bremsschuhen und Führungsrohren.'],
        ['020', 'hanseatic', 'Bremszug-Set Edelstahl, Innen- und Außenzug', 12.9, 0.12, 'Komplettset für eine Bremse mit Edelstahl-Innenzug und Außenhülle. Die PTFE-Beschichtung verringert die Reibung.'],
      ],
    },
  ],
};

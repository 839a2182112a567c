import { MainCategoryData } from './types';

export const LENKER: MainCategoryData = {
  code: 'LEN',
  name: 'Lenker & Vorbauten',
  description: 'Griffe, Lenker, Lenkerband und Vorbauten.',
  subcategories: [
    {
      code: 'GRI',
      name: 'Griffe',
      description: 'Ergonomische Griffe, Lock-on-Griffe und Lenkerband.',
      products: [
        ['001', 'moewe', 'Ergonomische Griffe mit Handballenauflage, Größe L', 29.9, 0.23, 'Ergonomisch geformte Griffe, die Handgelenk und Nerven entlasten. Mit Klemmschraube sicher befestigt.'],
        ['002', 'moewe', 'Lock-on-Griffe MTB, 135 mm', 24.9, 0.12, 'Griffige MTB-Griffe mit Klemmring auf der Innenseite. Weiche Gummimischung für guten Halt ohne Handschuhe.'],
        ['003', 'hanseatic', 'Schaumstoffgriffe 130 mm, Paar', 9.9, 0.06, 'Leichte Schaumstoffgriffe für City- und Trekkingräder. Dämpfen Vibrationen und sind angenehm warm.'],
        ['004', 'moewe', 'Lenkerband Kork 3 mm, schwarz', 19.9, 0.11, 'Dämpfendes Lenkerband aus Kork-Verbundstoff mit Gelpolster. Endstopfen und Abschlussband liegen bei.'],
      ],
    },
    {
      code: 'LEN',
      name: 'Lenker',
      description: 'MTB-, Trekking-, Renn- und Gravellenker.',
      products: [
        ['001', 'moewe', 'MTB-Riser-Lenker Aluminium 780 mm, 20 mm Rise, 31,8 mm', 44.9, 0.33, 'Breiter Riser-Lenker für Trail und Enduro, kürzbar auf 740 mm. Markierungen erleichtern die Montage.'],
        ['002', 'moewe', 'Trekkinglenker Aluminium 620 mm, 25,4 mm', 24.9, 0.31, 'Leicht gekröpfter Trekkinglenker für eine aufrechte Sitzposition. Schwarz eloxiert.'],
        ['003', 'velotec', 'Rennlenker Aluminium 420 mm, Compact', 59.9, 0.28, 'Rennlenker mit kurzem Reach und flachem Drop für bequeme Griffwechsel. Klemmung 31,8 mm.'],
        ['004', 'moewe', 'Gravellenker 440 mm, 12° Flare', 69.9, 0.3, 'Ausgestellter Unterlenker für mehr Kontrolle auf Schotter. Ausreichend Platz für Lenkertaschen.'],
        ['005', 'moewe', 'Tourenlenker Schmetterling, Aluminium', 39.9, 0.52, 'Multipositionslenker für lange Touren mit vielen Griffpositionen. Platz für Licht, Tacho und Lenkertasche.'],
      ],
    },
    {
      code: 'VOR',
      name: 'Vorbauten',
      description: 'Starre und verstellbare Vorbauten, Vorbauerhöhungen.',
      products: [
        ['001', 'moewe', 'Vorbau 90 mm, ±7°, 31,8 mm', 29.9, 0.14, 'Geschmiedeter Aluminiumvorbau, wendbar für +7° oder −7°. Für 1 1/8-Zoll-Gabelschäfte.'],
        ['002', 'moewe', 'Vorbau verstellbar 110 mm, 0–60°', 34.9, 0.29, 'Winkelverstellbarer Vorbau für eine komfortable Sitzposition. Ideal für Trekking- und E-Bikes.'],
        ['003', 'velotec', 'MTB-Vorbau 40 mm, 35 mm Klemmung', 49.9, 0.13, 'Kurzer CNC-gefräster Vorbau für Enduro und Downhill. Vier Schrauben an der Lenkerklemmung.'],
        ['004', 'hanseatic', 'Vorbauerhöhung 1 1/8 Zoll, 100 mm', 16.9, 0.12, 'Erhöht den Lenker um bis zu 100 mm ohne Gabeltausch. Für 1 1/8-Zoll-Gabelschäfte.'],
      ],
    },
  ],
};

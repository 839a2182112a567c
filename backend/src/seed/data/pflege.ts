import { MainCategoryData } from './types';

export const PFLEGE: MainCategoryData = {
  code: 'PFL',
  name: 'Pflege & Schmierung',
  description: 'Kettenöle, Reiniger, Fette und Montagehilfen.',
  subcategories: [
    {
      code: 'OEL',
      name: 'Kettenöle & Wachse',
      description: 'Kettenschmierstoffe für nasse und trockene Bedingungen.',
      products: [
        ['001', 'kranich', 'Kettenöl Nass 100 ml', 9.9, 0.13, 'Zähes Kettenöl für Regen und Matsch, das nicht abgewaschen wird. Tropfflasche für sparsames Auftragen.'],
        ['002', 'kranich', 'Kettenöl Trocken 100 ml', 9.9, 0.13, 'Dünnflüssiges Kettenöl für trockene, staubige Bedingungen. Zieht tief in die Kettenglieder ein und bindet kaum Schmutz.'],
        ['003', 'kranich', 'Kettenwachs flüssig 120 ml', 14.9, 0.15, 'Flüssiges Wachs, das nach dem Trocknen eine saubere Schutzschicht bildet. Ideal für Rennrad und Gravel.'],
        ['004', 'kranich', 'Kettenöl E-Bike 50 ml', 8.9, 0.07, 'Hochdruckfestes Kettenöl für die Kräfte von Mittelmotoren. Reduziert den Verschleiß von Kette und Ritzeln.'],
      ],
    },
    {
      code: 'REI',
      name: 'Reiniger & Entfetter',
      description: 'Fahrradreiniger, Entfetter und Bürsten.',
      products: [
        ['001', 'kranich', 'Fahrradreiniger 1 l, Sprühflasche', 12.9, 1.1, 'Biologisch abbaubarer Reiniger für Rahmen und Anbauteile. Einsprühen, einwirken lassen und mit Wasser abspülen.'],
        ['002', 'kranich', 'Kettenentfetter biologisch abbaubar, 500 ml', 11.9, 0.56, 'Löst altes Öl und Schmutz von Kette, Kassette und Kettenblättern. Auf Wasserbasis, lösungsmittelfrei.'],
        ['003', 'kranich', 'Bremsenreiniger 500 ml', 8.9, 0.45, 'Reinigt Bremsscheiben und Zangen rückstandsfrei. Vor dem Einbau neuer Beläge verwenden.'],
        ['004', 'hanseatic', 'Kettenreinigungsgerät mit Bürsten', 24.9, 0.24, 'Reinigt die Kette am Rad mit rotierenden Bürsten. Kein Ausbau der Kette nötig.'],
        ['005', 'kranich', 'Reinigungsbürsten-Set 5-teilig', 19.9, 0.35, 'Fünf Bürsten für Rahmen, Ritzel, Felgen und schwer erreichbare Stellen. Die Borsten verkratzen keinen Lack.'],
      ],
    },
    {
      code: 'FET',
      name: 'Fette & Montagepasten',
      description: 'Lagerfette, Montagepasten, Bremsflüssigkeit und Schraubensicherung.',
      products: [
        ['001', 'kranich', 'Lagerfett wasserfest 100 g', 9.9, 0.13, 'Wasserfestes Fett für Naben, Steuersätze und Innenlager. Schützt zuverlässig vor Korrosion.'],
        ['002', 'kranich', 'Carbon-Montagepaste 75 g', 11.9, 0.1, 'Montagepaste mit Reibpartikeln für Carbonbauteile. Sorgt für sicheren Halt bei geringerem Drehmoment.'],
        ['003', 'kranich', 'Mineralöl für Scheibenbremsen 100 ml', 9.9, 0.12, 'Mineralisches Bremsöl zum Entlüften und Befüllen hydraulischer Bremsen. Nicht für DOT-Systeme geeignet.'],
        ['004', 'kranich', 'Schraubensicherung mittelfest, 10 ml', 7.9, 0.02, 'Flüssige Schraubensicherung gegen das Lösen durch Vibrationen. Mit normalem Werkzeug wieder lösbar.'],
      ],
    },
  ],
};

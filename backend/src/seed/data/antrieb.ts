import { MainCategoryData } from './types';

export const ANTRIEB: MainCategoryData = {
  code: 'ANT',
  name: 'Antrieb',
  description: 'Ketten, Kassetten, Kettenblätter, Schaltwerke und Innenlager für Rennrad, MTB, Trekking und E-Bike.',
  subcategories: [
    {
      code: 'KET',
      name: 'Ketten',
      description: 'Schaltungsketten von 9- bis 12-fach und passende Kettenschlösser.',
      products: [
        ['009', 'kettenwerk', 'Kette 9-fach 116 Glieder, silber', 19.9, 0.29, 'Robuste 9-fach-Kette mit vernickelten Außenlaschen für Trekking- und MTB-Antriebe. Kettenschloss liegt bei.'],
        ['010', 'kettenwerk', 'Kette 10-fach 114 Glieder, silber/schwarz', 27.9, 0.27, 'Leichtlaufende Kette für 10-fach-Schaltungen mit gefasten Innenlaschen für schnelle Gangwechsel. Mit wiederverwendbarem Kettenschloss.'],
        ['011', 'kettenwerk', 'Kette 11-fach 118 Glieder, silber', 34.9, 0.257, 'Präzise 11-fach-Kette für Rennrad und MTB. Hohlbolzen sparen Gewicht, die Beschichtung schützt vor Korrosion.'],
        ['012', 'velotec', 'Kette 12-fach 126 Glieder, Hohlbolzen', 49.9, 0.252, 'Leichte 12-fach-Kette für moderne 1x-Antriebe. Gehärtete Rollen sorgen für eine hohe Laufleistung.'],
        ['101', 'hanseatic', 'E-Bike-Kette 9-fach 136 Glieder, verstärkt', 29.9, 0.33, 'Verstärkte Kette für E-Bikes mit Mittelmotor, ausgelegt für hohe Drehmomente. Extralang, auch für Lastenräder geeignet.'],
        ['201', 'kettenwerk', 'Kettenschloss 11-fach, 2 Stück', 8.9, 0.01, 'Werkzeuglos zu schließendes Kettenschloss für 11-fach-Ketten. Packung mit zwei Schlössern.'],
      ],
    },
    {
      code: 'KAS',
      name: 'Kassetten',
      description: 'Ritzelpakete für 8- bis 12-fach-Schaltungen.',
      products: [
        ['008', 'velotec', 'Kassette 8-fach 11-32 Zähne', 24.9, 0.39, 'Stahlkassette für 8-fach-Trekkingantriebe mit feinen Gangsprüngen. Passt auf gängige 8- bis 10-fach-Freiläufe.'],
        ['010', 'velotec', 'Kassette 10-fach 11-36 Zähne', 44.9, 0.42, 'Breit abgestufte 10-fach-Kassette für Touren und Trekking. Vernickelte Ritzel für lange Haltbarkeit.'],
        ['011', 'kettenwerk', 'Kassette 11-fach 11-34 Zähne, Road', 69.9, 0.33, 'Straßenkassette mit eng gestuften Ritzeln für gleichmäßige Trittfrequenz. Die größten Ritzel sitzen auf einem leichten Aluminiumträger.'],
        ['012', 'kettenwerk', 'Kassette 12-fach 10-51 Zähne, MTB', 189, 0.47, '12-fach-Kassette mit 510 % Bandbreite für 1x-Antriebe. Für 12-fach-MTB-Freilaufkörper.'],
        ['112', 'nordrad', 'Kassette 12-fach 11-50 Zähne, E-Bike', 129, 0.56, 'Besonders verschleißfeste Stahlritzel für E-MTB. Die vernieteten Ritzel bleiben auch unter hoher Last steif.'],
      ],
    },
    {
      code: 'KBL',
      name: 'Kettenblätter',
      description: 'Kettenblätter für 1x- und 2x-Antriebe in allen gängigen Lochkreisen.',
      products: [
        ['032', 'velotec', 'Kettenblatt 32 Zähne, Narrow-Wide, Direct Mount', 39.9, 0.09, 'Kettenblatt mit Narrow-Wide-Zahnprofil für sichere Kettenführung ohne Umwerfer. Aluminium, schwarz eloxiert.'],
        ['034', 'velotec', 'Kettenblatt 34 Zähne, 110 mm Lochkreis', 34.9, 0.07, 'Inneres Kettenblatt für Kompaktkurbeln mit 110 mm Lochkreis. Steighilfen sorgen für saubere Schaltvorgänge.'],
        ['038', 'weserwerk', 'Kettenblatt 38 Zähne, 104 mm Lochkreis', 24.9, 0.08, 'Trekking-Kettenblatt aus Aluminium für 104 mm Lochkreis. Geeignet für 9- und 10-fach-Ketten.'],
        ['050', 'weserwerk', 'Kettenblatt 50 Zähne, 110 mm Lochkreis, 11-fach', 59.9, 0.115, 'Großes Rennrad-Kettenblatt mit Schaltstiften und Steighilfen. CNC-gefräst aus 7075-Aluminium.'],
        ['142', 'hanseatic', 'Kettenblatt 42 Zähne mit Kettenschutzring, silber', 19.9, 0.16, 'Stahlkettenblatt für City- und Trekkingräder. Der integrierte Schutzring hält Hosenbeine sauber.'],
      ],
    },
    {
      code: 'SWK',
      name: 'Schaltwerke',
      description: 'Schaltwerke für Rennrad, MTB und Trekking sowie Schaltaugen.',
      products: [
        ['009', 'velotec', 'Schaltwerk 9-fach, langer Käfig', 39.9, 0.29, 'Zuverlässiges 9-fach-Schaltwerk für Trekking und MTB mit Kassetten bis 36 Zähne. Leichtgängige Schaltrollen mit gedichteten Lagern.'],
        ['010', 'velotec', 'Schaltwerk 10-fach, flache Bauweise', 59.9, 0.28, 'Flach bauendes Schaltwerk, das im Gelände geschützt hinter dem Ausfallende liegt. Für Kassetten bis 42 Zähne.'],
        ['011', 'kettenwerk', 'Schaltwerk 11-fach Road, kurzer Käfig', 79.9, 0.22, 'Präzises Rennrad-Schaltwerk für 11-fach-Kassetten bis 32 Zähne. Leichter Käfig aus glasfaserverstärktem Kunststoff.'],
        ['012', 'kettenwerk', 'Schaltwerk 12-fach mit Kettenstabilisator', 119, 0.3, '12-fach-MTB-Schaltwerk mit zuschaltbarer Kupplung gegen Kettenschlagen. Für Kassetten bis 51 Zähne.'],
        ['201', 'hanseatic', 'Schaltauge Standard, Aluminium', 14.9, 0.02, 'Austausch-Schaltauge aus Aluminium für Rahmen mit Standard-Ausfallende. Die Sollbruchstelle schützt Rahmen und Schaltwerk.'],
      ],
    },
    {
      code: 'INL',
      name: 'Innenlager',
      description: 'Innenlager für Gewinde- und Pressfit-Gehäuse.',
      products: [
        ['068', 'weserwerk', 'Innenlager BSA 68/73 mm für 24-mm-Achse', 29.9, 0.09, 'Schraubinnenlager mit abgedichteten Rillenkugellagern für Kurbeln mit 24-mm-Achse. Distanzringe für 68- und 73-mm-Gehäuse liegen bei.'],
        ['092', 'weserwerk', 'Innenlager Pressfit 92 mm, 24-mm-Achse', 34.9, 0.1, 'Einpress-Innenlager für 92 mm breite Tretlagergehäuse. Die Kunststoffschalen dämpfen Knackgeräusche.'],
        ['122', 'velotec', 'Vierkant-Innenlager 68 x 122,5 mm', 17.9, 0.28, 'Gekapseltes Vierkant-Patronenlager für City- und Trekkingräder. Wartungsfrei und gegen Spritzwasser abgedichtet.'],
        ['147', 'velotec', 'Innenlager T47, Keramik-Hybridlager', 119, 0.08, 'Gewindeinnenlager T47 mit Keramik-Hybridlagern für geringen Lagerwiderstand. Laufbahnen aus Edelstahl für lange Lebensdauer.'],
      ],
    },
  ],
};

import { MainCategoryData } from './types';

export const BELEUCHTUNG: MainCategoryData = {
  code: 'BEL',
  name: 'Beleuchtung',
  description: 'StVZO-zugelassene Front- und Rücklichter, Dynamos und Zubehör.',
  subcategories: [
    {
      code: 'FRO',
      name: 'Frontlichter',
      description: 'Akku-, Dynamo- und E-Bike-Frontlichter.',
      products: [
        ['030', 'deichlicht', 'Frontlicht Leuchtturm 30 Lux, Akku, StVZO', 39.9, 0.11, 'Per USB-C aufladbares Frontlicht mit blendfreiem Lichtkegel nach StVZO. Bis zu fünf Stunden Leuchtdauer.'],
        ['070', 'deichlicht', 'Frontlicht Leuchtturm 70 Lux, Akku, StVZO', 59.9, 0.14, 'Helles Akku-Frontlicht für dunkle Landstraßen mit Restlaufzeitanzeige. Laden per USB-C, zugelassen nach StVZO.'],
        ['100', 'deichlicht', 'Dynamo-Frontlicht 100 Lux mit Standlicht, StVZO', 69.9, 0.12, 'Helles Dynamo-Frontlicht mit Standlicht und Tagfahrlicht. Der Sensor schaltet bei Dämmerung automatisch ein.'],
        ['150', 'deichlicht', 'E-Bike-Frontlicht 150 Lux, 6–48 V', 89.9, 0.13, 'Frontlicht für den Anschluss an E-Bike-Systeme mit 6 bis 48 Volt. Breite Nahfeldausleuchtung und Fernlicht-Taster.'],
        ['200', 'hanseatic', 'Helmlampe 800 Lumen, Akku', 49.9, 0.095, 'Leichte Helmlampe für Trail-Einsätze abseits der Straße. Nicht für den Straßenverkehr zugelassen.'],
      ],
    },
    {
      code: 'RUE',
      name: 'Rücklichter',
      description: 'Rücklichter für Sattelstütze, Gepäckträger und Schutzblech.',
      products: [
        ['001', 'deichlicht', 'Rücklicht Leuchtboje, Akku, StVZO', 19.9, 0.04, 'Kompaktes Akku-Rücklicht mit Bremslichtfunktion und Halter für die Sattelstütze. Laden per USB-C.'],
        ['002', 'deichlicht', 'Dynamo-Rücklicht Gepäckträger 80 mm, Standlicht', 17.9, 0.05, 'Rücklicht für 80 mm Lochabstand am Gepäckträger mit Standlicht und Z-Reflektor.'],
        ['003', 'deichlicht', 'Schutzblech-Rücklicht, Batterie', 14.9, 0.035, 'Flaches Rücklicht zur Montage am Schutzblech. Zwei AAA-Batterien liegen bei.'],
        ['004', 'hanseatic', 'E-Bike-Rücklicht 6–48 V mit Bremslicht', 29.9, 0.045, 'Rücklicht für E-Bike-Systeme mit 6 bis 48 Volt. Das Bremslicht wird über einen Sensor ausgelöst.'],
      ],
    },
    {
      code: 'DYN',
      name: 'Dynamos',
      description: 'Nabendynamos, Seitenläufer und Ladewandler.',
      products: [
        ['001', 'velotec', 'Nabendynamo 6 V/3 W, Scheibenbremse, 32 Loch', 69.9, 0.52, 'Leichtlaufender Nabendynamo für Scheibenbremsen mit 6-Loch-Aufnahme. Für Schnellspanner, 32 Speichenlöcher.'],
        ['002', 'velotec', 'Nabendynamo 6 V/3 W, Felgenbremse, 36 Loch', 54.9, 0.56, 'Robuster Nabendynamo für Trekking- und Cityräder mit Felgenbremse. 36 Speichenlöcher, Schnellspanner.'],
        ['003', 'velotec', 'Nabendynamo Steckachse 15 x 100 mm, Zentralaufnahme', 99, 0.48, 'Nabendynamo für Steckachsen mit verzahnter Bremsscheibenaufnahme. Geringer Leerlaufwiderstand bei ausgeschaltetem Licht.'],
        ['010', 'deichlicht', 'Seitenläuferdynamo 6 V/3 W, links', 24.9, 0.19, 'Klassischer Seitenläuferdynamo mit Gummi-Laufrad für nasse Bedingungen. Montage links an der Gabel.'],
        ['020', 'deichlicht', 'USB-Ladewandler für Nabendynamo', 49.9, 0.06, 'Lädt Smartphone oder Navi während der Fahrt über den Nabendynamo. Mit Pufferakku und wasserdichtem USB-C-Anschluss.'],
      ],
    },
  ],
};

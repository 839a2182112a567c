import { MainCategoryData } from './types';

export const ZUBEHOER: MainCategoryData = {
  code: 'ZUB',
  name: 'Zubehör',
  description: 'Schlösser, Taschen, Schutzbleche, Ständer und Klingeln.',
  subcategories: [
    {
      code: 'SLO',
      name: 'Schlösser',
      description: 'Bügel-, Falt-, Ketten- und Rahmenschlösser.',
      products: [
        ['001', 'friesenstahl', 'Bügelschloss Deichgraf 13 mm, 230 mm', 59.9, 1.25, 'Gehärteter 13-mm-Bügel mit doppelter Verriegelung. Mit Rahmenhalter und drei Schlüsseln.'],
        ['002', 'friesenstahl', 'Faltschloss 85 cm mit Halter', 69.9, 1.05, 'Faltschloss aus gehärteten Stahlgliedern mit Kunststoffummantelung. Der Halter passt an die Flaschenhalter-Gewinde.'],
        ['003', 'friesenstahl', 'Kettenschloss 110 cm, 9 mm Glieder', 79.9, 2.1, 'Schwere Stahlkette mit Textilhülle, die den Lack schont. Hohe Sicherheit für E-Bikes und Lastenräder.'],
        ['004', 'friesenstahl', 'Rahmenschloss mit Einsteckkette', 44.9, 0.65, 'Rahmenschloss für die Hinterbaustreben mit Einsteckkette zum Anschließen. Schlüssel nur bei geschlossenem Schloss abziehbar.'],
        ['005', 'hanseatic', 'Kabelschloss 180 cm, Zahlenkombination', 19.9, 0.38, 'Flexibles Spiralkabelschloss mit einstellbarer Zahlenkombination. Ideal zum Sichern von Helm und Laufrad.'],
      ],
    },
    {
      code: 'TAS',
      name: 'Taschen',
      description: 'Gepäckträger-, Lenker-, Sattel- und Rahmentaschen.',
      products: [
        ['001', 'fahrtwind', 'Gepäckträgertasche Hafen 20 l, wasserdicht', 89.9, 1.1, 'Wasserdichte Gepäckträgertasche aus PVC-freiem Gewebe mit Rollverschluss. Das Hakensystem passt an Rohre bis 16 mm.'],
        ['002', 'fahrtwind', 'Lenkertasche 7 l mit Kartenfach', 59.9, 0.65, 'Lenkertasche mit abnehmbarem Kartenfach und Schnellverschluss-Halter. Mit Schultergurt auch zum Tragen.'],
        ['003', 'fahrtwind', 'Satteltasche 1,2 l', 19.9, 0.12, 'Kleine Satteltasche für Schlauch, Reifenheber und Minitool. Befestigung mit Klettband.'],
        ['004', 'fahrtwind', 'Rahmentasche 3 l, Bikepacking', 39.9, 0.22, 'Rahmentasche für das Hauptdreieck mit wasserdichtem Reißverschluss. Drei Klettbänder halten sie am Oberrohr.'],
        ['005', 'fahrtwind', 'Doppelpacktasche 2 x 15 l', 74.9, 1.3, 'Zwei verbundene Packtaschen zum Überlegen über den Gepäckträger. Reflektierende Details und Tragegriff.'],
      ],
    },
    {
      code: 'SBL',
      name: 'Schutzbleche',
      description: 'Schutzbleche für Trekking, MTB und Rennrad.',
      products: [
        ['001', 'hanseatic', 'Schutzblech-Set 28 Zoll, 50 mm, schwarz', 29.9, 0.56, 'Kunststoff-Schutzbleche mit Edelstahlstreben für Trekkingräder. Mit Sicherheitsauslösung am Vorderrad.'],
        ['002', 'hanseatic', 'Schutzblech-Set 28 Zoll, 60 mm, silber', 32.9, 0.6, 'Breite Schutzbleche für Reifen bis 2,15 Zoll. Sicherheitsauslösung vorne, Edelstahlstreben.'],
        ['003', 'nordrad', 'Steckschutzblech MTB vorne', 14.9, 0.14, 'Leichtes Steckschutzblech für die Federgabel. Ohne Werkzeug in Sekunden montiert.'],
        ['004', 'nordrad', 'Schutzblech-Set Rennrad, Clip-on', 34.9, 0.32, 'Schmale Schutzbleche für Rennräder ohne Ösen. Befestigung mit Gummibändern und Klemmen.'],
      ],
    },
    {
      code: 'STD',
      name: 'Ständer',
      description: 'Seiten-, Zweibein- und Mittelständer.',
      products: [
        ['001', 'hanseatic', 'Seitenständer Hinterbau, 24–29 Zoll', 19.9, 0.38, 'Längenverstellbarer Aluminium-Seitenständer für die Montage am Hinterbau. Für 24 bis 29 Zoll.'],
        ['002', 'hanseatic', 'Zweibeinständer E-Bike, 40 mm Anschluss', 49.9, 0.75, 'Stabiler Zweibeinständer für schwere E-Bikes mit Gepäck. Für Rahmen mit 40 mm Ständeraufnahme.'],
        ['003', 'hanseatic', 'Mittelständer 18 mm Lochabstand', 24.9, 0.42, 'Klassischer Mittelständer für City- und Trekkingräder mit 18 mm Lochabstand am Rahmen.'],
      ],
    },
    {
      code: 'KLI',
      name: 'Klingeln',
      description: 'Klingeln nach StVZO für jeden Lenker.',
      products: [
        ['001', 'hanseatic', 'Fahrradklingel Messing, 55 mm', 12.9, 0.08, 'Klassische Messingklingel mit langem, hellem Klang. Schelle für Lenker von 22,2 bis 31,8 mm.'],
        ['002', 'hanseatic', 'Mini-Klingel Aluminium, schwarz', 5.9, 0.03, 'Dezente Mini-Klingel mit klarem Ton. Passt auch an enge Cockpits.'],
        ['003', 'hanseatic', 'Ding-Dong-Klingel, verchromt', 7.9, 0.07, 'Laute Zweiklangglocke für den Stadtverkehr. Verchromter Stahldeckel.'],
      ],
    },
  ],
};

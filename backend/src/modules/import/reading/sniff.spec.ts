import { findHeaderRow } from './header-row';
import { detectDelimiter, takeSepHint } from './sniff';

describe('CSV sniffing', () => {
  it.each([
    ['a;b;c\n1;2;3\n4;5;6', ';'],
    ['a,b,c\n1,2,3', ','],
    ['a\tb\tc\n1\t2\t3', '\t'],
    ['a|b|c\n1|2|3', '|'],
    // decimal commas inside quotes do not count
    ['sku;name;preis\nA;"Kette, 11-fach";"12,50"\nB;"Ritzel, 12";"3,10"', ';'],
    // a title row without delimiters above the table
    ['Preisliste Frühjahr\nsku,name,preis\nA,Kette,12\nB,Ritzel,3', ','],
  ])('finds the delimiter of %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });

  it('prefers the delimiter that splits the records consistently', () => {
    // every record has one comma inside a text, but three semicolons
    expect(detectDelimiter('a;b, c;d;e\n1;2, 3;4;5\n6;7, 8;9;0')).toBe(';');
  });

  it('gives up on a single column', () => {
    expect(detectDelimiter('nur\neine\nspalte')).toBeNull();
  });

  it('takes a sep= line off the text', () => {
    expect(takeSepHint('sep=;\r\na;b\r\n')).toEqual({ delimiter: ';', text: 'a;b\r\n' });
    expect(takeSepHint('"sep=|"\na|b')).toEqual({ delimiter: '|', text: 'a|b' });
    expect(takeSepHint('sep=#\na#b')).toEqual({ delimiter: null, text: 'a#b' });
    expect(takeSepHint('a;b').delimiter).toBeNull();
  });

  it('finds the header below title rows: by known column names, else by text cells', () => {
    expect(findHeaderRow([['Preisliste 2026'], [''], ['Art.-Nr.', 'Bezeichnung', 'UVP'], ['1', 'Kette', '9,90']])).toBe(2);
    expect(findHeaderRow([['Lieferant XY', '', ''], ['Feld A', 'Feld B', 'Feld C'], ['1', '2', '3']])).toBe(1);
    expect(findHeaderRow([['', ''], ['  ', '']])).toBe(-1);
  });
});

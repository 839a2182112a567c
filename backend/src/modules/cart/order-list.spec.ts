import { parseListQuantity, readOrderList } from './order-list';

const rows = (...records: string[][]) => records.map((cells, index) => ({ rowNumber: index + 1, cells }));

describe('reading a dealer\'s order list', () => {
  it('reads SKU;Menge without a header, and a number-first row the other way round', () => {
    const reading = readOrderList(rows(['KETTE-11', '2'], ['5', 'SCHL-28']));
    expect(reading.lines).toEqual([
      { line: 1, sku: 'KETTE-11', ean: null, quantity: 2 },
      { line: 2, sku: 'SCHL-28', ean: null, quantity: 5 },
    ]);
  });

  it('takes a code of EAN length as article number and EAN', () => {
    expect(readOrderList(rows(['4006381333931', '10'])).lines).toEqual([{ line: 1, sku: '4006381333931', ean: '4006381333931', quantity: 10 }]);
  });

  it('follows a header in any order, with extra columns', () => {
    const reading = readOrderList(rows(['Anzahl', 'Bezeichnung', 'EAN', 'Art.-Nr.'], ['3', 'Kette', '', 'KETTE-11'], ['1.000', 'Schlauch', '4006381333931', '']));
    expect(reading.lines).toEqual([
      { line: 2, sku: 'KETTE-11', ean: null, quantity: 3 },
      { line: 3, sku: null, ean: '4006381333931', quantity: 1000 },
    ]);
  });

  it('refuses unreadable rows with the row number and a German reason', () => {
    const reading = readOrderList(rows(['KETTE-11', 'zwei'], ['KETTE-11', ''], ['', '3'], ['KETTE-11', '0']));
    expect(reading.lines).toEqual([]);
    expect(reading.refused.map((line) => line.message)).toEqual([
      'Zeile 1: Menge „zwei“ ist keine ganze Zahl ab 1.',
      'Zeile 2: Menge fehlt.',
      'Zeile 3: Artikelnummer oder EAN fehlt.',
      'Zeile 4: Menge „0“ ist keine ganze Zahl ab 1.',
    ]);
  });

  it('refuses quantities above 999.999 pieces a line, however they are written', () => {
    const reading = readOrderList(rows(['KETTE-11', '999.999'], ['KETTE-11', '1.000.000'], ['KETTE-11', '99999999999999']));
    expect(reading.lines).toEqual([{ line: 1, sku: 'KETTE-11', ean: null, quantity: 999_999 }]);
    expect(reading.refused.map((line) => [line.reason, line.message])).toEqual([
      ['limit_exceeded', 'Zeile 2: Diese Menge ist zu groß: höchstens 999.999 Stück je Position.'],
      ['limit_exceeded', 'Zeile 3: Diese Menge ist zu groß: höchstens 999.999 Stück je Position.'],
    ]);
  });

  it('reads German whole numbers only', () => {
    expect(['10', '1.000', '10,0', ' 7 '].map(parseListQuantity)).toEqual([10, 1000, 10, 7]);
    expect(['1,5', '-3', 'x', '1.00'].map(parseListQuantity)).toEqual([null, null, null, null]);
  });
});

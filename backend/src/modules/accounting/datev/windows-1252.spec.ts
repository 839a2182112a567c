import * as iconv from 'iconv-lite';
import { encodeWindows1252, toWindows1252Text } from './windows-1252';

describe('Windows-1252 for DATEV', () => {
  it('keeps German text and the typographic characters Windows-1252 holds', () => {
    expect(toWindows1252Text('Fahrradhaus Müller & Söhne – Straße „Nord“ 19 €')).toBe('Fahrradhaus Müller & Söhne – Straße „Nord“ 19 €');
  });

  it('drops accents Windows-1252 lacks and marks the rest with ?', () => {
    expect(toWindows1252Text('Dvořák Łódź Őrs 自転車')).toBe('Dvorák ?ódz Ors ???') // á and ó are in Windows-1252, ř and Ő lose their accent, Ł has none to lose;
  });

  it('composes letters and accents typed apart (pasted from macOS or a PDF) before it looks them up', () => {
    expect(toWindows1252Text('Fahrradhaus Mu\u0308ller & So\u0308hne Cafe\u0301')).toBe('Fahrradhaus Müller & Söhne Café');
  });

  it('encodes to single bytes: ü is 0xFC, € is 0x80', () => {
    const bytes = encodeWindows1252('ü€');
    expect([...bytes]).toEqual([0xfc, 0x80]);
    expect(iconv.decode(encodeWindows1252('Dvořák'), 'windows-1252')).toBe('Dvorák');
  });
});

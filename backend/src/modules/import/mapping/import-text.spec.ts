import { replaceControls } from '../../../common/http/text-field';
import { textRefusal } from './import-text';

describe('texts of an imported row, by the API rules (common/http/text-field.ts)', () => {
  it.each([
    ['Ket\u202ete', false],
    ['Ket\u2066te\u2069', false],
    ['Gut\u0085Text', true],
    ['CN\u009b1', false],
    ['A\u007fB', true],
    ['Steuer\u0001zeichen', true],
    ['IMP\t12', false],
    ['IMP\n12', false],
  ])('refuses %j (text area: %s) as the API does', (value, multiline) => {
    expect(textRefusal(value, 'Name', multiline)).toBe('Name enthält unzulässige Steuerzeichen.');
  });

  it.each([
    ['Kette 11-fach', false],
    ['Zeile 1\r\nZeile 2\tTab', true],
    ['Fahrräder Lübeck Großmann', false],
    ['شركة الدراجات', false],
  ])('takes %j (text area: %s)', (value, multiline) => {
    expect(textRefusal(value, 'Name', multiline)).toBeNull();
  });

  it('shows each refused character as ? in the report, line breaks too where the field is one line', () => {
    expect(replaceControls('Ket\u202ete\u0085!', false, '?')).toBe('Ket?te?!');
    expect(replaceControls('IMP\t12', false, '?')).toBe('IMP?12');
    expect(replaceControls('Zeile 1\nZeile\u2067 2', true, '?')).toBe('Zeile 1\nZeile? 2');
    expect(replaceControls('Name\u202e', true, '')).toBe('Name');
    expect(replaceControls('sauber', false, '?')).toBe('sauber');
  });
});

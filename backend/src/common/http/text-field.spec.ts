import { validate } from 'class-validator';
import { RequiredText } from './required-text';
import { hasVisibleCharacter, TextField, textProblem, trim, trimToNull } from './text-field';

describe('textProblem', () => {
  it('takes U+2028 and U+2029 as line breaks: refused in one line, fine in a text area', () => {
    expect(textProblem('Bremen\u2028Nord', { max: 100 })).toBe('control');
    expect(textProblem('Bremen\u2029Nord', { max: 100 })).toBe('control');
    expect(textProblem('Zeile 1\u2028Zeile 2\u2029Absatz', { max: 100, multiline: true })).toBeNull();
  });

  it('refuses the noncharacters U+FFFE and U+FFFF, which XML (e-invoices, XLSX) does not allow', () => {
    for (const options of [{ max: 100 }, { max: 100, multiline: true }]) {
      expect(textProblem('Radladen \uffff Nord GmbH', options)).toBe('control');
      expect(textProblem('Zweirad \ufffe Süd KG', options)).toBe('control');
    }
    expect(textProblem('Radladen \ufffd Nord', { max: 100 })).toBeNull(); // the replacement character is text
  });

  it('refuses a text of invisible characters only, not one that has something visible', () => {
    for (const text of ['\u200b\u200b\u200b', ' \u2060\ufeff\u200d ', '\u200c', '\u3164', '\u00ad', '\u200e\u200f']) {
      expect([text, textProblem(text, { max: 100 })]).toEqual([text, 'invisible']);
    }
    for (const text of ['Rad\u200bladen', 'a', '\u200bx', '👨‍👩‍👧', '…', '-']) {
      expect([text, textProblem(text, { max: 100 })]).toEqual([text, null]);
    }
  });

  it('leaves empty and whitespace-only texts to the field\'s own rules (a password may be spaces)', () => {
    expect(textProblem('', { max: 10 })).toBeNull();
    expect(textProblem('        ', { max: 10 })).toBeNull();
  });
});

describe('hasVisibleCharacter', () => {
  it('counts neither whitespace nor zero-width characters', () => {
    expect(hasVisibleCharacter(' \t\u00a0\u3000\u200b\u2060\ufeff')).toBe(false);
    expect(hasVisibleCharacter(' \u200bÖ')).toBe(true);
  });
});

describe('trim and trimToNull', () => {
  it('take zero-width characters at the ends with the whitespace, never inside', () => {
    expect(trim({ value: ' \u200b\ufeffKetten\u2060 \u200d' })).toBe('Ketten');
    expect(trim({ value: '\u200b \u200b' })).toBe('');
    expect(trim({ value: 'Rad\u200dwerk' })).toBe('Rad\u200dwerk');
    expect(trimToNull({ value: '\u200b\u200c' })).toBeNull();
    expect(trimToNull({ value: 5 })).toBe(5);
  });

  it('stays linear on long runs of whitespace', () => {
    const text = `a${' '.repeat(200_000)}b${' \u200b'.repeat(100_000)}`;
    const started = process.hrtime.bigint();
    expect(trim({ value: text })).toBe(`a${' '.repeat(200_000)}b`);
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(200);
  });
});

describe('RequiredText', () => {
  class Subject {
    @RequiredText(3, { missing: 'Bitte geben Sie einen Betreff ein.', tooShort: 'Der Betreff muss mindestens 3 Zeichen lang sein.' })
    @TextField({ label: 'Der Betreff', max: 200 })
    subject: unknown;
  }
  const messages = async (subject: unknown) =>
    (await validate(Object.assign(new Subject(), { subject }))).flatMap((error) => Object.values(error.constraints ?? {}));

  it('counts only visible text: whitespace alone is missing, invisible characters alone get one message (TextField\'s), they add nothing to the length', async () => {
    expect(await messages('\u200b\u200b\u200b')).toEqual(['Der Betreff muss mindestens ein sichtbares Zeichen enthalten.']);
    expect(await messages('   ')).toEqual(['Bitte geben Sie einen Betreff ein.']);
    expect(await messages('ab\u200b')).toEqual(['Der Betreff muss mindestens 3 Zeichen lang sein.']);
    expect(await messages('')).toEqual(['Bitte geben Sie einen Betreff ein.']);
    expect(await messages('a b')).toEqual([]);
    expect(await messages('Öl 🚲')).toEqual([]);
  });
});

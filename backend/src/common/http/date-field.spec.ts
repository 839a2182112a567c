import { validate } from 'class-validator';
import 'reflect-metadata';
import { addDays } from '../money/pricing';
import { berlinToday, DateField, DateTimeField, DAY_MESSAGE, dayProblem, isIsoDay, isPlausibleDay } from './date-field';
import { berlinDay } from '../money/pricing';

class Filter {
  @DateField({ label: 'Das Von-Datum', message: DAY_MESSAGE, optional: true })
  from?: string | null;
}

class Booking {
  @DateField({ label: 'Der Buchungstag', message: 'Bitte ein gültiges Buchungsdatum angeben (JJJJ-MM-TT).', max: berlinToday(1), messages: { tooLate: 'Der Buchungstag darf nicht in der Zukunft liegen.' } })
  bookedOn: unknown;
}

class Publication {
  @DateTimeField({ label: 'Das Veröffentlichungsdatum', message: 'Bitte geben Sie ein gültiges Veröffentlichungsdatum an.', optional: true, nullable: true })
  publishDate?: unknown;
}

const messagesOf = async <T extends object>(type: new () => T, values: Partial<T>) => {
  const errors = await validate(Object.assign(new type(), values));
  return [...new Set(errors.flatMap((error) => Object.values(error.constraints ?? {})))];
};

describe('isIsoDay: exactly YYYY-MM-DD and a day of the calendar', () => {
  it.each(['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29', '2099-12-31', '0000-01-01', '9999-12-31'])('takes %s', (day) => {
    expect(isIsoDay(day)).toBe(true);
  });

  it.each([
    '2026', '2026-03', '2026-W05', '2026-W05-1', '2026-001', '20260301', '2026-3-1', '+002026-03-01', ' 2026-03-01', '2026-03-01 ',
    '2026-03-01T00:00:00Z', '2026-02-29', '1900-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32', '٢٠٢٦-٠١-٠١', '',
  ])('refuses %j', (value) => {
    expect(isIsoDay(value)).toBe(false);
  });

  it.each([null, undefined, 20260301, new Date('2026-03-01'), ['2026-03-01']])('refuses the non-string %p', (value) => {
    expect(isIsoDay(value)).toBe(false);
  });
});

describe('dayProblem and isPlausibleDay: 2000-01-01 … 2099-12-31 unless narrowed', () => {
  it('takes both ends of the range and refuses the days just outside', () => {
    expect([dayProblem('2000-01-01'), dayProblem('2099-12-31')]).toEqual([null, null]);
    expect([dayProblem('1999-12-31'), dayProblem('2100-01-01'), dayProblem('2026-02-30')]).toEqual(['tooEarly', 'tooLate', 'format']);
    expect(isPlausibleDay('9999-12-31')).toBe(false);
  });

  it('takes a narrower range and a bound that moves with the clock', () => {
    expect(dayProblem('2026-05-01', { min: '2026-05-02' })).toBe('tooEarly');
    expect(dayProblem('2026-05-02', { max: () => '2026-05-01' })).toBe('tooLate');
  });
});

describe('addDays and berlinToday', () => {
  it('counts across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2099-12-31', 1)).toBe('2100-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('is today in Berlin plus the days given, at the time it is asked', () => {
    expect(berlinToday(1)()).toBe(addDays(berlinDay(new Date()), 1));
  });
});

describe('DateField', () => {
  it('lets an optional filter be absent, and takes a plausible day', async () => {
    expect(await messagesOf(Filter, {})).toEqual([]);
    expect(await messagesOf(Filter, { from: null })).toEqual([]);
    expect(await messagesOf(Filter, { from: '2026-02-28' })).toEqual([]);
  });

  it('answers every wrong form with the one message of the field', async () => {
    for (const from of ['2026', '2026-W05-1', '2026-02-30', '', 'x'.repeat(5000), '2026-03-01\u0000']) {
      expect(await messagesOf(Filter, { from })).toEqual([DAY_MESSAGE]);
    }
    expect(await messagesOf(Filter, { from: 20260301 as unknown as string })).toEqual([DAY_MESSAGE]);
  });

  it('names the bound a day lies beyond', async () => {
    expect(await messagesOf(Filter, { from: '1999-12-31' })).toEqual(['Das Von-Datum darf nicht vor dem 01.01.2000 liegen.']);
    expect(await messagesOf(Filter, { from: '9999-12-31' })).toEqual(['Das Von-Datum darf nicht nach dem 31.12.2099 liegen.']);
  });

  it('a Buchungstag: required, from 2000, not after tomorrow in Berlin', async () => {
    const today = berlinDay(new Date());
    expect(await messagesOf(Booking, { bookedOn: today })).toEqual([]);
    expect(await messagesOf(Booking, { bookedOn: addDays(today, 1) })).toEqual([]);
    expect(await messagesOf(Booking, { bookedOn: addDays(today, 2) })).toEqual(['Der Buchungstag darf nicht in der Zukunft liegen.']);
    expect(await messagesOf(Booking, { bookedOn: '1900-01-01' })).toEqual(['Der Buchungstag darf nicht vor dem 01.01.2000 liegen.']);
    expect(await messagesOf(Booking, {})).toEqual(['Bitte ein gültiges Buchungsdatum angeben (JJJJ-MM-TT).']);
  });
});

describe('DateTimeField', () => {
  it.each(['2026-03-01T08:00:00.000Z', '2026-03-01T08:00Z', '2026-03-01T08:00:00+01:00', '2026-03-01T08:00:00.123456-05:30', '2099-12-31T23:59:59Z'])(
    'takes the instant %s',
    async (publishDate) => {
      expect(await messagesOf(Publication, { publishDate })).toEqual([]);
    },
  );

  it.each([
    '2026', '2026-03-01', '2026-03-01T08:00', '2026-03-01T08:00:00', '2026-03-01 08:00:00Z', '2026-03-01T24:00:00Z', '2026-03-01T23:59:60Z',
    '2026-02-30T08:00:00Z', '2026-W05-1T08:00:00Z', '2026-03-01T08:00:00+0100', '+002026-03-01T08:00:00Z', 1772352000000,
  ])('refuses %j with the field\'s message', async (publishDate) => {
    expect(await messagesOf(Publication, { publishDate })).toEqual(['Bitte geben Sie ein gültiges Veröffentlichungsdatum an.']);
  });

  it('holds the day as written to the same range', async () => {
    expect(await messagesOf(Publication, { publishDate: '1999-12-31T23:00:00-05:00' })).toEqual(['Das Veröffentlichungsdatum darf nicht vor dem 01.01.2000 liegen.']);
    expect(await messagesOf(Publication, { publishDate: '2100-01-01T00:00:00Z' })).toEqual(['Das Veröffentlichungsdatum darf nicht nach dem 31.12.2099 liegen.']);
  });
});

import { defaultReceivablesSettings } from '../../settings/receivables-defaults';
import { isLastLevel, letterAmounts, nextDueLevel } from './dunning-plan';

const settings = defaultReceivablesSettings({ name: 'Radwerk', bankName: 'Bank', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' } as never);
const levels = settings.dunningLevels;
const level = (number: number) => levels.find((row) => row.level === number)!;

describe('dunning plan', () => {
  it('writes the next level once its days after the due date have passed', () => {
    const none = { lastLevel: 0, lastLetterDate: null };
    expect(nextDueLevel(levels, none, '2025-06-10', '2025-06-16')).toBeNull(); // 6 days overdue
    expect(nextDueLevel(levels, none, '2025-06-10', '2025-06-17')?.label).toBe('Zahlungserinnerung'); // 7 days
    expect(nextDueLevel(levels, { lastLevel: 1, lastLetterDate: '2025-06-17' }, '2025-06-10', '2025-06-30')).toBeNull(); // 20 days
    expect(nextDueLevel(levels, { lastLevel: 1, lastLetterDate: '2025-06-17' }, '2025-06-10', '2025-07-01')?.label).toBe('1. Mahnung'); // 21 days
    expect(nextDueLevel(levels, { lastLevel: 3, lastLetterDate: '2025-07-15' }, '2025-06-10', '2025-12-01')).toBeNull(); // nothing after the last
  });

  it('never skips a level and writes one letter per invoice and day', () => {
    // 40 days overdue without any letter: the reminder first, the 1. Mahnung not on the same day
    expect(nextDueLevel(levels, { lastLevel: 0, lastLetterDate: null }, '2025-06-10', '2025-07-20')?.level).toBe(1);
    expect(nextDueLevel(levels, { lastLevel: 1, lastLetterDate: '2025-07-20' }, '2025-06-10', '2025-07-20')).toBeNull();
    expect(nextDueLevel(levels, { lastLevel: 1, lastLetterDate: '2025-07-20' }, '2025-06-10', '2025-07-21')?.level).toBe(2);
    expect(isLastLevel(levels, 3)).toBe(true);
    expect(isLastLevel(levels, 2)).toBe(false);
  });

  it('demands interest and the flat fee from the 1. Mahnung on, the fee once', () => {
    // Zahlungserinnerung: 1.000,00 € open, nothing else
    expect(letterAmounts(settings, level(1), 100_000, '2025-06-10', '2025-06-17')).toMatchObject({ interestCents: 0, feeCents: 0, totalCents: 100_000 });
    // 1. Mahnung of 15.07.2025: interest 6,18 € + 4,22 € = 10,40 € (see default-interest.spec), fee 40,00 €
    //   1.000,00 + 10,40 + 40,00 = 1.050,40 €
    expect(letterAmounts(settings, level(2), 100_000, '2025-06-10', '2025-07-15')).toMatchObject({ interestCents: 1040, feeCents: 4000, totalCents: 105_040 });
    // 2. Mahnung of 29.07.2025: interest to that day, the same 40,00 € fee (not a second one)
    //   11.06.–30.06.: 6,18 €; 01.07.–29.07.: 29 days × 10,27 %: 1000 × 0,1027 × 29 / 365 = 8,15972… → 8,16 €
    //   1.000,00 + 14,34 + 40,00 = 1.054,34 €
    const second = letterAmounts(settings, level(3), 100_000, '2025-06-10', '2025-07-29');
    expect(second).toMatchObject({ interestCents: 1434, feeCents: 4000, totalCents: 105_434 });
    expect(second.interestPeriods.map((period) => period.interestCents)).toEqual([618, 816]);
  });
});

import { defaultInterest, roundHalfUp } from './default-interest';

const BASE_RATES_2025 = [
  { validFrom: '2025-01-01', ratePercent: 2.27 },
  { validFrom: '2025-07-01', ratePercent: 1.27 },
];

describe('default interest (§ 288 (2) BGB, act/365, integer cents, half up per period)', () => {
  it('splits at a change of the base rate', () => {
    // 1.000,00 € due 10.06.2025, letter of 15.07.2025, 9 points above the base rate:
    //   11.06.–30.06.2025: 20 days × (2,27 + 9) % = 11,27 %: 1000 × 0,1127 × 20 / 365 = 6,17534… → 6,18 €
    //   01.07.–15.07.2025: 15 days × (1,27 + 9) % = 10,27 %: 1000 × 0,1027 × 15 / 365 = 4,22054… → 4,22 €
    //   together 10,40 €
    const result = defaultInterest({ principalCents: 100_000, dueDate: '2025-06-10', untilDate: '2025-07-15', baseRates: BASE_RATES_2025, pointsAboveBase: 9 });
    expect(result.periods).toEqual([
      { from: '2025-06-11', to: '2025-06-30', days: 20, ratePercent: '11.27', interestCents: 618 },
      { from: '2025-07-01', to: '2025-07-15', days: 15, ratePercent: '10.27', interestCents: 422 },
    ]);
    expect(result.totalCents).toBe(1040);
  });

  it('computes a period within one base rate', () => {
    // 2.345,67 € due 30.09.2025, letter 21.10.2025: 21 days × 10,27 %
    //   2345,67 × 0,1027 × 21 / 365 = 5058,906489 / 365 = 13,86001… → 13,86 €
    const result = defaultInterest({ principalCents: 234_567, dueDate: '2025-09-30', untilDate: '2025-10-21', baseRates: BASE_RATES_2025, pointsAboveBase: 9 });
    expect(result.periods).toEqual([{ from: '2025-10-01', to: '2025-10-21', days: 21, ratePercent: '10.27', interestCents: 1386 }]);
    expect(result.totalCents).toBe(1386);
  });

  it('rounds half a cent up and less than half down', () => {
    // base 1,00 % + 9 = 10 %: 18,25 € × 0,10 × 1 / 365 = 0,005 € → 0,01 €; 18,24 € → 0,004997… € → 0,00 €
    const rates = [{ validFrom: '2020-01-01', ratePercent: 1 }];
    expect(defaultInterest({ principalCents: 1825, dueDate: '2025-03-01', untilDate: '2025-03-02', baseRates: rates, pointsAboveBase: 9 }).totalCents).toBe(1);
    expect(defaultInterest({ principalCents: 1824, dueDate: '2025-03-01', untilDate: '2025-03-02', baseRates: rates, pointsAboveBase: 9 }).totalCents).toBe(0);
    expect(roundHalfUp(5n, 10n)).toBe(1);
    expect(roundHalfUp(-5n, 10n)).toBe(-1);
  });

  it('counts actual days and divides by 365 in a leap year too', () => {
    // due 28.02.2024, letter 01.03.2024: 29.02. and 01.03. = 2 days × (3,62 + 9) % = 12,62 %
    //   1000 × 0,1262 × 2 / 365 = 0,69150… → 0,69 €
    const rates = [{ validFrom: '2024-01-01', ratePercent: 3.62 }];
    const result = defaultInterest({ principalCents: 100_000, dueDate: '2024-02-28', untilDate: '2024-03-01', baseRates: rates, pointsAboveBase: 9 });
    expect(result.periods).toEqual([{ from: '2024-02-29', to: '2024-03-01', days: 2, ratePercent: '12.62', interestCents: 69 }]);
  });

  it('uses a negative base rate as it is (−0,88 % + 9 = 8,12 %)', () => {
    // 500,00 € × 0,0812 × 10 / 365 = 1,11232… → 1,11 €
    const rates = [{ validFrom: '2016-07-01', ratePercent: -0.88 }];
    expect(defaultInterest({ principalCents: 50_000, dueDate: '2022-01-10', untilDate: '2022-01-20', baseRates: rates, pointsAboveBase: 9 }).totalCents).toBe(111);
  });

  it('charges nothing before the day after the due date', () => {
    expect(defaultInterest({ principalCents: 100_000, dueDate: '2025-06-10', untilDate: '2025-06-10', baseRates: BASE_RATES_2025, pointsAboveBase: 9 })).toEqual({ periods: [], totalCents: 0 });
  });
});

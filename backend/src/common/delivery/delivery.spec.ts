import { citiesSentence, deliveryAreaFor, parseDeliveryAreas } from './delivery-areas';
import { expressOpen, plannedDeliveryDay } from './delivery-plan';
import { addWorkingDays, isWorkingDay, publicHolidays } from './working-days';

describe('working days of the delivery areas', () => {
  it('knows the moving and fixed public holidays (Easter 2026 is on 5 April, 2027 on 28 March)', () => {
    expect([...publicHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-10-03',
      '2026-10-31',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(publicHolidays(2027).has('2027-03-26')).toBe(true); // Karfreitag
    expect(publicHolidays(2027).has('2027-05-06')).toBe(true); // Christi Himmelfahrt
  });

  it('skips weekends and holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-12-23', 2)).toBe('2026-12-28'); // 24th is a working day, 25/26 holidays, 27 Sunday
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-04'); // New Year, then the weekend
  });
});

describe('delivery plan', () => {
  it('plans standard for the second and express for the next working day (Berlin time)', () => {
    const thursdayMorning = new Date('2026-11-26T09:00:00+01:00');
    expect(plannedDeliveryDay(thursdayMorning, false)).toBe('2026-11-30');
    expect(plannedDeliveryDay(thursdayMorning, true)).toBe('2026-11-27');
    // 23:30 UTC on Thursday is already Friday in Berlin
    expect(plannedDeliveryDay(new Date('2026-11-26T23:30:00Z'), true)).toBe('2026-11-30');
  });

  it('opens express before 12:00 Berlin time only, across daylight saving time', () => {
    expect(expressOpen(new Date('2026-11-26T10:59:00Z'))).toBe(true); // 11:59 CET
    expect(expressOpen(new Date('2026-11-26T11:00:00Z'))).toBe(false); // 12:00 CET
    expect(expressOpen(new Date('2026-07-01T09:59:00Z'))).toBe(true); // 11:59 CEST
    expect(expressOpen(new Date('2026-07-01T10:00:00Z'))).toBe(false); // 12:00 CEST
  });
});

describe('delivery areas', () => {
  const areas = parseDeliveryAreas('Bremen=281,282;Oldenburg=261;Hamburg=20,21,22');

  it('finds the area by postal-code prefix', () => {
    expect(deliveryAreaFor(areas, '28195')?.city).toBe('Bremen');
    expect(deliveryAreaFor(areas, '22769')?.city).toBe('Hamburg');
    expect(deliveryAreaFor(areas, '80331')).toBeUndefined();
  });

  it('names the cities in a German sentence', () => {
    expect(citiesSentence(areas)).toBe('Bremen, Oldenburg und Hamburg');
  });

  it('refuses a malformed configuration with a clear line', () => {
    expect(() => parseDeliveryAreas('Bremen=')).toThrow('DELIVERY_AREAS');
    expect(() => parseDeliveryAreas('Bremen=28x')).toThrow('DELIVERY_AREAS');
  });
});

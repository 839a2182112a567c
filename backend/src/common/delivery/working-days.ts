/**
 * Working days of the delivery areas (Bremen, Niedersachsen, Hamburg share the same public holidays,
 * Reformationstag included). Days are ISO calendar days ("2026-12-24") in Europe/Berlin.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday (Gregorian, anonymous algorithm) as [month, day]. */
function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const shift = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const holidayCache = new Map<number, Set<string>>();

export function publicHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = iso(year, ...easterSunday(year));
  const days = new Set([
    iso(year, 1, 1), // Neujahr
    shift(easter, -2), // Karfreitag
    shift(easter, 1), // Ostermontag
    iso(year, 5, 1), // Tag der Arbeit
    shift(easter, 39), // Christi Himmelfahrt
    shift(easter, 50), // Pfingstmontag
    iso(year, 10, 3), // Tag der Deutschen Einheit
    iso(year, 10, 31), // Reformationstag
    iso(year, 12, 25),
    iso(year, 12, 26),
  ]);
  holidayCache.set(year, days);
  return days;
}

export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !publicHolidays(Number(day.slice(0, 4))).has(day);
}

const addedDays = new Map<string, string>();

/** The n-th working day after `day` (n ≥ 1); answers are kept (every cart answer asks for today's). */
export function addWorkingDays(day: string, n: number): string {
  const key = `${day}+${n}`;
  let answer = addedDays.get(key);
  if (answer === undefined) {
    if (addedDays.size >= 1000) addedDays.clear();
    answer = countWorkingDays(day, n);
    addedDays.set(key, answer);
  }
  return answer;
}

function countWorkingDays(day: string, n: number): string {
  let current = day;
  for (let left = n; left > 0; ) {
    current = shift(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

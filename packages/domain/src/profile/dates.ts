export const EARLIEST_BIRTH_DATE = '1900-01-01';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in `YYYY-MM-DD` form (rejects 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Birthday pickers allow 1900-01-01 up to today (spec 01 §5). `today` is `YYYY-MM-DD`. */
export function isValidBirthDate(value: string, today: string): boolean {
  return isCalendarDate(value) && value >= EARLIEST_BIRTH_DATE && value <= today;
}

// Building an Intl.DateTimeFormat costs far more than formatting with one: keep one per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date in a time zone (the product's is America/New_York). */
export function calendarDateIn(timeZone: string, now: Date): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

export const PRODUCT_TIME_ZONE = 'America/New_York';

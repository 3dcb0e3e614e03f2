/** The product's time zone: its "today" and its displayed times are New York's (spec 01 §9). */
export const PRODUCT_TIME_ZONE = 'America/New_York';

// Building an Intl.DateTimeFormat costs far more than formatting with one: keep one per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date an instant falls on in a time zone: `calendarDateIn(PRODUCT_TIME_ZONE, now)` is the product's today. */
export function calendarDateIn(timeZone: string, instant: Date): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

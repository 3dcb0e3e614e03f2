/** The product's time zone unless the api is told otherwise (spec 01 §9: New York). */
export const DEFAULT_PRODUCT_TIME_ZONE = 'America/New_York';

// Building an Intl.DateTimeFormat costs far more than formatting with one: keep one per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Whether a name is an IANA time zone this runtime knows ('America/New_York', 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (!name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// The zone every date and time a person reads is written in. One per process: the api sets it at
// boot from its PRODUCT_TIME_ZONE setting, the web from GET /api/app-settings before a page renders.
let productZone = DEFAULT_PRODUCT_TIME_ZONE;

/** The product's time zone as configured (the default of every date function's zone argument). */
export const productTimeZone = () => productZone;

/** Sets the product's time zone; an unknown zone is refused, so a typo never writes dates in UTC. */
export function setProductTimeZone(name: string): void {
  if (!isTimeZone(name)) throw new Error(`Unknown time zone: ${name}`);
  productZone = name;
}

/** The calendar date an instant falls on in a time zone: `calendarDateIn(productTimeZone(), now)` is the product's today. */
export function calendarDateIn(timeZone: string, instant: Date): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

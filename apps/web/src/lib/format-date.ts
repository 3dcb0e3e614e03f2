/** The product shows dates in New York time (spec 01 §9). */
export const APP_TIME_ZONE = 'America/New_York';

/** e.g. "January 19, 2020". */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: APP_TIME_ZONE }).format(date);
}

/** e.g. "Jan 19, 2020, 3:04 PM". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: APP_TIME_ZONE }).format(
    date,
  );
}

/** A `YYYY-MM-DD` calendar date as "May 17, 1990" (a date, not an instant: no time zone shift). */
export function formatCalendarDate(value: string | null): string {
  if (!value) return '';
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

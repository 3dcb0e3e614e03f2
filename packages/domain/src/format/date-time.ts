// Dates and times as people read them. An instant (a Date or an ISO timestamp) is shown in the
// product's time zone (spec 01 §9: America/New_York, a setting of the api shipped to the web); a
// calendar date ('YYYY-MM-DD') is a day already and is never shifted by any zone.
import { calendarDateIn, productTimeZone } from '../calendar/today';

export type DateLike = Date | string;

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Building an Intl.DateTimeFormat costs far more than using one: one per time zone.
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  return clock;
}

interface Day {
  year: string;
  month: number;
  day: string;
}

const toInstant = (value: DateLike) => (value instanceof Date ? value : new Date(value));
const isValidInstant = (value: DateLike) => !Number.isNaN(toInstant(value).getTime());

/** The day a value stands for: a calendar date as it is, an instant's date in the time zone; null if neither. */
function dayOf(value: DateLike, timeZone: string): Day | null {
  const text = typeof value === 'string' && CALENDAR_DATE.test(value) ? value : isValidInstant(value) ? calendarDateIn(timeZone, toInstant(value)) : null;
  const match = text ? CALENDAR_DATE.exec(text) : null;
  if (!match) return null;
  return { year: match[1] ?? '', month: Number(match[2]), day: match[3] ?? '' };
}

/** Writes a day, or gives back what was not a date unchanged (an empty value is empty). */
function writeDay(value: DateLike | null | undefined, timeZone: string, write: (day: Day) => string): string {
  if (value === null || value === undefined || value === '') return '';
  const day = dayOf(value, timeZone);
  return day ? write(day) : String(value);
}

const shortMonth = (day: Day) => SHORT_MONTHS[day.month - 1] ?? '';
const longMonth = (day: Day) => LONG_MONTHS[day.month - 1] ?? '';
const unpadded = (digits: string) => String(Number(digits));

/** '28 Nov, 2026' (the spec's 'DD MMM, YYYY'). */
export const formatDayMonthYear = (value: DateLike | null | undefined, timeZone = productTimeZone()) =>
  writeDay(value, timeZone, (day) => `${day.day} ${shortMonth(day)}, ${day.year}`);

/** '28 Nov' (the spec's 'DD MMM'). */
export const formatDayMonth = (value: DateLike | null | undefined, timeZone = productTimeZone()) =>
  writeDay(value, timeZone, (day) => `${day.day} ${shortMonth(day)}`);

/** 'Nov 3' (chart axes). */
export const formatShortDate = (value: DateLike | null | undefined, timeZone = productTimeZone()) =>
  writeDay(value, timeZone, (day) => `${shortMonth(day)} ${unpadded(day.day)}`);

/** 'Nov 3, 2026' (tooltips, ranges, lists). */
export const formatMediumDate = (value: DateLike | null | undefined, timeZone = productTimeZone()) =>
  writeDay(value, timeZone, (day) => `${shortMonth(day)} ${unpadded(day.day)}, ${day.year}`);

/** 'November 3, 2026' (profiles, letters). */
export const formatLongDate = (value: DateLike | null | undefined, timeZone = productTimeZone()) =>
  writeDay(value, timeZone, (day) => `${longMonth(day)} ${unpadded(day.day)}, ${day.year}`);

/** '11/03/2026' (spec 02's ranges; reports). */
export const formatSlashDate = (value: DateLike | null | undefined, timeZone = productTimeZone()) =>
  writeDay(value, timeZone, (day) => `${String(day.month).padStart(2, '0')}/${day.day}/${day.year}`);

/** '11-03-2026', the spec's 'MM-DD-YYYY': a registration link's expiry (spec 01 §5), when a share was asked for. */
export const formatDashDate = (value: DateLike | null | undefined, timeZone = productTimeZone()) =>
  writeDay(value, timeZone, (day) => `${String(day.month).padStart(2, '0')}-${day.day}-${day.year}`);

/** '2026-11-03': the day in files meant for machines as much as people (CSV), in the product's zone. */
export const formatIsoDate = (value: DateLike | null | undefined, timeZone = productTimeZone()) =>
  writeDay(value, timeZone, (day) => `${day.year}-${String(day.month).padStart(2, '0')}-${day.day}`);

/** The hour on a 12-hour clock, its minutes and AM or PM, in the time zone. */
function clockOf(instant: Date, timeZone: string): { hour: number; minute: string; half: 'AM' | 'PM' } {
  const parts = clockIn(timeZone).formatToParts(instant);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value) % 24;
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  return { hour: hour % 12 === 0 ? 12 : hour % 12, minute, half: hour < 12 ? 'AM' : 'PM' };
}

/** A 12-hour clock: '7:42 PM', '12:05 AM' just after midnight, '12:00 PM' at noon. */
export function formatTime(value: DateLike, timeZone = productTimeZone()): string {
  if (!isValidInstant(value)) return String(value);
  const { hour, minute, half } = clockOf(toInstant(value), timeZone);
  return `${hour}:${minute} ${half}`;
}

/**
 * The spec's 'DD MMM, YYYY HH:mm A' as the 12-hour clock its AM/PM means (two-digit hour, as the
 * pattern's HH): '28 Nov, 2026 07:42 PM', never '19:42 PM'.
 */
export function formatDateTime(value: DateLike | null | undefined, timeZone = productTimeZone()): string {
  if (value === null || value === undefined || value === '') return '';
  if (!isValidInstant(value)) return String(value);
  const { hour, minute, half } = clockOf(toInstant(value), timeZone);
  return `${formatDayMonthYear(value, timeZone)} ${String(hour).padStart(2, '0')}:${minute} ${half}`;
}

/** 'Nov 3, 2026, 7:42 PM': an instant in a sentence or a list with the medium date. */
export function formatMediumDateTime(value: DateLike | null | undefined, timeZone = productTimeZone()): string {
  if (value === null || value === undefined || value === '') return '';
  if (!isValidInstant(value)) return String(value);
  return `${formatMediumDate(value, timeZone)}, ${formatTime(value, timeZone)}`;
}

/** 'Nov 2026' (long chart axes). */
export const formatMonthYear = (value: DateLike | null | undefined, timeZone = productTimeZone()) =>
  writeDay(value, timeZone, (day) => `${shortMonth(day)} ${day.year}`);

/** 'March 2024' (member since). */
export const formatLongMonthYear = (value: DateLike | null | undefined, timeZone = productTimeZone()) =>
  writeDay(value, timeZone, (day) => `${longMonth(day)} ${day.year}`);

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at an instant, as people read it beside a time: 'EST', 'EDT', 'UTC'. */
export function formatTimeZoneName(value: DateLike, timeZone = productTimeZone()): string {
  let names = zoneNames.get(timeZone);
  if (!names) {
    names = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNames.set(timeZone, names);
  }
  const instant = isValidInstant(value) ? toInstant(value) : new Date();
  return names.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

// Calendar arithmetic on `YYYY-MM-DD` strings in UTC, the only date shape the provider speaks.

const DAY_MS = 86_400_000;

function toMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  return new Date(toMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toMs(to) - toMs(from)) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(toMs(date)).getUTCDay();
}

export function dayOfMonth(date: string): number {
  return Number(date.slice(8, 10));
}

export function monthOf(date: string): number {
  return Number(date.slice(5, 7));
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same calendar day `months` later (or earlier), clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const total = yearOf(date) * 12 + (monthOf(date) - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const day = Math.min(dayOfMonth(date), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: string, to: string): number {
  const months = (yearOf(to) - yearOf(from)) * 12 + (monthOf(to) - monthOf(from));
  return dayOfMonth(to) < dayOfMonth(from) ? months - 1 : months;
}

/** A weekend date moved back to the Friday before, as payroll and ACH do. */
export function previousBusinessDay(date: string): string {
  const weekday = weekdayOf(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, -2);
  return date;
}

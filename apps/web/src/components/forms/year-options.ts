/** Spec 02 §9: the birthday picker's year dropdown has 50 items. */
export const YEAR_DROPDOWN_ITEMS = 50;

/**
 * The years the dropdown offers: `count` years around `year` (the chosen date's, or the latest
 * allowed when none is chosen), slid to stay within min..max, newest first. A range shorter than
 * `count` is offered whole.
 */
export function yearOptions(year: number, minYear: number, maxYear: number, count: number = YEAR_DROPDOWN_ITEMS): number[] {
  const size = Math.min(count, maxYear - minYear + 1);
  if (size <= 0) return [];
  const centred = Math.min(Math.max(year, minYear), maxYear) + Math.floor(size / 2) - 1;
  const last = Math.min(maxYear, Math.max(centred, minYear + size - 1));
  return Array.from({ length: size }, (_, index) => last - index);
}

/**
 * The date moved to `year`, same month and day; 29 February becomes the 28th in a common year, and
 * the result is kept within min..max.
 */
export function withYear(date: string, year: number, minDate: string, maxDate: string): string {
  const [, month = '01', day = '01'] = date.split('-');
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const moved = `${String(year).padStart(4, '0')}-${month}-${month === '02' && day === '29' && !isLeap ? '28' : day}`;
  return moved < minDate ? minDate : moved > maxDate ? maxDate : moved;
}

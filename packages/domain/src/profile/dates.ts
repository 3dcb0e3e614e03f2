import { isValidCalendarDate } from '../calendar';

export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Birthday pickers allow 1900-01-01 up to today (spec 01 §5). `today` is `YYYY-MM-DD`. */
export function isValidBirthDate(value: string, today: string): boolean {
  return isValidCalendarDate(value) && value >= EARLIEST_BIRTH_DATE && value <= today;
}

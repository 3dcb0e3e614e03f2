// The planning engine's dates are the calendar module's `YYYY-MM-DD` strings; here a bad one is
// refused with the field it came in.
import { isValidCalendarDate } from '../calendar';
import { PlanningInputError } from './planning-input-error';

/** A 'YYYY-MM-DD' date that exists, or a PlanningInputError naming the field. */
export function requireCalendarDate(value: unknown, field: string, label: string): string {
  if (isValidCalendarDate(value)) return value;
  throw new PlanningInputError(field, `${label} must be a valid date in YYYY-MM-DD format`);
}

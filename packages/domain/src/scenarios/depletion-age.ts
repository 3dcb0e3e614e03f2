// 'Depletion age', defined once for My Plan and the PDF: the age at which the chosen percentile
// path first reaches zero. The engine's medianDepletionAge (the median age among failed paths) is
// another figure, and beside a median path still holding money it read as a contradiction.
import { LAST_AGE } from '../planning/validate-input';

export const NOT_DEPLETED_TEXT = `not depleted by ${LAST_AGE}`;

/** The first age whose end-of-year value on the path is zero or less; null when it never is. */
export function depletionAge(pathCents: readonly number[], ages: readonly number[]): number | null {
  for (let index = 0; index < pathCents.length && index < ages.length; index++) {
    const value = pathCents[index];
    const age = ages[index];
    if (value !== undefined && age !== undefined && value <= 0) return age;
  }
  return null;
}

/** The depletion age as shown: the age, or 'not depleted by 86'. */
export function depletionAgeText(age: number | null): string {
  return age === null ? NOT_DEPLETED_TEXT : String(age);
}

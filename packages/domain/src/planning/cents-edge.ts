// The planning engine's cents edge: callers give and get integer cents, the core computes in
// dollars (planning-model.md's floats). Each public function converts once each way, here.
import { dollarsToCents } from '../money/money';
import { PlanningInputError } from './planning-input-error';

/**
 * A core amount as whole cents, half away from zero (`dollarsToCents`). The core's amounts are
 * finite; a non-finite one would read 0, as stored results always had it.
 */
export function wholeCents(dollars: number): number {
  return Number.isFinite(dollars) ? dollarsToCents(dollars) : 0;
}

// The core's money fields (the last segment of a refused field's path), which callers give as `${name}Cents`.
const MONEY_FIELDS = new Set([
  'salary',
  'currentSavings',
  'retirementSpending',
  'monthlyPia',
  'balance',
  'paymentPerMonth',
  'homePrice',
  'annualIncome',
  'monthlyDebts',
  'loanAmount',
]);

/** The field a caller of the cents edge gave: 'spouse.salary' -> 'spouse.salaryCents'; others as they are. */
export function centsFieldOf(coreField: string): string {
  const last = coreField.slice(coreField.lastIndexOf('.') + 1);
  return MONEY_FIELDS.has(last) ? `${coreField}Cents` : coreField;
}

/** Runs the dollar core; a refusal names the field as the caller gave it (salaryCents, not salary). */
export function runInCents<T>(core: () => T): T {
  try {
    return core();
  } catch (error) {
    if (error instanceof PlanningInputError) throw new PlanningInputError(centsFieldOf(error.field), error.message);
    throw error;
  }
}

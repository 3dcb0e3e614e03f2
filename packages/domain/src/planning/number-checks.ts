// Shared input checks: every refused value becomes a PlanningInputError, never a NaN later.
import { PlanningInputError } from './planning-input-error';

/** Largest money amount accepted, in dollars: keeps cent sums exact in doubles. */
export const MAX_MONEY = 1_000_000_000;

export function requireFinite(value: unknown, field: string, label: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new PlanningInputError(field, `${label} must be a finite number`);
  }
  return value;
}

/** A finite number in [min, max]; `range` is the wording of the bounds in the message. */
export function requireInRange(value: unknown, field: string, label: string, min: number, max: number, range = `between ${min} and ${max}`): number {
  const n = requireFinite(value, field, label);
  if (n < min || n > max) throw new PlanningInputError(field, `${label} must be ${range}`);
  return n;
}

export function requireWholeInRange(value: unknown, field: string, label: string, min: number, max: number): number {
  const n = requireFinite(value, field, label);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new PlanningInputError(field, `${label} must be a whole number from ${min} to ${max}`);
  }
  return n;
}

/** A money amount from 0 to MAX_MONEY dollars. */
export function requireMoney(value: unknown, field: string, label: string): number {
  return requireInRange(value, field, label, 0, MAX_MONEY, 'between 0 and 1,000,000,000');
}

/** A positive amount with the spec's wording ('... must be greater than 0') for 0, negatives, NaN. */
export function requirePositive(value: unknown, field: string, label: string, max: number, maxText: string): number {
  if (typeof value !== 'number' || !(value > 0)) {
    throw new PlanningInputError(field, `${label} must be greater than 0`);
  }
  if (!Number.isFinite(value) || value > max) {
    throw new PlanningInputError(field, `${label} must be at most ${maxText}`);
  }
  return value;
}

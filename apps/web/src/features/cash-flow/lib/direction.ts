import type { TCashFlowResponse } from '@finboard/contracts';

/** The Expenses/Income toggle: which side the Budget Insights chart and the table show. */
export type CashFlowDirection = 'expenses' | 'income';

type Totals = Pick<TCashFlowResponse, 'incomeCents' | 'expensesCents'>;

const sideCents = (direction: CashFlowDirection, totals: Totals) => (direction === 'expenses' ? totals.expensesCents : totals.incomeCents);
const otherSide = (direction: CashFlowDirection): CashFlowDirection => (direction === 'expenses' ? 'income' : 'expenses');

/** True when this side has nothing in the range while the other side has something: it cannot be shown. */
export function isEmptySide(direction: CashFlowDirection, totals: Totals): boolean {
  return sideCents(direction, totals) === 0 && sideCents(otherSide(direction), totals) !== 0;
}

/** The side to show: the chosen one, switched automatically when it is empty and the other is not (spec 02). */
export function autoDirection(chosen: CashFlowDirection, totals: Totals | undefined): CashFlowDirection {
  if (!totals) return chosen;
  return isEmptySide(chosen, totals) ? otherSide(chosen) : chosen;
}

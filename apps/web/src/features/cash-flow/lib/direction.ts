import type { TCashFlowResponse } from '@finboard/contracts';

/**
 * The Expenses/Income/Transfers toggle: which side the Budget Insights panel and the table show.
 * Transfers (between the client's accounts, or to a debt) are neither income nor expenses.
 */
export type CashFlowDirection = 'expenses' | 'income' | 'transfers';
export const CASH_FLOW_DIRECTIONS: readonly CashFlowDirection[] = ['expenses', 'income', 'transfers'];

type Totals = Pick<TCashFlowResponse, 'incomeCents' | 'expensesCents' | 'transfersInCents' | 'transfersOutCents'>;

function sideCents(direction: CashFlowDirection, totals: Totals): number {
  if (direction === 'expenses') return totals.expensesCents;
  if (direction === 'income') return totals.incomeCents;
  return totals.transfersInCents + totals.transfersOutCents;
}

/** True when this side has nothing in the range while another side has something: it cannot be shown. */
export function isEmptySide(direction: CashFlowDirection, totals: Totals): boolean {
  return sideCents(direction, totals) === 0 && CASH_FLOW_DIRECTIONS.some((side) => sideCents(side, totals) !== 0);
}

/** The side to show: the chosen one, switched automatically to the first side with money when it is empty (spec 02). */
export function autoDirection(chosen: CashFlowDirection, totals: Totals | undefined): CashFlowDirection {
  if (!totals || !isEmptySide(chosen, totals)) return chosen;
  return CASH_FLOW_DIRECTIONS.find((side) => sideCents(side, totals) !== 0) ?? chosen;
}

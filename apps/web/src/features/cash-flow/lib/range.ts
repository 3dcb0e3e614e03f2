import { CASH_FLOW_PERIODS, cashFlowPeriodRange, DEFAULT_CASH_FLOW_PERIOD, type CashFlowPeriod } from '@finboard/domain/accounts';

export { CASH_FLOW_PERIODS, type CashFlowPeriod };

/** The range the page shows: a period chip's dates, or a custom range (period null). Both dates included. */
export interface CashFlowRange {
  period: CashFlowPeriod | null;
  startDate: string;
  endDate: string;
}

/** What each chip stands for (spec 02 "Cash flow"). */
export const PERIOD_TITLES: Record<CashFlowPeriod, string> = { '1D': 'Today', '1W': 'Past Week', '1M': 'Past Month', '3M': 'Past 3 Months' };

/** The custom range's label and format, as the spec writes it. */
export const CUSTOM_RANGE_LABEL = 'MM/DD/YY ~ MM/DD/YY';

export function periodRange(period: CashFlowPeriod, today: string): CashFlowRange {
  return { period, ...cashFlowPeriodRange(period, today) };
}

export const defaultRange = (today: string) => periodRange(DEFAULT_CASH_FLOW_PERIOD, today);

export interface CustomRangePick {
  /** The range to show now, or null when the pick is not taken (half picked, or held back). */
  accepted: CashFlowRange | null;
  /** Whether a one-day range was just held back, so the next pick is taken. */
  heldBack: boolean;
}

/**
 * A pick in the custom range picker. A range with equal start and end is held back once and
 * accepted on the next pick (spec 02 "Cash flow"): a single day is rarely meant on the first click.
 */
export function pickCustomRange([first, second]: readonly [string | null, string | null], heldBack: boolean): CustomRangePick {
  if (!first || !second) return { accepted: null, heldBack };
  if (first === second && !heldBack) return { accepted: null, heldBack: true };
  const [startDate, endDate] = first <= second ? [first, second] : [second, first];
  return { accepted: { period: null, startDate, endDate }, heldBack: false };
}

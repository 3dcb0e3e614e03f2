import type { INVESTMENT_RANGES } from '@finboard/contracts';
import { addMonths } from '@finboard/domain/calendar';

export type InvestmentRange = (typeof INVESTMENT_RANGES)[number];
export type PortfolioRange = Exclude<InvestmentRange, 'today' | 'all'>;

export interface RangeButton<R extends InvestmentRange> {
  label: string;
  value: R;
}

/** The portfolio chart's buttons (spec 02 "Investments"); 1W asks for the 5d range. */
export const PORTFOLIO_RANGES: readonly RangeButton<PortfolioRange>[] = [
  { label: '1D', value: '1d' },
  { label: '1W', value: '5d' },
  { label: '1M', value: '1mo' },
  { label: '3M', value: '3mo' },
  { label: 'YTD', value: 'ytd' },
  { label: '1Y', value: '1y' },
  { label: '5Y', value: '5y' },
];

/** The security summary adds Today and All Time. */
export const SUMMARY_RANGES: readonly RangeButton<InvestmentRange>[] = [
  ...PORTFOLIO_RANGES,
  { label: 'Today', value: 'today' },
  { label: 'All Time', value: 'all' },
];

export const DEFAULT_RANGE = '1mo' satisfies PortfolioRange;

/** 'YYYY-MM-DD' as 'MM/DD/YYYY'. */
export function formatUsDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** The list page's range line, 'MM/DD/YYYY to MM/DD/YYYY': the past month (the charts' default range) up to today. */
export function listRangeLabel(today: string): string {
  return `${formatUsDate(addMonths(today, -1))} to ${formatUsDate(today)}`;
}

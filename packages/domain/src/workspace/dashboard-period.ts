import { addMonths } from '../calendar';

// The period buttons of 'Your Collections' (spec 01 §2): clients connected within the period.
export const DASHBOARD_PERIODS = ['1M', '3M', '1Y', 'All'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** An unknown period is one month (spec 01 §2). */
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = '1M';

export function parseDashboardPeriod(value: string | null | undefined): DashboardPeriod {
  return (DASHBOARD_PERIODS as readonly string[]).includes(value ?? '') ? (value as DashboardPeriod) : DEFAULT_DASHBOARD_PERIOD;
}

const MONTHS: Record<Exclude<DashboardPeriod, 'All'>, number> = { '1M': 1, '3M': 3, '1Y': 12 };

/** The first day of the period ending today, or null for All. */
export function dashboardPeriodStartDate(period: DashboardPeriod, today: string): string | null {
  return period === 'All' ? null : addMonths(today, -MONTHS[period]);
}

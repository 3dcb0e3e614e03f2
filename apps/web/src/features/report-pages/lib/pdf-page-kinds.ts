import type { ReportRequestKind } from '@finboard/domain/reports';

/**
 * Which report each /pdf/* page shows (spec 01 §2, spec 02 Reports). The assets, income and
 * insurance pages have no report behind them yet: null.
 */
export const REPORT_OF_PDF_PAGE: Record<string, ReportRequestKind | null> = {
  'net-worth': 'netWorth',
  'cash-flow': 'cashFlow',
  invest: 'investment',
  'my-plan': 'retirement',
  liabilities: 'liabilities',
  'user-liabilities': 'liabilities',
  'quick-report': 'quickReport',
  'all-report': 'all',
  'user-assets': null,
  'user-income': null,
  'user-insurance': null,
};

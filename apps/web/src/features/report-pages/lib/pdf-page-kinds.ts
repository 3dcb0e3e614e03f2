import type { ReportPageKind } from '@finboard/domain/reports';

/**
 * Which report each /pdf/* page shows (spec 01 §2, spec 02 Reports). user-assets, user-income and
 * user-insurance have no PDF behind them: they print their screens' data (the api's page-only kinds).
 */
export const REPORT_OF_PDF_PAGE: Record<string, ReportPageKind> = {
  'net-worth': 'netWorth',
  'cash-flow': 'cashFlow',
  invest: 'investment',
  'my-plan': 'retirement',
  liabilities: 'liabilities',
  'user-liabilities': 'liabilities',
  'quick-report': 'quickReport',
  'all-report': 'all',
  'user-assets': 'assets',
  'user-income': 'income',
  'user-insurance': 'insurance',
};

/**
 * The reports of Print Reports (spec 02 Reports, §7 getStatement): each kind, its label as the spec
 * names it, and the file name a download carries.
 */
export const REPORT_KINDS = ['netWorth', 'cashFlow', 'investment', 'retirement', 'liabilities', 'quickReport'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** 'all' is every report in one PDF (Download all Reports). */
export type ReportRequestKind = ReportKind | 'all';

/** getStatement's labels (spec 02 §7). */
export const REPORT_LABELS: Record<ReportKind, string> = {
  netWorth: 'Net Worth',
  cashFlow: 'Cash Flows',
  investment: 'Investment Report',
  retirement: 'My Retirement Score',
  liabilities: 'Liabilities Report',
  quickReport: 'Quick Report',
};

/** The path segment of each report's api route and /pdf/* page. */
export const REPORT_SLUGS: Record<ReportRequestKind, string> = {
  netWorth: 'net-worth',
  cashFlow: 'cash-flow',
  investment: 'investment',
  retirement: 'retirement',
  liabilities: 'liabilities',
  quickReport: 'quick-report',
  all: 'all',
};

/**
 * The /pdf/* pages with no PDF behind them (spec 01 §2: user-assets, user-income, user-insurance):
 * the assets, income and insurance pages' own data, laid out to print from the browser.
 */
export const REPORT_PAGE_ONLY_KINDS = ['assets', 'income', 'insurance'] as const;
export type ReportPageOnlyKind = (typeof REPORT_PAGE_ONLY_KINDS)[number];
/** Everything a /pdf/* page can show: a report, or one of the page-only ones. */
export type ReportPageKind = ReportRequestKind | ReportPageOnlyKind;

/** The path segment of each `GET /api/reports/{report}/data`. */
export const REPORT_DATA_SLUGS: Record<ReportPageKind, string> = { ...REPORT_SLUGS, assets: 'assets', income: 'income', insurance: 'insurance' };

/** The page-only reports' titles (not 'Insurance Report': that is Print Reports' coming-soon card). */
export const REPORT_PAGE_ONLY_TITLES: Record<ReportPageOnlyKind, string> = { assets: 'Assets', income: 'Income', insurance: 'Insurance' };

/** Spec 02 Reports: the plan (every report in one) is 'My Plan Report {year}'; the others say what they are. */
export function reportFileName(kind: ReportRequestKind, year: number): string {
  if (kind === 'all') return `My Plan Report ${year}.pdf`;
  return `${REPORT_LABELS[kind].replace(/ Report$/, '')} Report ${year}.pdf`;
}

/** A report link lasts this long unless configured otherwise. */
export const DEFAULT_REPORT_LINK_TTL_MINUTES = 15;

/** Spec 02 §8, quoted exactly (the retirement message's spelling included). */
export const REPORT_MESSAGES = {
  allBeingGenerated: 'Your reports are being generated, this may take up to a minute.',
  oneBeingGenerated: 'Your report is being generated',
  noRetirementScenario: "You don't have a reirement scenario to download.",
  comingSoon: 'feature is coming soon',
  noData: 'No data for this period.',
} as const;

/** Print Reports' cards that are not built yet (spec 02 Reports): pressing one says 'feature is coming soon'. */
export const COMING_SOON_REPORTS = [
  'Tax Report',
  'Real Estate Report',
  'Insurance Report',
  'Business Valuation',
  'Social Security',
  'Estate',
  'Personal Financial Statement',
] as const;

/** Spec 02 §6: reports are for a client, or an advisor with a client selected (?userId=). */
export function canRequestReports(role: string | null | undefined, viewedUserId: string | undefined): boolean {
  return role === 'client' || (role === 'advisor' && viewedUserId !== undefined);
}

/**
 * Why a report link opened in a browser tab did not give its PDF: the api sends the tab to the web's
 * `REPORT_LINK_PAGE?problem=` (a page that says so with a way back) instead of a JSON error.
 */
export const REPORT_LINK_PROBLEMS = ['expired', 'not-found', 'forbidden', 'pending', 'signed-out'] as const;
export type ReportLinkProblem = (typeof REPORT_LINK_PROBLEMS)[number];
export const REPORT_LINK_PAGE = '/report-link';

export const REPORT_LINK_PROBLEM_TEXT: Record<ReportLinkProblem, string> = {
  expired: 'This report link has expired. Generate the report again.',
  'not-found': 'This report link is not valid. Generate the report again.',
  forbidden: "you don't have access to this feature",
  pending: REPORT_MESSAGES.allBeingGenerated,
  'signed-out': 'Log in to open this report.',
};

/** An unknown or missing ?problem= reads as an invalid link (never echoed back). */
export function parseReportLinkProblem(value: string | null | undefined): ReportLinkProblem {
  return (REPORT_LINK_PROBLEMS as readonly string[]).includes(value ?? '') ? (value as ReportLinkProblem) : 'not-found';
}

import type { ReportKind } from '@finboard/domain/reports';

export interface ReportCardInfo {
  kind: Exclude<ReportKind, 'retirement' | 'quickReport'>;
  title: string;
  description: string;
}

/** Print Reports' cards that download a PDF now (spec 02 Reports); My Retirement Score has its own. */
export const REPORT_CARDS: readonly ReportCardInfo[] = [
  { kind: 'netWorth', title: 'Net Worth', description: 'Assets, liabilities and how your net worth moved over the past month.' },
  { kind: 'cashFlow', title: 'Cash Flows', description: 'Income, expenses, Budget Insights and the latest transactions of the past month.' },
  { kind: 'investment', title: 'Investment Report', description: 'Investment accounts and the asset types they hold.' },
  { kind: 'liabilities', title: 'Liabilities Report', description: 'What is owed, by category and by account.' },
];

import type { AssetKey, LiabilityKey } from './classification';

/** The names of the balance-sheet categories, as the assets and liabilities pages and the reports print them. */
export const ASSET_LABELS: Record<AssetKey, string> = {
  investment: 'Investment',
  retirement: 'Retirement',
  cash: 'Cash',
  depository: 'Depository',
  brokerage: 'Brokerage',
  others: 'Others',
  primary_residence: 'Primary Residence',
  other_property: 'Other Property',
};

export const LIABILITY_LABELS: Record<LiabilityKey, string> = {
  autoloan: 'Auto Loan',
  loan: 'Loan',
  mortgage: 'Mortgage',
  studentLoan: 'Student Loan',
  credit: 'Credit Card',
};

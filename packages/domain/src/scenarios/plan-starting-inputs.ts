// The retirement plan's starting figures from the client's balance sheet, income and cash flow,
// each with where it came from, so the page and the PDF can say so (docs/planning.md).
import { addDays, addMonths, daysBetween } from '../calendar';
import { assetKeyOf, type AssetKey } from '../accounts/classification';

/** Asset cards whose money can fund retirement: not property, not 'others' (cars, collectibles). */
export const INVESTABLE_ASSET_KEYS: readonly AssetKey[] = ['retirement', 'brokerage', 'investment', 'cash', 'depository'];
/** Less history than this is not annualised: a week of groceries times 52 is not a year of spending. */
export const MIN_SPENDING_DAYS = 28;
export const SPENDING_WINDOW_MONTHS = 12;

export const PLAN_SOURCE_TEXT = {
  negativeAsset: 'a negative balance on an asset account (is it a debt typed as an asset?)',
  notFinite: 'a balance that is not a number',
} as const;

export interface PlanAccount {
  id: string;
  name: string;
  accountType: string;
  accountSubtype: string | null;
  balanceType: string;
  amountCents: number;
}

export interface PlanSourceData {
  today: string;
  /** Live accounts of live institutions, linked and manual (the assets and liabilities pages' rows). */
  accounts: readonly PlanAccount[];
  onboarding: { incomeCents: number; totalSavingsCents: number } | null;
  /** The Income page's salaries (incomeInfos), null when the page has none. */
  incomePage: { salaryCents: number | null; spouseSalaryCents: number | null } | null;
  /** The profile's spouse income, used when the Income page names no spouse salary. */
  profileSpouseIncomeCents: number | null;
  /** Essential plus non-essential spending of the window, and the first day with any transaction in it. */
  spending: { amountCents: number; firstDate: string | null } | null;
}

export type SavingsSource = { kind: 'accounts'; asOfDate: string; accountCount: number } | { kind: 'onboarding' };
export type IncomeSource = 'income' | 'onboarding' | 'none';
export type SpendingSource = { kind: 'cashFlow'; startDate: string; endDate: string } | { kind: 'savingsRate' };
export interface ExcludedAccount {
  id: string;
  name: string;
  amountCents: number;
  reason: string;
}

export interface PlanStartingInputs {
  currentSavingsCents: number;
  salaryCents: number;
  spouseSalaryCents: number;
  /** Annual spending before retirement, null when there is too little history (then the savings-rate rule). */
  spendingBeforeRetirementCents: number | null;
  sources: { currentSavings: SavingsSource; salary: IncomeSource; spending: SpendingSource };
  excludedAccounts: ExcludedAccount[];
}

export type PlanStartingResult = { inputs: PlanStartingInputs } | { missing: 'savingsAndIncome' };

/** The first day of the spending window ending today: 12 months back, the day after. */
export function spendingWindowStart(today: string): string {
  return addDays(addMonths(today, -SPENDING_WINDOW_MONTHS), 1);
}

function exclusionReason(account: PlanAccount): string | null {
  if (!Number.isFinite(account.amountCents)) return PLAN_SOURCE_TEXT.notFinite;
  return account.amountCents < 0 ? PLAN_SOURCE_TEXT.negativeAsset : null;
}

function investableAccounts(accounts: readonly PlanAccount[]) {
  const counted: PlanAccount[] = [];
  const excluded: ExcludedAccount[] = [];
  for (const account of accounts) {
    if (account.balanceType !== 'assets' || !INVESTABLE_ASSET_KEYS.includes(assetKeyOf(account.accountType, account.accountSubtype))) continue;
    const reason = exclusionReason(account);
    if (reason) excluded.push({ id: account.id, name: account.name, amountCents: account.amountCents, reason });
    else counted.push(account);
  }
  return { counted, excluded };
}

function annualSpending(data: PlanSourceData): { cents: number; source: SpendingSource } | null {
  const { spending, today } = data;
  if (!spending?.firstDate || spending.amountCents <= 0) return null;
  const windowStart = spendingWindowStart(today);
  const startDate = spending.firstDate > windowStart ? spending.firstDate : windowStart;
  const days = daysBetween(startDate, today) + 1;
  if (days < MIN_SPENDING_DAYS) return null;
  const yearDays = daysBetween(windowStart, today) + 1;
  // A full window is the sum itself; a shorter history is scaled to the window's length.
  const cents = days >= yearDays ? spending.amountCents : Math.round((spending.amountCents * yearDays) / days);
  return { cents, source: { kind: 'cashFlow', startDate, endDate: today } };
}

function salaries(data: PlanSourceData): { salaryCents: number; spouseSalaryCents: number; source: IncomeSource } {
  const page = data.incomePage;
  const spouseFallback = Math.max(data.profileSpouseIncomeCents ?? 0, 0);
  if (page?.salaryCents !== null && page?.salaryCents !== undefined && page.salaryCents > 0) {
    return { salaryCents: page.salaryCents, spouseSalaryCents: page.spouseSalaryCents ?? spouseFallback, source: 'income' };
  }
  if (data.onboarding && data.onboarding.incomeCents > 0) {
    return { salaryCents: data.onboarding.incomeCents, spouseSalaryCents: page?.spouseSalaryCents ?? spouseFallback, source: 'onboarding' };
  }
  return { salaryCents: 0, spouseSalaryCents: page?.spouseSalaryCents ?? spouseFallback, source: 'none' };
}

/**
 * The plan's starting figures. Current savings: the investable accounts (retirement, brokerage,
 * other investment, cash, depository; linked and manual) as of today; a negative balance is left
 * out and named. Only when no investable account counts, the onboarding answer. Income: the Income
 * page, else onboarding. Spending before retirement: the window's essential and non-essential
 * spending, annualised when the history is shorter. Nothing to start from: what is missing.
 */
export function derivePlanStartingInputs(data: PlanSourceData): PlanStartingResult {
  const { counted, excluded } = investableAccounts(data.accounts);
  const income = salaries(data);
  const fromAccounts = counted.length > 0;
  if (!fromAccounts && !data.onboarding) return { missing: 'savingsAndIncome' };
  const spending = annualSpending(data);
  return {
    inputs: {
      currentSavingsCents: fromAccounts ? counted.reduce((sum, account) => sum + account.amountCents, 0) : Math.max(data.onboarding?.totalSavingsCents ?? 0, 0),
      salaryCents: income.salaryCents,
      spouseSalaryCents: income.spouseSalaryCents,
      spendingBeforeRetirementCents: spending?.cents ?? null,
      sources: {
        currentSavings: fromAccounts ? { kind: 'accounts', asOfDate: data.today, accountCount: counted.length } : { kind: 'onboarding' },
        salary: income.source,
        spending: spending?.source ?? { kind: 'savingsRate' },
      },
      excludedAccounts: excluded,
    },
  };
}

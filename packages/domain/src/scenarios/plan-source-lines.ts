// What My Plan and the My Retirement Score PDF say about where each starting figure came from:
// one wording for both, each surface giving its own money and date formats.
import { type ExcludedAccount, spendingWindowStart } from './plan-starting-inputs';
import { retirementSpendingCents, type RetirementBasis } from './retirement-plan-input';

export interface PlanSourceBasis extends RetirementBasis {
  sources: {
    currentSavings: { kind: 'accounts'; asOfDate: string; accountCount: number } | { kind: 'onboarding' };
    salary: 'income' | 'onboarding' | 'none';
    spending: { kind: 'cashFlow'; startDate: string; endDate: string } | { kind: 'savingsRate' };
  };
  excludedAccounts: ExcludedAccount[];
}

export interface PlanSourceLine {
  label: string;
  text: string;
}

export interface PlanSourceFormats {
  money: (cents: number) => string;
  date: (date: string) => string;
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function savingsLine(basis: PlanSourceBasis, f: PlanSourceFormats): PlanSourceLine {
  const source = basis.sources.currentSavings;
  const from =
    source.kind === 'accounts'
      ? `from your accounts, as of ${f.date(source.asOfDate)} (${plural(source.accountCount, 'account')})`
      : 'from your onboarding answers';
  return { label: 'Current savings', text: `${f.money(basis.currentSavingsCents)} ${from}` };
}

function salaryLines(basis: PlanSourceBasis, f: PlanSourceFormats): PlanSourceLine[] {
  const from = { income: 'from your Income page', onboarding: 'from your onboarding answers', none: 'none on your Income page or onboarding answers' }[
    basis.sources.salary
  ];
  const lines = [{ label: 'Salary', text: `${f.money(basis.salaryCents)} a year ${from}` }];
  if (basis.spouse) lines.push({ label: "Spouse's salary", text: `${f.money(basis.spouse.salaryCents)} a year` });
  return lines;
}

function spendingLine(basis: PlanSourceBasis, savingsRate: number, f: PlanSourceFormats): PlanSourceLine {
  const source = basis.sources.spending;
  if (source.kind === 'savingsRate' || basis.spendingBeforeRetirementCents === null) {
    const household = basis.salaryCents + (basis.spouse?.salaryCents ?? 0);
    const cents = Math.round((1 - savingsRate) * household);
    return {
      label: 'Spending before retirement',
      text: `${f.money(cents)} a year: what a ${percent(savingsRate)} savings rate leaves of your salary (less than 4 weeks of spending in your cash flow)`,
    };
  }
  const isWholeWindow = source.startDate <= spendingWindowStart(source.endDate);
  const how = isWholeWindow ? 'your essential and non-essential spending' : 'your essential and non-essential spending, annualised';
  return {
    label: 'Spending before retirement',
    text: `${f.money(basis.spendingBeforeRetirementCents)} a year from your cash flow, ${f.date(source.startDate)} to ${f.date(source.endDate)} (${how})`,
  };
}

/** The plan's starting figures, each with where it came from, and the accounts left out with why. */
export function planSourceLines(basis: PlanSourceBasis, savingsRate: number, f: PlanSourceFormats): PlanSourceLine[] {
  const retirement = retirementSpendingCents(basis, savingsRate);
  return [
    savingsLine(basis, f),
    ...salaryLines(basis, f),
    spendingLine(basis, savingsRate, f),
    {
      label: 'Spending in retirement',
      text: `${f.money(retirement)} a year before tax: ${percent(basis.retirementIncomeRate)} of your spending before retirement (the replacement ratio, your desired retirement income in your onboarding answers)`,
    },
    ...basis.excludedAccounts.map((account) => ({
      label: 'Left out of your savings',
      text: `${account.name} (${f.money(account.amountCents)}): ${account.reason}`,
    })),
  ];
}

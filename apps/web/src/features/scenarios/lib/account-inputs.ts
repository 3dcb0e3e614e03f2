// The Accounts tab: which of the client's accounts a calculator can start from, and the inputs
// an account gives it. A scenario stores only its inputs, so picking an account fills them in.
import type { TAccount, TScenarioInputs } from '@finboard/contracts';
import { liabilityRatePercent, SCENARIO_SLIDER_MAXIMUMS as MAX, type ScenarioCalculator } from '@finboard/domain';

const LIABILITY_KEYS: Partial<Record<ScenarioCalculator, readonly string[]>> = {
  creditCardPayoff: ['credit'],
  mortgageCalculator: ['mortgage'],
  loanPayoff: ['autoloan', 'loan', 'studentLoan'],
};

/** Retirement plans list the retirement accounts (assets); the debt calculators their kind of liability. */
export const accountSideFor = (calculator: ScenarioCalculator): 'assets' | 'liabilities' => (calculator === 'monteCarlo' ? 'assets' : 'liabilities');

export function accountsFor(calculator: ScenarioCalculator, accounts: readonly TAccount[]): TAccount[] {
  if (calculator === 'monteCarlo') return accounts.filter((account) => account.isRetirement);
  const keys = LIABILITY_KEYS[calculator] ?? [];
  return accounts.filter((account) => account.liabilityKey !== null && keys.includes(account.liabilityKey));
}

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The account's rate as a percent: its interest rate, else its purchase APR, else its first APR. */
export const accountRatePercent = (account: Pick<TAccount, 'details'>): number | null => liabilityRatePercent(account.details);

export const accountMinimumPaymentCents = (account: Pick<TAccount, 'details'>): number | null => {
  const cents = numberOf(account.details?.minimum_payment_amount_cents);
  return cents !== null && Number.isSafeInteger(cents) ? cents : null;
};

/** Whole years from today to the expected payoff date (at least 1, at most `max`), or null without one. */
export function yearsLeft(account: Pick<TAccount, 'details'>, today: string, max: number): number | null {
  const payoff = account.details?.expected_payoff_date;
  if (typeof payoff !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(payoff)) return null;
  const [year = 0, month = 0] = payoff.split('-').map(Number);
  const [nowYear = 0, nowMonth = 0] = today.split('-').map(Number);
  const months = (year - nowYear) * 12 + (month - nowMonth);
  return Math.min(max, Math.max(1, Math.ceil(months / 12)));
}

const toRate = (percent: number) => Math.round(percent * 1_000) / 100_000;
/** What is owed: a liability in credit (a negative balance, e.g. an overpaid card) owes nothing. */
const owedCents = (account: TAccount) => Math.max(0, account.amountCents);

/** The inputs with what the account knows filled in; the rest stays as it was. */
export function inputsFromAccount(account: TAccount, inputs: TScenarioInputs, today: string): TScenarioInputs {
  const percent = accountRatePercent(account);
  const rateOr = (current: number) => (percent === null ? current : toRate(percent));
  switch (inputs.calculator) {
    case 'creditCardPayoff': {
      const minimumCents = accountMinimumPaymentCents(account);
      return {
        ...inputs,
        balanceCents: owedCents(account),
        interestRate: rateOr(inputs.interestRate),
        paymentPerMonthCents: minimumCents ?? inputs.paymentPerMonthCents,
      };
    }
    case 'mortgageCalculator':
      // What is left to borrow: the balance as the price with nothing down.
      return {
        ...inputs,
        homePriceCents: owedCents(account),
        percentDownPayment: 0,
        interestRate: rateOr(inputs.interestRate),
        numYears: yearsLeft(account, today, MAX.mortgageYears) ?? inputs.numYears,
      };
    case 'loanPayoff':
      return {
        ...inputs,
        loanAmountCents: owedCents(account),
        interestRate: rateOr(inputs.interestRate),
        loanTerm: yearsLeft(account, today, MAX.loanTerm) ?? inputs.loanTerm,
      };
    case 'monteCarlo':
      return inputs;
  }
}

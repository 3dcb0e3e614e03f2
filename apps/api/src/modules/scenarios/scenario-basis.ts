import type { TRetirementBasis, TScheduleBasis } from '@finboard/contracts';
import { derivePlanStartingInputs, type ScenarioIssue } from '@finboard/domain';
import type { PlanningData } from './planning-data.repository';
import type { PlanningSources } from './planning-sources.service';
import { storedAccountDetails } from '../institutions/stored-account-details';

const FULL_RETIREMENT_AGE = 67;
/** Onboarding's default answer for the desired retirement income. */
const DEFAULT_REPLACEMENT_RATIO = 0.8;
/** The engine needs a tax rate below 100%. */
const MAX_TAX_RATE = 0.99;

export const SAVINGS_AND_INCOME_MISSING =
  'Your plan needs your savings and income: link or add your accounts, or answer the planning questions (salary, savings).';
export const BIRTH_DATE_MISSING = 'Add your birth date (My Profile or the onboarding questions) to see your retirement plan.';

/** Social Security is claimed at full retirement age, kept inside the earliest and latest ages on the income page. */
function claimAge(income: PlanningData['income']): number {
  const earliest = Math.min(income?.socialSecurityEarliestAge ?? 62, income?.socialSecurityLatestAge ?? 70);
  const latest = Math.max(income?.socialSecurityEarliestAge ?? 62, income?.socialSecurityLatestAge ?? 70);
  return Math.min(latest, Math.max(earliest, FULL_RETIREMENT_AGE));
}

function hasSpouse(data: PlanningData): boolean {
  return data.onboarding?.hasSpouse ?? data.profile?.hasSpouse ?? false;
}

/**
 * A retirement plan's basis from the client's own data (docs/planning.md): current savings from the
 * investable accounts (onboarding's answer only without one), salaries from the Income page (else
 * onboarding), spending before retirement from the cash flow, the replacement ratio from the
 * onboarding answer (default 0.8), Social Security and the tax rate from the Income page, the
 * spouse's birth date from the profile. Without savings or income to start from, or without a
 * birth date, there is no plan: one computed from zeros would only mislead.
 */
export function buildRetirementBasis(data: PlanningSources, asOfDate: string): { basis: TRetirementBasis } | { issue: ScenarioIssue } {
  const derived = derivePlanStartingInputs({
    today: asOfDate,
    accounts: data.accounts,
    onboarding: data.onboarding,
    incomePage: data.incomePage,
    profileSpouseIncomeCents: data.spouse?.incomeCents ?? null,
    spending: data.spending,
  });
  if (!('inputs' in derived)) return { issue: { field: 'onboarding', message: SAVINGS_AND_INCOME_MISSING } };
  const start = derived.inputs;
  const birthDate = data.onboarding?.birthDate ?? data.profile?.dateOfBirth ?? null;
  if (!birthDate) return { issue: { field: 'birthDate', message: BIRTH_DATE_MISSING } };
  const piaCents = data.income?.socialSecurityPiaCents ?? 0;
  const spouseBirthDate = data.spouse?.dateOfBirth ?? data.onboarding?.spouseBirthDate ?? null;
  return {
    basis: {
      kind: 'retirement',
      asOfDate,
      birthDate,
      salaryCents: start.salaryCents,
      currentSavingsCents: start.currentSavingsCents,
      spendingBeforeRetirementCents: start.spendingBeforeRetirementCents,
      retirementIncomeRate: data.onboarding?.retirementIncomeRate ?? DEFAULT_REPLACEMENT_RATIO,
      effectiveTaxRate: Math.min(Math.max(data.income?.effectiveTaxRate ?? 0, 0), MAX_TAX_RATE),
      socialSecurity: piaCents > 0 ? { monthlyPiaCents: piaCents, claimAge: claimAge(data.income) } : null,
      spouse: hasSpouse(data) && spouseBirthDate ? { birthDate: spouseBirthDate, salaryCents: start.spouseSalaryCents } : null,
      sources: start.sources,
      excludedAccounts: start.excludedAccounts,
    },
  };
}

function minimumPaymentCents(account: PlanningData['liabilities'][number]): number {
  const cents = storedAccountDetails(account)?.minimum_payment_amount_cents ?? 0;
  return Number.isSafeInteger(cents) && cents > 0 ? cents : 0;
}

/**
 * Debt calculators: payments start the month after asOfDate. Mortgage eligibility (28/36) uses the
 * household income and the minimum payments of the other debts; an existing mortgage is left out,
 * since the new one is the housing payment.
 */
export function buildScheduleBasis(data: PlanningData, asOfDate: string): TScheduleBasis {
  const incomeCents = (data.onboarding?.incomeCents ?? 0) + (hasSpouse(data) ? (data.spouse?.incomeCents ?? 0) : 0);
  const monthlyDebtsCents = data.liabilities
    .filter((account) => account.accountSubtype !== 'mortgage')
    .reduce((sum, account) => sum + minimumPaymentCents(account), 0);
  return { kind: 'schedule', asOfDate, annualIncomeCents: incomeCents > 0 ? incomeCents : null, monthlyDebtsCents };
}

import type { TRetirementBasis, TScheduleBasis } from '@finboard/contracts';
import type { ScenarioIssue } from '@finboard/domain';
import type { PlanningData } from './planning-data.repository';
import { storedAccountDetails } from '../institutions/stored-account-details';

const FULL_RETIREMENT_AGE = 67;
/** The engine needs a tax rate below 100%. */
const MAX_TAX_RATE = 0.99;

export const ANSWERS_MISSING = 'Answer the planning questions (birth date, salary, savings) to see your retirement plan.';
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
 * A retirement plan's basis from the client's own data: birth date, salary, savings, retirement
 * income share from the onboarding answers; Social Security and the tax rate from the income page;
 * the spouse's birth date and income from the profile. Without those answers, or without a birth
 * date, there is no plan (a plan of no salary and no savings would only mislead).
 */
export function buildRetirementBasis(data: PlanningData, asOfDate: string): { basis: TRetirementBasis } | { issue: ScenarioIssue } {
  if (!data.onboarding) return { issue: { field: 'onboarding', message: ANSWERS_MISSING } };
  const birthDate = data.onboarding.birthDate ?? data.profile?.dateOfBirth ?? null;
  if (!birthDate) return { issue: { field: 'birthDate', message: BIRTH_DATE_MISSING } };
  const piaCents = data.income?.socialSecurityPiaCents ?? 0;
  const spouseBirthDate = data.spouse?.dateOfBirth ?? data.onboarding?.spouseBirthDate ?? null;
  return {
    basis: {
      kind: 'retirement',
      asOfDate,
      birthDate,
      salaryCents: data.onboarding.incomeCents,
      currentSavingsCents: data.onboarding.totalSavingsCents,
      retirementIncomeRate: data.onboarding.retirementIncomeRate,
      effectiveTaxRate: Math.min(Math.max(data.income?.effectiveTaxRate ?? 0, 0), MAX_TAX_RATE),
      socialSecurity: piaCents > 0 ? { monthlyPiaCents: piaCents, claimAge: claimAge(data.income) } : null,
      spouse: hasSpouse(data) && spouseBirthDate ? { birthDate: spouseBirthDate, salaryCents: data.spouse?.incomeCents ?? 0 } : null,
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

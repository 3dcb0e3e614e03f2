import { percentToRate, rateToPercent } from '@finboard/domain/format';
import { centsToDollars, dollarsToCents } from '@finboard/domain/money';
import type { TClientOnboarding } from '@finboard/contracts';
import { isValidBirthDate } from '@finboard/domain/profile';
import type { FieldErrors } from '../../../lib/field-errors';
import { BIRTH_DATE_RANGE_MESSAGE, SALARY_MAX } from './financial-freedom';

/** Spec 01 §9: retirement age 50 to 70 (default 65); savings rate 1 to 25 percent (default 10). */
export const RETIREMENT_AGES = Array.from({ length: 21 }, (_, index) => 50 + index);
export const DEFAULT_RETIREMENT_AGE = 65;
export const SAVINGS_RATES = Array.from({ length: 25 }, (_, index) => index + 1);
export const DEFAULT_SAVINGS_RATE = 10;
export const DEFAULT_RETIREMENT_INCOME_PERCENT = 80;

export const PERCENT_MESSAGE = 'Please enter a whole percent from 0 to 100.';

export interface ClientOnboardingDraft {
  highestPriority: string;
  birthDate: string | null;
  hasSpouse: boolean;
  spouseBirthDate: string | null;
  spouseFirstName: string;
  spouseLastName: string;
  retirementAge: number;
  /** Dollars. */
  income: number | '';
  /** Whole percents. */
  retirementIncomePercent: number | '';
  savingsPercent: number;
  /** Dollars. */
  totalSavings: number | '';
}

const inRange = (value: number, options: number[], fallback: number) => (options.includes(value) ? value : fallback);

export function toClientOnboardingDraft(onboarding: TClientOnboarding | null): ClientOnboardingDraft {
  return {
    highestPriority: onboarding?.highestPriority ?? '',
    birthDate: onboarding?.birthDate ?? null,
    hasSpouse: onboarding?.hasSpouse ?? false,
    spouseBirthDate: onboarding?.spouseBirthDate ?? null,
    spouseFirstName: onboarding?.spouseFirstName ?? '',
    spouseLastName: onboarding?.spouseLastName ?? '',
    retirementAge: inRange(onboarding?.retirementAge ?? 0, RETIREMENT_AGES, DEFAULT_RETIREMENT_AGE),
    income: onboarding ? centsToDollars(onboarding.incomeCents) : '',
    retirementIncomePercent: onboarding ? rateToPercent(onboarding.retirementIncomeRate) : DEFAULT_RETIREMENT_INCOME_PERCENT,
    savingsPercent: inRange(rateToPercent(onboarding?.savingsRate ?? 0), SAVINGS_RATES, DEFAULT_SAVINGS_RATE),
    totalSavings: onboarding ? centsToDollars(onboarding.totalSavingsCents) : '',
  };
}

/** Dollars become cents and percents become rates at the edge; spouse answers only with a spouse. */
export function toClientOnboardingRequest(draft: ClientOnboardingDraft): TClientOnboarding {
  const spouse = draft.hasSpouse;
  return {
    highestPriority: draft.highestPriority,
    birthDate: draft.birthDate,
    hasSpouse: spouse,
    spouseBirthDate: spouse ? draft.spouseBirthDate : null,
    spouseFirstName: spouse ? draft.spouseFirstName : '',
    spouseLastName: spouse ? draft.spouseLastName : '',
    retirementAge: draft.retirementAge,
    incomeCents: dollarsToCents(draft.income === '' ? 0 : Math.min(SALARY_MAX, draft.income)),
    retirementIncomeRate: percentToRate(draft.retirementIncomePercent === '' ? 0 : draft.retirementIncomePercent),
    savingsRate: percentToRate(draft.savingsPercent),
    totalSavingsCents: dollarsToCents(draft.totalSavings === '' ? 0 : draft.totalSavings),
  };
}

/** Nothing is required; dates stay in the picker's range and the percent is whole, 0 to 100. */
export function validateClientOnboarding(draft: ClientOnboardingDraft, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.birthDate && !isValidBirthDate(draft.birthDate, today)) errors.birthDate = BIRTH_DATE_RANGE_MESSAGE;
  if (draft.hasSpouse && draft.spouseBirthDate && !isValidBirthDate(draft.spouseBirthDate, today)) {
    errors.spouseBirthDate = BIRTH_DATE_RANGE_MESSAGE;
  }
  const percent = draft.retirementIncomePercent;
  if (percent !== '' && (!Number.isInteger(percent) || percent < 0 || percent > 100)) {
    errors.retirementIncomeRate = PERCENT_MESSAGE;
  }
  return errors;
}

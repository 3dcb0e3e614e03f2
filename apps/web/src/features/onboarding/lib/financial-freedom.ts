import { dollarsToCents } from '@finboard/domain/money';
import type { TFinancialFreedomRequest } from '@finboard/contracts';
import { isValidBirthDate } from '@finboard/domain/profile';
import type { FieldErrors } from '../../../lib/field-errors';
import { FORM_MESSAGES } from '../../../lib/form-messages';

/** The salary slider's range and step, in dollars (spec 01 §9: 0 to 1,000,000). */
export const SALARY_MAX = 1_000_000;
export const SALARY_STEP = 1_000;

export interface FinancialFreedomDraft {
  birthDate: string | null;
  hasSpouse: boolean;
  /** Dollars; '' while empty. */
  savings: number | '';
  /** Dollars. */
  salary: number;
}

export const initialFinancialFreedomDraft = (): FinancialFreedomDraft => ({
  birthDate: null,
  hasSpouse: false,
  savings: '',
  salary: 0,
});

export const BIRTH_DATE_RANGE_MESSAGE = 'Please choose a date between 01-01-1900 and today.';

export function validateFinancialFreedom(draft: FinancialFreedomDraft, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.birthDate) errors.birthDate = FORM_MESSAGES.birthDateRequired;
  else if (!isValidBirthDate(draft.birthDate, today)) errors.birthDate = BIRTH_DATE_RANGE_MESSAGE;
  if (draft.savings === '' || !Number.isFinite(draft.savings)) errors.totalSavingsCents = FORM_MESSAGES.savingsRequired;
  else if (draft.savings < 0) errors.totalSavingsCents = 'Current savings cannot be negative.';
  return errors;
}

/** Dollars become cents at the edge; call only after validateFinancialFreedom found nothing. */
export function toFinancialFreedomRequest(draft: FinancialFreedomDraft): TFinancialFreedomRequest {
  return {
    birthDate: draft.birthDate ?? '',
    hasSpouse: draft.hasSpouse,
    totalSavingsCents: dollarsToCents(Number(draft.savings)),
    incomeCents: dollarsToCents(Math.min(SALARY_MAX, Math.max(0, draft.salary))),
  };
}

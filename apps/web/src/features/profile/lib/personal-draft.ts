import { centsToDollars, dollarsToCents } from '@finboard/domain/money';
import type { TDependent, TProfile, TSpouse, TUpdateProfileRequest } from '@finboard/contracts';
import { isValidBirthDate } from '@finboard/domain/profile';
import type { FieldErrors } from '../../../lib/field-errors';
import { FORM_MESSAGES } from '../../../lib/form-messages';

export const BIRTH_DATE_MESSAGE = 'Please choose a date between 01-01-1900 and today.';

export interface SpouseDraft {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  /** Dollars; '' while empty. */
  income: number | '';
  retirementAge: number | null;
  usCitizen: 'Yes' | 'No' | null;
}

export interface PersonalDraft {
  dateOfBirth: string | null;
  employer: string;
  description: string;
  hasSpouse: boolean;
  children: number;
  spouse: SpouseDraft;
  dependents: TDependent[];
}

const emptySpouse = (): SpouseDraft => ({
  firstName: '',
  lastName: '',
  dateOfBirth: null,
  income: '',
  retirementAge: null,
  usCitizen: null,
});

export function toPersonalDraft(profile: TProfile): PersonalDraft {
  const { personal, spouse } = profile;
  return {
    dateOfBirth: personal.dateOfBirth,
    employer: personal.employer,
    description: personal.description,
    hasSpouse: personal.hasSpouse,
    children: personal.children,
    spouse: spouse ? { ...spouse, income: centsToDollars(spouse.incomeCents) } : emptySpouse(),
    dependents: profile.dependents,
  };
}

function toSpouse(draft: SpouseDraft): TSpouse {
  const { income, ...rest } = draft;
  return { ...rest, incomeCents: income === '' ? 0 : dollarsToCents(income) };
}

/**
 * The Personal Info save. `withSpouse`: the spouse section is shown (a client's own profile), so
 * answering No removes the spouse. Dependents are kept only while children are set.
 */
export function toPersonalRequest(profile: TProfile, draft: PersonalDraft, withSpouse: boolean): TUpdateProfileRequest {
  const { dateOfBirth, employer, description, hasSpouse, children } = draft;
  return {
    personal: { ...profile.personal, dateOfBirth, employer, description, hasSpouse, children },
    ...(withSpouse ? { spouse: hasSpouse ? toSpouse(draft.spouse) : null } : {}),
    dependents: children > 0 ? draft.dependents : [],
  };
}

export function validatePersonal(draft: PersonalDraft, today: string, withSpouse: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const checkDate = (value: string | null, field: string) => {
    if (value !== null && !isValidBirthDate(value, today)) errors[field] = BIRTH_DATE_MESSAGE;
  };
  checkDate(draft.dateOfBirth, 'personal.dateOfBirth');
  if (withSpouse && draft.hasSpouse) checkDate(draft.spouse.dateOfBirth, 'spouse.dateOfBirth');
  if (draft.children > 0) {
    draft.dependents.forEach((row, index) => {
      if (!row.firstName.trim()) errors[`dependents.${index}.firstName`] = FORM_MESSAGES.dependentName;
      checkDate(row.dateOfBirth, `dependents.${index}.dateOfBirth`);
    });
  }
  return errors;
}

export const PERSONAL_FIELDS = [
  'personal.dateOfBirth',
  'personal.employer',
  'personal.description',
  'personal.children',
  'spouse.firstName',
  'spouse.lastName',
  'spouse.dateOfBirth',
  'spouse.incomeCents',
  'spouse.retirementAge',
  ...Array.from({ length: 20 }, (_, i) => [`dependents.${i}.firstName`, `dependents.${i}.dateOfBirth`]).flat(),
];

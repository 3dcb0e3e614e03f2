import type { TAdvisorOnboardingRequest } from '@finboard/contracts';
import { isValidPhone } from '@finboard/domain/profile';
import { emptyAdvisorDetails, emptySocialLinks, validateAdvisorDetails, validateSocialLinks } from '../../../components/advisor-fields/advisor-form';
import type { FieldErrors } from '../../../lib/field-errors';
import { FORM_MESSAGES } from '../../../lib/form-messages';

/** The wizard's steps in order (spec 01 §2); the onboarding index is 0 to 3. */
export const WIZARD_STEPS = ['Overview', 'Professional', 'Company', 'Links'] as const;
export const LAST_STEP = WIZARD_STEPS.length - 1;

export const emptyAdvisorOnboarding = (): TAdvisorOnboardingRequest => ({
  description: '',
  phone: '',
  advisor: emptyAdvisorDetails(),
  socialLinks: emptySocialLinks(),
});

const COMPANY_FIELDS = new Set([
  'firmName',
  'officeNumber',
  'firmWebsite',
  'calendarLink',
  'minimumClientRelationshipSize',
  'clientTypes',
  'policy',
  'carrier',
]);

/** The step that shows a field the api named, so its message can be seen. */
export function stepOfField(field: string): number {
  if (field.startsWith('socialLinks.')) return 3;
  if (field.startsWith('advisor.')) return COMPANY_FIELDS.has(field.slice('advisor.'.length)) ? 2 : 1;
  return 0;
}

/** Nothing is required; phone and office numbers are numeric and links are web addresses. */
export function validateStep(step: number, draft: TAdvisorOnboardingRequest): FieldErrors {
  if (step === 0) return isValidPhone(draft.phone) ? {} : { phone: FORM_MESSAGES.phone };
  if (step === 2) return validateAdvisorDetails(draft.advisor);
  if (step === 3) return validateSocialLinks(draft.socialLinks);
  return {};
}

/** Every step's messages, and the first step that has one (or null). */
export function validateWizard(draft: TAdvisorOnboardingRequest) {
  const errors: FieldErrors = {};
  let firstStep: number | null = null;
  WIZARD_STEPS.forEach((_, step) => {
    const found = validateStep(step, draft);
    if (Object.keys(found).length > 0 && firstStep === null) firstStep = step;
    Object.assign(errors, found);
  });
  return { errors, firstStep: firstStep as number | null };
}

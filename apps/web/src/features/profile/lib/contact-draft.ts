import type { TContactInfo, TProfile, TSocialLinks, TUpdateProfileRequest } from '@finboard/contracts';
import { contactZipIssue, isValidPhone } from '@finboard/domain/profile';
import { SOCIAL_LINK_FIELD_KEYS, validateSocialLinks } from '../../../components/advisor-fields/advisor-form';
import type { FieldErrors } from '../../../lib/field-errors';
import { FORM_MESSAGES } from '../../../lib/form-messages';

export interface ContactDraft extends TContactInfo {
  phone: string;
  phone2: string;
  socialLinks: TSocialLinks;
}

export function toContactDraft(profile: TProfile): ContactDraft {
  const { phone, phone2 } = profile.personal;
  return { ...profile.contact, phone, phone2, socialLinks: profile.socialLinks };
}

/** The Contact save: the phone numbers (in the personal section), address and alerts; advisors' links too. */
export function toContactRequest(profile: TProfile, draft: ContactDraft, withLinks: boolean): TUpdateProfileRequest {
  const { phone, phone2, socialLinks, ...contact } = draft;
  return {
    personal: { ...profile.personal, phone, phone2 },
    contact,
    ...(withLinks ? { socialLinks } : {}),
  };
}

export function validateContact(draft: ContactDraft, withLinks: boolean): FieldErrors {
  const errors: FieldErrors = withLinks ? validateSocialLinks(draft.socialLinks) : {};
  if (!isValidPhone(draft.phone)) errors['personal.phone'] = FORM_MESSAGES.phone;
  if (!isValidPhone(draft.phone2)) errors['personal.phone2'] = FORM_MESSAGES.phone;
  const zipIssue = contactZipIssue(draft.zipCode, draft.isNonUsAddress);
  if (zipIssue) errors['contact.zipCode'] = zipIssue;
  return errors;
}

export const CONTACT_FIELDS = [
  'personal.phone',
  'personal.phone2',
  'contact.addressLine1',
  'contact.addressLine2',
  'contact.city',
  'contact.state',
  'contact.zipCode',
  ...SOCIAL_LINK_FIELD_KEYS,
];

import type { TAdvisorDetails, TSocialLinks } from '@finboard/contracts';
import { isValidPhone, isValidWebsite } from '@finboard/domain/profile';
import type { FieldErrors } from '../../lib/field-errors';
import { FORM_MESSAGES } from '../../lib/form-messages';

export const SOCIAL_LINK_FIELDS = [
  { key: 'twitter', label: 'Twitter' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'website', label: 'Website' },
] as const satisfies readonly { key: keyof TSocialLinks; label: string }[];

export const emptySocialLinks = (): TSocialLinks => ({
  website: '',
  twitter: '',
  linkedin: '',
  facebook: '',
  instagram: '',
  youtube: '',
});

/** Nothing is required (spec 01 §5 "Onboarding: no required fields"); the minimum starts at 'Any'. */
export const emptyAdvisorDetails = (): TAdvisorDetails => ({
  profession: '',
  categories: [],
  minimumClientRelationshipSize: 'Any',
  filedBankruptcy: false,
  clientTypes: [],
  professionalLicenses: [],
  examDate: null,
  professionalDesignation: '',
  professionalDesignationAlt: '',
  firmName: '',
  officeNumber: '',
  calendarLink: '',
  firmWebsite: '',
  secCrd: '',
  cfpId: '',
  policy: '',
  carrier: '',
  disciplinaryInformation: '',
  manageFunds: false,
});

export const ADVISOR_FIELD_KEYS = Object.keys(emptyAdvisorDetails()).map((key) => `advisor.${key}`);
export const SOCIAL_LINK_FIELD_KEYS = SOCIAL_LINK_FIELDS.map(({ key }) => `socialLinks.${key}`);

/** Office number numeric; firm website and calendar link are web addresses. */
export function validateAdvisorDetails(details: TAdvisorDetails): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidPhone(details.officeNumber)) errors['advisor.officeNumber'] = FORM_MESSAGES.phone;
  if (!isValidWebsite(details.firmWebsite.trim())) errors['advisor.firmWebsite'] = FORM_MESSAGES.website;
  if (!isValidWebsite(details.calendarLink.trim())) errors['advisor.calendarLink'] = FORM_MESSAGES.website;
  return errors;
}

export function validateSocialLinks(links: TSocialLinks): FieldErrors {
  const errors: FieldErrors = {};
  for (const { key } of SOCIAL_LINK_FIELDS) {
    if (!isValidWebsite(links[key].trim())) errors[`socialLinks.${key}`] = FORM_MESSAGES.website;
  }
  return errors;
}

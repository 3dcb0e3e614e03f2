import type { TAdvisorDetails, TPersonalInfo, TSocialLinks, TSpouse, TDependent, TUpdateProfileRequest } from '@finboard/contracts';
import {
  ACCOUNT_MINIMUMS,
  CLIENT_TYPE_ALL,
  CLIENT_TYPES,
  isValidBirthDate,
  isValidCalendarDate,
  isValidPhone,
  isValidWebsite,
  PROFESSIONAL_LICENSES,
  withHttps,
} from '@finboard/domain';
import { validationError } from '../../errors/app-error';

/** Checks a birth date against the picker's range (1900-01-01 to today). */
export function checkBirthDate(value: string | null, today: string, field: string) {
  if (value !== null && !isValidBirthDate(value, today)) {
    throw validationError('Please choose a date between 01-01-1900 and today.', field);
  }
}

export function checkPhone(value: string, field: string) {
  if (!isValidPhone(value)) throw validationError('Please enter a phone number using digits only.', field);
}

export function checkPersonal(personal: TPersonalInfo, today: string) {
  checkBirthDate(personal.dateOfBirth, today, 'personal.dateOfBirth');
  checkPhone(personal.phone, 'personal.phone');
  checkPhone(personal.phone2, 'personal.phone2');
}

export function checkSpouse(spouse: TSpouse, today: string) {
  checkBirthDate(spouse.dateOfBirth, today, 'spouse.dateOfBirth');
}

export function checkDependents(rows: TDependent[], today: string) {
  rows.forEach((row, index) => {
    if (!row.firstName) throw validationError('Please enter the dependent’s first name.', `dependents.${index}.firstName`);
    checkBirthDate(row.dateOfBirth, today, `dependents.${index}.dateOfBirth`);
  });
}

/** An identity side's expiry must be a real calendar date (the contract only checks the YYYY-MM-DD shape). */
export function checkIdentityExpiry(identity: NonNullable<TUpdateProfileRequest['identity']>) {
  for (const side of ['front', 'back'] as const) {
    const value = identity[side];
    if (value && value.expiryDate !== null && !isValidCalendarDate(value.expiryDate)) {
      throw validationError('Please choose a valid expiry date.', `identity.${side}.expiryDate`);
    }
  }
}

/** Links are stored with https:// in front when they lack a scheme, after the website rule. */
export function normalizeSocialLinks(links: TSocialLinks): TSocialLinks {
  const entries = Object.entries(links).map(([key, value]) => {
    if (!isValidWebsite(value)) throw validationError('Please enter a valid web address.', `socialLinks.${key}`);
    return [key, withHttps(value)];
  });
  return Object.fromEntries(entries) as TSocialLinks;
}

/** The advisor's answers, checked against the option lists and normalised (links, All chip). */
export function normalizeAdvisorDetails(details: TAdvisorDetails, today: string): TAdvisorDetails {
  if (!(ACCOUNT_MINIMUMS as readonly string[]).includes(details.minimumClientRelationshipSize)) {
    throw validationError('Please choose an account minimum from the list.', 'advisor.minimumClientRelationshipSize');
  }
  const unknownLicense = details.professionalLicenses.find((license) => !(PROFESSIONAL_LICENSES as readonly string[]).includes(license));
  if (unknownLicense) throw validationError(`Unknown license: ${unknownLicense}`, 'advisor.professionalLicenses');
  const allowedTypes: readonly string[] = [CLIENT_TYPE_ALL, ...CLIENT_TYPES];
  const unknownType = details.clientTypes.find((type) => !allowedTypes.includes(type));
  if (unknownType) throw validationError(`Unknown client type: ${unknownType}`, 'advisor.clientTypes');
  checkPhone(details.officeNumber, 'advisor.officeNumber');
  if (details.examDate !== null && !isValidBirthDate(details.examDate, today)) {
    throw validationError('Please choose an exam date between 01-01-1900 and today.', 'advisor.examDate');
  }
  for (const field of ['calendarLink', 'firmWebsite'] as const) {
    if (!isValidWebsite(details[field])) throw validationError('Please enter a valid web address.', `advisor.${field}`);
  }
  const specificTypes = CLIENT_TYPES.filter((type) => details.clientTypes.includes(type));
  const clientTypes =
    details.clientTypes.includes(CLIENT_TYPE_ALL) || specificTypes.length === CLIENT_TYPES.length ? [CLIENT_TYPE_ALL, ...CLIENT_TYPES] : specificTypes;
  const { categories, ...rest } = details;
  return {
    ...rest,
    // Absent keeps the saved categories; sent, they are saved without repeats.
    ...(categories ? { categories: [...new Set(categories)] } : {}),
    clientTypes,
    professionalLicenses: [...new Set(details.professionalLicenses)],
    calendarLink: withHttps(details.calendarLink),
    firmWebsite: withHttps(details.firmWebsite),
  };
}

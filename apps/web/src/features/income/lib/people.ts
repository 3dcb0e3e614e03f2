import type { TInsurancePolicy } from '@finboard/contracts';

export type Person = 'self' | 'spouse';

/** The spec's Husband/Wife selector: the client is 'Husband', the spouse 'Wife'. */
export const PEOPLE: { value: Person; label: string }[] = [
  { value: 'self', label: 'Husband' },
  { value: 'spouse', label: 'Wife' },
];

export const OWNERS = [...PEOPLE, { value: 'joint', label: 'Joint' }];

export const TAX_STATUSES = ['Single', 'Married Filing Jointly', 'Married Filing Separately', 'Head of Household', 'Qualifying Surviving Spouse'];

/** The tax status choices, keeping a stored value that is not among them. */
export function taxStatusOptions(current: string) {
  const options = [{ value: '', label: 'Select tax status' }, ...TAX_STATUSES.map((status) => ({ value: status, label: status }))];
  return current && !TAX_STATUSES.includes(current) ? [...options, { value: current, label: current }] : options;
}

type PolicyKey = keyof TInsurancePolicy;
export interface PolicyField {
  key: PolicyKey;
  label: string;
  kind: 'text' | 'money';
}
export interface PolicySection {
  key: string;
  title: string;
  fields: PolicyField[];
}

/** The insurance page's sections (spec 02 "Insurance"), each with its own Husband/Wife selector. */
export const INSURANCE_SECTIONS: PolicySection[] = [
  {
    key: 'property',
    title: 'Property',
    fields: [
      { key: 'homeowners', label: 'Homeowners', kind: 'text' },
      { key: 'auto', label: 'Auto', kind: 'text' },
      { key: 'liability', label: 'Liability', kind: 'text' },
    ],
  },
  {
    key: 'health',
    title: 'Personal Health',
    fields: [
      { key: 'health', label: 'Health Insurance', kind: 'text' },
      { key: 'healthPolicyNumber', label: 'Health Policy Number', kind: 'text' },
      { key: 'healthMonthlyPremiumCents', label: 'Health Monthly Premium', kind: 'money' },
    ],
  },
  {
    key: 'life',
    title: 'Personal Life Insurance',
    fields: [
      { key: 'lifeInsurance', label: 'Life Insurance', kind: 'text' },
      { key: 'lifePolicyNumber', label: 'Life Policy Number', kind: 'text' },
      { key: 'lifeDeathBenefitCents', label: 'Life Death Benefit', kind: 'money' },
      { key: 'lifeMonthlyPremiumCents', label: 'Life Monthly Premium', kind: 'money' },
    ],
  },
  {
    key: 'long-term-care',
    title: 'Personal Long Term Care',
    fields: [
      { key: 'longTermCare', label: 'Long Term Care', kind: 'text' },
      { key: 'longTermCarePolicyNumber', label: 'Long Term Care Policy Number', kind: 'text' },
      { key: 'longTermCareDeathBenefitCents', label: 'Long Term Care Death Benefit', kind: 'money' },
      { key: 'longTermCareMonthlyPremiumCents', label: 'Long Term Care Monthly Premium', kind: 'money' },
    ],
  },
];

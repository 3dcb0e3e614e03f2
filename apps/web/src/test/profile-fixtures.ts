import type { TProfile } from '@finboard/contracts';

type AdvisorDetailsView = NonNullable<TProfile['advisor']>;

export function makeAdvisorDetails(overrides: Partial<AdvisorDetailsView> = {}): AdvisorDetailsView {
  return {
    profession: 'Financial Planner',
    categories: ['CFP'],
    minimumClientRelationshipSize: 'Any',
    filedBankruptcy: false,
    clientTypes: ['Retirement'],
    professionalLicenses: ['S7'],
    examDate: null,
    professionalDesignation: 'CFP',
    professionalDesignationAlt: '',
    firmName: 'Lovelace Wealth',
    officeNumber: '555-987-6543',
    calendarLink: '',
    firmWebsite: 'https://lovelace.example.com',
    secCrd: '',
    cfpId: '',
    policy: '',
    carrier: '',
    disciplinaryInformation: '',
    manageFunds: true,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<TProfile> = {}): TProfile {
  const role = overrides.role ?? 'client';
  return {
    userId: 'u1',
    role,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    photoUrl: null,
    companyLogoUrl: null,
    personal: {
      dateOfBirth: '1990-05-17',
      phone: '555-123-4567',
      phone2: '',
      description: 'Planning ahead',
      employer: 'Analytical Engines',
      hasSpouse: false,
      children: 0,
    },
    contact: {
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      isNonUsAddress: false,
      emailAlert: true,
      smsAlert: false,
    },
    socialLinks: { website: '', twitter: '', linkedin: '', facebook: '', instagram: '', youtube: '' },
    spouse: null,
    dependents: [],
    identity: { front: { imageUrl: null, expiryDate: null }, back: { imageUrl: null, expiryDate: null } },
    advisor: role === 'advisor' ? makeAdvisorDetails() : null,
    ...overrides,
  };
}

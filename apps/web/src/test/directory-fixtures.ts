import type { TAdvisorSearchResponse, TPublicAdvisorCard, TPublicAdvisorProfile } from '@finboard/contracts';

/** An advisor as a directory card shows them (the public allowlist). */
export function makeAdvisorCard(overrides: Partial<TPublicAdvisorCard> = {}): TPublicAdvisorCard {
  return {
    id: 'adv-1',
    firstName: 'Grace',
    lastName: 'Hopper',
    photoUrl: null,
    profession: 'Financial Planner',
    categories: ['CFP', 'AEP'],
    firmName: 'Harbor Wealth',
    city: 'Arlington',
    state: 'VA',
    zipCode: '22201',
    distanceMiles: 3.24,
    clientTypes: ['Retirement', 'Business', 'Estates', 'Trust', 'Divorce'],
    minimumClientRelationshipSize: '> $250k',
    rating: { average: 4.5, count: 12 },
    viewerConnection: null,
    ...overrides,
  };
}

/** An advisor's public profile. */
export function makeAdvisorProfile(overrides: Partial<TPublicAdvisorProfile> = {}): TPublicAdvisorProfile {
  return {
    ...makeAdvisorCard(),
    distanceMiles: null,
    description: 'I help families plan retirement and pass on what they built.',
    professionalDesignation: 'CFP®',
    professionalLicenses: ['S7', 'S66'],
    firmWebsite: 'harborwealth.example.com',
    officeNumber: '555-123-4567',
    calendarLink: 'https://cal.example.com/grace',
    companyLogoUrl: null,
    socialLinks: { linkedin: 'linkedin.com/in/grace' },
    secCrd: '123456',
    manageFunds: true,
    memberSince: '2024-03-15T00:00:00.000Z',
    ...overrides,
  };
}

/** A search answer around 22201 with the given advisors. */
export function makeSearchResponse(overrides: Partial<TAdvisorSearchResponse> = {}): TAdvisorSearchResponse {
  const advisors = overrides.advisors ?? [makeAdvisorCard()];
  return {
    place: { zip: '22201', city: 'Arlington', state: 'VA' },
    zipKnown: true,
    radiusMiles: 25,
    total: advisors.length,
    page: 1,
    pageSize: 24,
    advisors,
    ...overrides,
  };
}

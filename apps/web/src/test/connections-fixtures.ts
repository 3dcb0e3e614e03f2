import type { TConnection, TMyAdvisor } from '@finboard/contracts';

export function makeConnection(overrides: Partial<TConnection> = {}): TConnection {
  return {
    id: '0b5c3a2e-1111-4111-8111-000000000001',
    clientId: 'u1',
    advisorId: 'adv-1',
    status: 'connected',
    requestedBy: 'client',
    source: 'Directory',
    zipCode: null,
    share: { all: true, netWorth: true, cashFlow: true, retirementScore: true },
    requestedAt: '2026-11-20T14:00:00.000Z',
    acceptedAt: '2026-11-24T15:42:00.000Z',
    acceptedFrom: 'Finboard Web',
    endedAt: null,
    endedBy: null,
    ...overrides,
  };
}

export function makeMyAdvisor(
  overrides: {
    connection?: Partial<TConnection>;
    advisor?: Partial<TMyAdvisor['advisor']>;
    recentViews?: TMyAdvisor['recentViews'];
    rating?: TMyAdvisor['rating'];
    myRating?: TMyAdvisor['myRating'];
  } = {},
): TMyAdvisor {
  return {
    connection: makeConnection(overrides.connection),
    advisor: {
      id: 'adv-1',
      firstName: 'Grace',
      lastName: 'Hopper',
      photoUrl: null,
      addressLine: '1 Harbor Way, Arlington, VA 22201',
      calendarLink: 'https://cal.example.com/grace',
      email: 'grace@example.com',
      ...overrides.advisor,
    },
    recentViews: overrides.recentViews ?? [],
    rating: overrides.rating ?? { average: null, count: 0 },
    myRating: overrides.myRating ?? null,
  };
}

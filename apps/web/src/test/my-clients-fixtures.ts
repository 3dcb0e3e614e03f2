import type { TMyClient } from '@finboard/contracts';

let sequence = 0;

export interface MyClientOverrides {
  id?: string;
  firstName?: string;
  lastName?: string;
  status?: TMyClient['connection']['status'];
  source?: string;
  requestedAt?: string;
  acceptedAt?: string | null;
  netWorthCents?: number | null;
  isFavorite?: boolean;
  share?: TMyClient['connection']['share'];
}

/** One row of GET /api/connections/clients; connected, sharing everything, unless overridden. */
export function makeMyClient(overrides: MyClientOverrides = {}): TMyClient {
  sequence += 1;
  const id = overrides.id ?? `client-${sequence}`;
  const status = overrides.status ?? 'connected';
  const firstName = overrides.firstName ?? 'Ann';
  const lastName = overrides.lastName ?? 'Lee';
  return {
    connection: {
      id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      clientId: id,
      advisorId: 'advisor-1',
      status,
      requestedBy: 'client',
      source: overrides.source ?? 'Directory',
      zipCode: null,
      share: overrides.share ?? { all: true, netWorth: true, cashFlow: true, retirementScore: true },
      requestedAt: overrides.requestedAt ?? '2024-03-01T15:00:00.000Z',
      acceptedAt: overrides.acceptedAt !== undefined ? overrides.acceptedAt : status === 'connected' ? '2024-03-02T15:00:00.000Z' : null,
      acceptedFrom: status === 'connected' ? 'Finboard Web' : null,
      endedAt: null,
      endedBy: null,
    },
    client: { id, firstName, lastName, email: `${firstName.toLowerCase()}@example.com`, photoUrl: null, completionDate: '2024-01-01' },
    isFavorite: overrides.isFavorite ?? false,
    netWorthCents: overrides.netWorthCents !== undefined ? overrides.netWorthCents : status === 'connected' ? 1_000_000 : null,
  };
}

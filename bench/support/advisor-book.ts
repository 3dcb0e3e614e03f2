// The rows of an advisor's book for the advisor benchmarks, written straight to the tables (they
// measure the reads, not the seeding): each client connected, with two linked banks.
import { randomUUID } from 'node:crypto';

const SOURCES = ['facebook', 'email', 'Referral', 'linkedin', 'Directory'];

/** The parts a client shares beyond Net Worth (the column defaults where left out). */
export interface BookSharing {
  shareCashFlow?: boolean;
  shareRetirementScore?: boolean;
}

/**
 * Every client connected to the advisor at the advisor's request, an hour apart, from the five
 * sources in turn; every tenth keeps Net Worth to themselves.
 */
export function connectedLinkRows(advisorId: string, clients: { id: string }[], now: number, sharing: (index: number) => BookSharing = () => ({})) {
  return clients.map((client, index) => ({
    id: randomUUID(),
    userId: client.id,
    advisorId,
    status: 'connected' as const,
    requestedBy: 'advisor' as const,
    source: SOURCES[index % SOURCES.length] as string,
    shareNetWorth: index % 10 !== 9,
    ...sharing(index),
    acceptedAt: new Date(now - index * 3_600_000),
  }));
}

/** Two sandbox banks per client, synced in the last week; every fiftieth client's first one needs its login again. */
export function twoBanksEachRows(clients: { id: string }[], now: number) {
  return clients.flatMap((client, index) =>
    [0, 1].map((n) => ({
      id: randomUUID(),
      userId: client.id,
      provider: 'sandbox',
      providerItemId: `bench-${client.id}-${n}`,
      name: `Bank ${n}`,
      lastSyncedAt: new Date(now - ((index + n) % 7) * 86_400_000),
      errorCode: index % 50 === 0 && n === 0 ? 'ITEM_LOGIN_REQUIRED' : null,
    })),
  );
}

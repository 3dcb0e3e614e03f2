import { expect } from 'vitest';
import type { AggregationProvider, SandboxControls } from '../aggregation-provider';
import { AggregationProviderError, type ProviderTransaction } from '../aggregation-types';
import { createSandboxAggregation, SANDBOX_PASSWORD, SANDBOX_USERNAME } from './sandbox-aggregation-provider';

/** A clock tests can move: `set('2025-06-25')`. */
export function createTestClock(start: string) {
  let now = new Date(`${start}T15:00:00Z`);
  return {
    clock: () => now,
    set: (date: string) => {
      now = new Date(`${date}T15:00:00Z`);
    },
    setInstant: (iso: string) => {
      now = new Date(iso);
    },
    advanceMinutes: (minutes: number) => {
      now = new Date(now.getTime() + minutes * 60_000);
    },
  };
}

export function createTestSandbox(today = '2025-06-18') {
  const time = createTestClock(today);
  return { ...createSandboxAggregation({ clock: time.clock }), time };
}

/**
 * Seeds of sandbox customers: one owns a home (mortgage at Cascade), one rents, both drawn from
 * their seed with one earner; the third is described (sandbox-customer.ts): homeowners, two earners.
 */
export const HOMEOWNER_SEED = 'd0a0c11e00000007';
export const RENTER_SEED = 'd0a0c11e00000001';
export const TWO_EARNER_SEED = 'd0a0c11e00000003';

export async function linkItem(
  sandbox: { provider: AggregationProvider; controls: SandboxControls },
  institutionId = 'ins_sbx_evergreen',
  customerSeed?: string,
) {
  const publicToken = await sandbox.controls.createPublicToken({ institutionId, username: SANDBOX_USERNAME, password: SANDBOX_PASSWORD, customerSeed });
  return sandbox.provider.exchangePublicToken(publicToken);
}

/** Every page from `cursor` on, concatenated, with the cursor to store afterwards. */
export async function syncAll(provider: AggregationProvider, accessToken: string, cursor: string | null = null, count?: number) {
  const added: ProviderTransaction[] = [];
  const removed: string[] = [];
  let pages = 0;
  let next = cursor;
  for (;;) {
    const page = await provider.syncTransactions(accessToken, next, count === undefined ? undefined : { count });
    added.push(...page.added, ...page.modified);
    removed.push(...page.removed.map((entry) => entry.transactionId));
    next = page.nextCursor;
    pages++;
    if (!page.hasMore) return { added, removed, cursor: next, pages };
  }
}

export async function expectProviderError(promise: Promise<unknown>, code: string): Promise<AggregationProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AggregationProviderError);
  expect((error as AggregationProviderError).code).toBe(code);
  return error as AggregationProviderError;
}

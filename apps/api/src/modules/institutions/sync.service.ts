import { type TSyncPart, ZSyncPart } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AggregationProvider } from '../../providers/aggregation/aggregation-provider';
import { AggregationProviderError } from '../../providers/aggregation/aggregation-types';
import { commitWithEvents } from '../../events/commit-with-events';
import { findAccountIdsByProviderId, upsertProviderAccount } from './financial-accounts.repository';
import { type InstitutionRow, findInstitutionById, lockInstitutionErrorCode, updateInstitution } from './institutions.repository';
import { readInvestments, saveInvestments } from './investments-sync';
import { toAccountRow } from './provider-mapping';
import { claimSyncLease, releaseSyncLease } from './sync-lease.repository';
import { decryptToken } from './token-crypto';
import { applyTransactionUpdate, readTransactionUpdate } from './transactions-sync';

export interface SyncDeps {
  db: Db;
  provider: AggregationProvider;
  tokenKey: Buffer;
  today: () => string;
  /** Where the provider sends item webhooks (Plaid needs it on every link token). */
  webhookUrl?: string;
}

/** Errors that mean "the client must log in to the bank again": shown as Refresh Login, not as a failure. */
export const NEEDS_LOGIN_CODES = new Set(['ITEM_LOGIN_REQUIRED', 'PENDING_EXPIRATION']);

const needsLogin = (errorCode: string | null) => errorCode !== null && NEEDS_LOGIN_CODES.has(errorCode);

type SyncPart = TSyncPart;
const SYNC_PARTS = ZSyncPart.options;

export type SyncOutcome =
  | { status: 'synced'; transactions: number }
  /** Some parts could not be read (Plaid down, rate limited, a timeout): those keep their saved data. */
  | { status: 'partial'; transactions: number; failed: SyncPart[]; errorCode: string }
  | { status: 'needs-login'; errorCode: string }
  /** Another sync of this item is running; it was not started. */
  | { status: 'busy' };

/** Longer than any sync takes; a sync cut off mid-way frees the item after this. */
const SYNC_LEASE_MS = 10 * 60_000;

/**
 * Marks an institution as needing a new bank login. The way into that state (not staying there,
 * whichever code follows) is an event, InstitutionLoginExpired (the client is told), recorded in
 * the same transaction, so a sync, a webhook and the sandbox's break all announce it once per breakage.
 */
export async function markNeedsLogin(db: Db, where: { ownerId: string; id: string }, errorCode: string): Promise<void> {
  await commitWithEvents(db, async (tx, events) => {
    const current = await lockInstitutionErrorCode(tx, where);
    if (!current) return;
    await updateInstitution(tx, where, { errorCode });
    if (needsLogin(current.errorCode)) return;
    await events.record({ type: 'InstitutionLoginExpired', ownerId: where.ownerId, institutionId: where.id, errorCode });
  });
}

const isInvestmentAccount = (type: string) => type === 'investment';

/**
 * Runs one part's provider reads. A refusal that is not about the login (a 5xx, a rate limit, a
 * timeout, an unexpected code) marks the part failed instead of counting as "nothing there": only
 * the provider's own "no such product / no accounts" codes mean empty, and the adapter answers those.
 */
function partRunner(failed: SyncPart[], failures: AggregationProviderError[]) {
  return async <T>(part: SyncPart, read: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof AggregationProviderError) || NEEDS_LOGIN_CODES.has(error.code)) throw error;
      failed.push(part);
      failures.push(error);
      return undefined;
    }
  };
}

async function syncUnderLease(deps: SyncDeps, institution: InstitutionRow): Promise<SyncOutcome> {
  const accessToken = decryptToken(deps.tokenKey, institution.accessTokenEncrypted as string);
  const where = { ownerId: institution.userId, id: institution.id };
  const scope = { ownerId: institution.userId, institutionId: institution.id };
  const failed: SyncPart[] = [];
  const failures: AggregationProviderError[] = [];
  const run = partRunner(failed, failures);
  try {
    const [accounts, liabilities] = await Promise.all([
      run('balances', () => deps.provider.getAccounts(accessToken)),
      run('liabilities', () => deps.provider.getLiabilities(accessToken)),
    ]);
    let transactions = 0;
    if (accounts) {
      const byAccount = new Map((liabilities ?? []).map((liability) => [liability.accountId, liability]));
      for (const account of accounts) {
        await upsertProviderAccount(deps.db, toAccountRow(scope, account, byAccount.get(account.accountId), deps.today()), {
          keepDetails: liabilities === undefined,
        });
      }
      const accountIds = await findAccountIdsByProviderId(deps.db, scope);
      const update = await run('transactions', () => readTransactionUpdate(deps.provider, accessToken, institution.transactionsCursor));
      // Applied with its event, TransactionsSynced: the client's transfers are matched again.
      if (update) transactions = await applyTransactionUpdate(deps.db, scope, accountIds, update);
      if (accounts.some((account) => isInvestmentAccount(account.type))) {
        const investments = await run('investments', () => readInvestments(deps.provider, accessToken, deps.today()));
        if (investments) await saveInvestments(deps.db, scope, accountIds, investments);
      }
    } else {
      // Without the accounts nothing else can be placed: the whole sync waits for the next try.
      failed.push(...SYNC_PARTS.filter((part) => !failed.includes(part)));
    }
    const complete = failed.length === 0;
    await commitWithEvents(deps.db, async (tx, events) => {
      // lastSyncedAt moves only on a complete sync; a partial one says which parts are behind.
      await updateInstitution(
        tx,
        where,
        complete ? { errorCode: null, syncIssue: null, lastSyncedAt: new Date() } : { errorCode: null, syncIssue: failed.join(',') },
      );
      // Balances were read: the day's net-worth snapshot follows (a reaction).
      if (accounts)
        await events.record({
          type: 'InstitutionSynced',
          ownerId: scope.ownerId,
          institutionId: scope.institutionId,
          onDate: deps.today(),
          incompleteParts: failed,
        });
    });
    if (complete) return { status: 'synced', transactions };
    return { status: 'partial', transactions, failed, errorCode: failures[0]?.code ?? 'UNKNOWN' };
  } catch (error) {
    if (error instanceof AggregationProviderError && NEEDS_LOGIN_CODES.has(error.code)) {
      await markNeedsLogin(deps.db, where, error.code);
      return { status: 'needs-login', errorCode: error.code };
    }
    throw error;
  }
}

/**
 * Brings one linked institution up to date: accounts and liability details, transactions,
 * holdings; its events' reactions match transfers and write today's net-worth snapshot before it
 * returns. One sync per item at a time: while another runs this answers busy. Idempotent: running
 * it twice changes nothing more.
 */
export async function syncInstitution(deps: SyncDeps, institution: Pick<InstitutionRow, 'id' | 'accessTokenEncrypted'>): Promise<SyncOutcome> {
  if (!institution.accessTokenEncrypted) return { status: 'synced', transactions: 0 };
  if (!(await claimSyncLease(deps.db, institution.id, SYNC_LEASE_MS))) return { status: 'busy' };
  try {
    // Read again under the lease: a sync that just finished moved the cursor.
    const current = await findInstitutionById(deps.db, institution.id);
    if (!current?.accessTokenEncrypted || current.deletedAt) return { status: 'synced', transactions: 0 };
    return await syncUnderLease(deps, current);
  } finally {
    await releaseSyncLease(deps.db, institution.id);
  }
}

const WAIT_STEP_MS = 250;
const WAIT_LIMIT_MS = 60_000;

/**
 * A sync the client is waiting for (link, re-link, Refresh): when another sync of the item is
 * running, it waits for that one and then runs, so what the client sees is at least as new as
 * their click. After a minute it answers busy and the running sync finishes the work.
 */
export async function syncInstitutionWhenFree(deps: SyncDeps, institution: Pick<InstitutionRow, 'id' | 'accessTokenEncrypted'>): Promise<SyncOutcome> {
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    const outcome = await syncInstitution(deps, institution);
    if (outcome.status !== 'busy' || waited >= WAIT_LIMIT_MS) return outcome;
    await sleep(WAIT_STEP_MS);
  }
}

import type { Db } from '@finboard/db';
import { addYears } from '@finboard/domain/calendar';
import type { AggregationProvider } from '../../providers/aggregation/aggregation-provider';
import { AggregationProviderError } from '../../providers/aggregation/aggregation-types';
import { recordNetWorthSnapshot } from '../net-worth/snapshot.service';
import { findAccountIdsByProviderId, upsertProviderAccount } from './financial-accounts.repository';
import { replaceHoldings, upsertInvestmentTransactions } from './holdings.repository';
import { notifyInTransaction } from '../notifications/notify';
import { type InstitutionRow, lockInstitutionErrorCode, updateInstitution } from './institutions.repository';
import { toAccountRow, toCents, toHoldingRow, toTransactionRow } from './provider-mapping';
import { decryptToken } from './token-crypto';
import { carryCategoryFromPending, softDeleteTransactions, upsertTransactions } from './transactions.repository';

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

/**
 * Marks an institution as needing a new bank login. On the way into that state (not while it stays
 * there, whichever code follows) the client is told account_login_required, in the same transaction,
 * so a sync, a webhook and the sandbox's break all announce it once per breakage.
 */
export async function markNeedsLogin(db: Db, where: { ownerId: string; id: string }, errorCode: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockInstitutionErrorCode(tx, where);
    if (!current) return;
    await updateInstitution(tx, where, { errorCode });
    if (needsLogin(current.errorCode)) return;
    await notifyInTransaction(tx, { recipient: { id: where.ownerId, role: 'client' }, type: 'account_login_required', institutionId: where.id, at: new Date() });
  });
}

const isInvestmentAccount = (type: string) => type === 'investment';

async function syncAccounts(deps: SyncDeps, institution: InstitutionRow, accessToken: string) {
  const scope = { ownerId: institution.userId, institutionId: institution.id };
  const [accounts, liabilities] = await Promise.all([
    deps.provider.getAccounts(accessToken),
    deps.provider.getLiabilities(accessToken).catch((error: unknown) => {
      // Some institutions offer no liabilities product; balances alone are still worth keeping.
      if (error instanceof AggregationProviderError && !NEEDS_LOGIN_CODES.has(error.code)) return [];
      throw error;
    }),
  ]);
  const byAccount = new Map(liabilities.map((liability) => [liability.accountId, liability]));
  for (const account of accounts) await upsertProviderAccount(deps.db, toAccountRow(scope, account, byAccount.get(account.accountId), deps.today()));
  return { scope, accountIds: await findAccountIdsByProviderId(deps.db, scope), hasInvestments: accounts.some((account) => isInvestmentAccount(account.type)) };
}

/** /transactions/sync page by page; each page is saved, and the cursor moves only after the last one. */
async function syncTransactions(deps: SyncDeps, institution: InstitutionRow, accessToken: string, accountIds: Map<string, string>) {
  const scope = { ownerId: institution.userId, institutionId: institution.id };
  let cursor = institution.transactionsCursor;
  let count = 0;
  for (;;) {
    const page = await deps.provider.syncTransactions(accessToken, cursor);
    const rows = [...page.added, ...page.modified]
      .filter((transaction) => accountIds.has(transaction.accountId))
      .map((transaction) => toTransactionRow(scope, accountIds.get(transaction.accountId) as string, transaction));
    await deps.db.transaction(async (tx) => {
      await upsertTransactions(tx, rows);
      await softDeleteTransactions(tx, { ...scope, providerIds: page.removed.map((removed) => removed.transactionId) });
    });
    count += rows.length;
    cursor = page.nextCursor;
    if (!page.hasMore) break;
  }
  await carryCategoryFromPending(deps.db, scope);
  await updateInstitution(deps.db, { ownerId: scope.ownerId, id: scope.institutionId }, { transactionsCursor: cursor });
  return count;
}

async function syncInvestments(deps: SyncDeps, institution: InstitutionRow, accessToken: string, accountIds: Map<string, string>) {
  const scope = { ownerId: institution.userId, institutionId: institution.id };
  const { holdings, securities } = await deps.provider.getHoldings(accessToken);
  const securityById = new Map(securities.map((security) => [security.securityId, security]));
  const rows = holdings
    .filter((holding) => accountIds.has(holding.accountId))
    .map((holding) => toHoldingRow(scope, accountIds.get(holding.accountId) as string, holding, securityById.get(holding.securityId)));
  await replaceHoldings(deps.db, scope, rows);
  const today = deps.today();
  const startDate = addYears(today, -2);
  const history = await deps.provider.getInvestmentTransactions(accessToken, { startDate, endDate: today });
  const tickers = new Map(history.securities.map((security) => [security.securityId, security.tickerSymbol]));
  await upsertInvestmentTransactions(
    deps.db,
    history.transactions
      .filter((transaction) => accountIds.has(transaction.accountId))
      .map((transaction) => ({
        id: crypto.randomUUID(),
        userId: scope.ownerId,
        institutionId: scope.institutionId,
        accountId: accountIds.get(transaction.accountId) as string,
        providerTransactionId: transaction.investmentTransactionId,
        providerSecurityId: transaction.securityId,
        tickerSymbol: transaction.securityId ? (tickers.get(transaction.securityId) ?? null) : null,
        date: transaction.date,
        name: transaction.name,
        quantity: transaction.quantity,
        amountCents: toCents(transaction.amount) ?? 0,
        priceCents: toCents(transaction.price) ?? 0,
        feesCents: toCents(transaction.fees),
        type: transaction.type,
        subtype: transaction.subtype,
      })),
  );
}

export type SyncOutcome = { status: 'synced'; transactions: number } | { status: 'needs-login'; errorCode: string };

/**
 * Brings one linked institution up to date: accounts and liability details, transactions,
 * holdings, then today's net-worth snapshot. Idempotent: running it twice changes nothing more.
 */
export async function syncInstitution(deps: SyncDeps, institution: InstitutionRow): Promise<SyncOutcome> {
  if (!institution.accessTokenEncrypted) return { status: 'synced', transactions: 0 };
  const accessToken = decryptToken(deps.tokenKey, institution.accessTokenEncrypted);
  const where = { ownerId: institution.userId, id: institution.id };
  try {
    const { accountIds, hasInvestments } = await syncAccounts(deps, institution, accessToken);
    const transactions = await syncTransactions(deps, institution, accessToken, accountIds);
    if (hasInvestments) await syncInvestments(deps, institution, accessToken, accountIds);
    await updateInstitution(deps.db, where, { errorCode: null, lastSyncedAt: new Date() });
    await recordNetWorthSnapshot(deps.db, institution.userId, deps.today());
    return { status: 'synced', transactions };
  } catch (error) {
    if (error instanceof AggregationProviderError && NEEDS_LOGIN_CODES.has(error.code)) {
      await markNeedsLogin(deps.db, where, error.code);
      return { status: 'needs-login', errorCode: error.code };
    }
    throw error;
  }
}

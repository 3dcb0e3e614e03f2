import { cashFlowMonthlyTotals, type Db, financialAccounts, institutions, transactions } from '@finboard/db';
import { splitIntoWholeMonths } from '@finboard/domain/accounts';
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';

export interface CashFlowBucketScope {
  ownerId: string;
  startDate: string;
  endDate: string;
  accountId?: string;
  institutionIds?: string[];
}

/** Money and count of a range per category type and sign (Plaid's: 1 out, -1 in, 0 neither). */
export interface CashFlowBucket {
  categoryType: string;
  sign: number;
  amountCents: number;
  count: number;
}

const param = (name: string) => sql.placeholder(name);
const ofAccounts = (column: typeof transactions.accountId | typeof cashFlowMonthlyTotals.accountId) => sql`${column} = any(${param('accountIds')}::text[])`;

/** One edge of the range, summed from the transactions (an index-only scan of the covering index). */
function edgeRows(db: Db, edge: 'first' | 'last') {
  const sign = sql<number>`sign(${transactions.amountCents})::smallint`.as('sign');
  return db
    .select({
      categoryType: transactions.categoryType,
      sign,
      amountCents: sql<string>`sum(${transactions.amountCents})`.as('amount_cents'),
      count: sql<string>`count(*)`.as('count'),
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, param('ownerId')),
        gte(transactions.date, param(`${edge}Start`)),
        lte(transactions.date, param(`${edge}End`)),
        isNull(transactions.deletedAt),
        ofAccounts(transactions.accountId),
      ),
    )
    .groupBy(transactions.categoryType, sql`sign(${transactions.amountCents})`);
}

/**
 * Whole months from the trigger-kept monthly totals and the two partial edges from the
 * transactions, in one statement of a fixed shape with no joins (the accounts come as a list),
 * prepared once per database: PostgreSQL plans it once instead of on every request, and a generic
 * plan without joins cannot go wrong on how many rows a range holds.
 */
function prepareBucketsStatement(db: Db) {
  const totals = cashFlowMonthlyTotals;
  const months = db
    .select({
      categoryType: totals.categoryType,
      sign: sql<number>`${totals.sign}`.as('sign'),
      amountCents: sql<string>`sum(${totals.amountCents})`.as('amount_cents'),
      count: sql<string>`sum(${totals.transactionCount})`.as('count'),
    })
    .from(totals)
    .where(
      and(eq(totals.userId, param('ownerId')), gte(totals.month, param('firstMonth')), lte(totals.month, param('lastMonth')), ofAccounts(totals.accountId)),
    )
    .groupBy(totals.categoryType, totals.sign);
  return unionAll(months, edgeRows(db, 'first'), edgeRows(db, 'last')).prepare('cash_flow_buckets');
}

/** The owner's live accounts (their institution live too), with their institution. */
function prepareLiveAccountsStatement(db: Db) {
  return db
    .select({ id: financialAccounts.id, institutionId: financialAccounts.institutionId })
    .from(financialAccounts)
    .innerJoin(institutions, eq(institutions.id, financialAccounts.institutionId))
    .where(and(eq(financialAccounts.userId, param('ownerId')), isNull(financialAccounts.deletedAt), isNull(institutions.deletedAt)))
    .prepare('cash_flow_live_accounts');
}

const statements = new WeakMap<Db, { buckets: ReturnType<typeof prepareBucketsStatement>; liveAccounts: ReturnType<typeof prepareLiveAccountsStatement> }>();

function preparedFor(db: Db) {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = { buckets: prepareBucketsStatement(db), liveAccounts: prepareLiveAccountsStatement(db) };
    statements.set(db, prepared);
  }
  return prepared;
}

// A range that cannot match: an empty part of the split.
const NOTHING = { start: '9999-12-31', end: '0000-01-01' };

/**
 * The range's money and counts per category type and sign: whole months from the monthly totals,
 * the partial months at the edges from the transactions, so a five-year range reads a few thousand
 * rows, not a hundred thousand. Only live accounts of live institutions count, narrowed by the
 * account filters. A bucket may come up to three times (once per part); readers sum.
 */
export async function sumCashFlowBuckets(db: Db, scope: CashFlowBucketScope): Promise<CashFlowBucket[]> {
  const prepared = preparedFor(db);
  const accountIds = (await prepared.liveAccounts.execute({ ownerId: scope.ownerId }))
    .filter(
      (account) => (!scope.accountId || account.id === scope.accountId) && (!scope.institutionIds || scope.institutionIds.includes(account.institutionId)),
    )
    .map((account) => account.id);
  if (accountIds.length === 0) return [];
  const split = splitIntoWholeMonths(scope.startDate, scope.endDate);
  const [first, last] = split.edges;
  const rows = await prepared.buckets.execute({
    ownerId: scope.ownerId,
    accountIds,
    firstMonth: split.months?.first ?? NOTHING.start,
    lastMonth: split.months?.last ?? NOTHING.end,
    firstStart: first?.startDate ?? NOTHING.start,
    firstEnd: first?.endDate ?? NOTHING.end,
    lastStart: last?.startDate ?? NOTHING.start,
    lastEnd: last?.endDate ?? NOTHING.end,
  });
  // bigint sums are strings from pg and numbers from PGlite.
  return rows.map((row) => ({ categoryType: row.categoryType, sign: Number(row.sign), amountCents: Number(row.amountCents), count: Number(row.count) }));
}

import { type Db, financialAccounts, institutions, transactions } from '@finboard/db';
import type { CashFlowBucket } from './cash-flow-buckets.repository';
import { and, type Column, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';

export interface CashFlowScope {
  ownerId: string;
  startDate: string;
  endDate: string;
  accountId?: string;
  institutionIds?: string[];
}

/** The table's filters (spec 02 Cash flow): they narrow the listed rows and their count, never the totals. */
export interface CashFlowListFilters {
  /** Expenses and income leave transfers out; transfers are those of either sign. */
  direction?: 'expenses' | 'income' | 'transfers';
  categoryType?: string;
  search?: string;
}

const TRANSFER = 'transfer';

/** The provider's category a recategorisation moves together: the detailed one, else the primary one. */
export const categoryIdOf = sql<string | null>`coalesce(${transactions.categoryDetailed}, ${transactions.categoryPrimary})`;

/** Plaid's sign convention: positive is money out (expenses), negative money in (income). */
const SIGN_OF_DIRECTION = { expenses: 1, income: -1 } as const;

/** Whether a bucket or row of this sign and category type is on the direction's side. */
function isOnSide(direction: CashFlowListFilters['direction'], sign: number, categoryType: string): boolean {
  if (!direction) return true;
  if (direction === 'transfers') return categoryType === TRANSFER;
  return sign === SIGN_OF_DIRECTION[direction] && categoryType !== TRANSFER;
}

function accountConditions(table: { accountId: Column; institutionId: Column }, { accountId, institutionIds }: CashFlowScope): SQL[] {
  const conditions: SQL[] = [];
  if (accountId) conditions.push(eq(table.accountId, accountId));
  if (institutionIds) conditions.push(inArray(table.institutionId, institutionIds));
  return conditions;
}

/** Live rows only: deleted transactions, and those of deleted accounts or institutions, are left out. */
const liveParents = [isNull(financialAccounts.deletedAt), isNull(institutions.deletedAt)];

/** The owner's live transactions in [startDate, endDate]: the (user_id, date) index narrows the rows. */
function liveTransactionsIn(scope: CashFlowScope, startDate: string, endDate: string): SQL {
  return and(
    eq(transactions.userId, scope.ownerId),
    gte(transactions.date, startDate),
    lte(transactions.date, endDate),
    isNull(transactions.deletedAt),
    ...liveParents,
    ...accountConditions(transactions, scope),
  ) as SQL;
}

/** Case-insensitive search on the merchant name (the name when there is none) or the transaction type. */
function searchCondition(search: string): SQL {
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(ilike(sql`coalesce(${transactions.merchantName}, ${transactions.name})`, pattern), ilike(transactions.transactionType, pattern)) as SQL;
}

function listConditions(scope: CashFlowScope, filters: CashFlowListFilters): SQL {
  const conditions = [liveTransactionsIn(scope, scope.startDate, scope.endDate)];
  if (filters.direction === 'expenses') conditions.push(gt(transactions.amountCents, 0), ne(transactions.categoryType, TRANSFER));
  if (filters.direction === 'income') conditions.push(lt(transactions.amountCents, 0), ne(transactions.categoryType, TRANSFER));
  if (filters.direction === 'transfers') conditions.push(eq(transactions.categoryType, TRANSFER));
  if (filters.categoryType) conditions.push(eq(transactions.categoryType, filters.categoryType));
  if (filters.search) conditions.push(searchCondition(filters.search));
  return and(...conditions) as SQL;
}

/** How many of the buckets' transactions pass the table's direction and category filters (no search). */
export function countInBuckets(buckets: CashFlowBucket[], filters: CashFlowListFilters): number {
  return buckets
    .filter(
      (bucket) => isOnSide(filters.direction, bucket.sign, bucket.categoryType) && (!filters.categoryType || bucket.categoryType === filters.categoryType),
    )
    .reduce((count, bucket) => count + bucket.count, 0);
}

/** The count of listed rows when a search narrows them (the buckets cannot answer that). */
export async function countCashFlowRows(db: Db, scope: CashFlowScope, filters: CashFlowListFilters = {}): Promise<number> {
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(transactions)
    .innerJoin(financialAccounts, eq(financialAccounts.id, transactions.accountId))
    .innerJoin(institutions, eq(institutions.id, transactions.institutionId))
    .where(listConditions(scope, filters));
  return Number(row?.count ?? 0);
}

/** The range's listed transactions, newest first, one page of them. */
export function findCashFlowTransactions(db: Db, scope: CashFlowScope, filters: CashFlowListFilters, { limit, offset }: { limit: number; offset: number }) {
  return db
    .select({
      id: transactions.id,
      amountCents: transactions.amountCents,
      date: transactions.date,
      name: transactions.name,
      merchantName: transactions.merchantName,
      merchantLogoUrl: transactions.merchantLogoUrl,
      accountId: transactions.accountId,
      accountName: financialAccounts.name,
      institutionId: transactions.institutionId,
      transactionType: transactions.transactionType,
      categoryType: transactions.categoryType,
      categoryId: categoryIdOf,
      pending: transactions.pending,
    })
    .from(transactions)
    .innerJoin(financialAccounts, eq(financialAccounts.id, transactions.accountId))
    .innerJoin(institutions, eq(institutions.id, transactions.institutionId))
    .where(listConditions(scope, filters))
    .orderBy(desc(transactions.date), desc(transactions.id))
    .limit(limit)
    .offset(offset);
}

/** One of the owner's live transactions (null for another user's id or a deleted one). */
export async function findLiveTransaction(db: Db, { ownerId, id }: { ownerId: string; id: string }) {
  const [row] = await db
    .select({
      id: transactions.id,
      categoryType: transactions.categoryType,
      categoryId: categoryIdOf,
      categoryPrimary: transactions.categoryPrimary,
      categoryDetailed: transactions.categoryDetailed,
      date: transactions.date,
    })
    .from(transactions)
    .innerJoin(financialAccounts, eq(financialAccounts.id, transactions.accountId))
    .innerJoin(institutions, eq(institutions.id, transactions.institutionId))
    .where(
      and(
        eq(transactions.id, id),
        eq(transactions.userId, ownerId),
        isNull(transactions.deletedAt),
        isNull(financialAccounts.deletedAt),
        isNull(institutions.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * changeCategoryType: the transaction and every live one of the same category id in the range get
 * the new type, locked (category_locked_at) so a sync never undoes the client's choice. Transfers
 * of that category stay transfers: whether money was moved is decided one transaction at a time.
 */
export interface RecategorizeTarget {
  ownerId: string;
  transactionId: string;
  categoryId: string | null;
  startDate: string;
  endDate: string;
  accountId?: string;
  /** 'transaction': this one only; otherwise every transaction of its category in the range (transfers aside). */
  scope?: 'category' | 'transaction';
}

/** The transactions a recategorisation moves: one condition, so its preview and the move itself agree. */
function recategorizeTargets({ ownerId, transactionId, categoryId, startDate, endDate, accountId, scope }: RecategorizeTarget): SQL | undefined {
  const inRange = [eq(transactions.userId, ownerId), gte(transactions.date, startDate), lte(transactions.date, endDate), isNull(transactions.deletedAt)];
  if (accountId) inRange.push(eq(transactions.accountId, accountId));
  const sameCategory =
    categoryId === null || scope === 'transaction' ? undefined : and(...inRange, ne(transactions.categoryType, TRANSFER), sql`${categoryIdOf} = ${categoryId}`);
  return and(eq(transactions.userId, ownerId), or(eq(transactions.id, transactionId), sameCategory));
}

export async function recategorizeTransactions(db: Db, target: RecategorizeTarget & { categoryType: string }): Promise<number> {
  const now = new Date();
  const rows = await db
    .update(transactions)
    .set({ categoryType: target.categoryType, categoryLockedAt: now, updatedAt: now })
    .where(recategorizeTargets(target))
    .returning({ id: transactions.id });
  return rows.length;
}

/** How many transactions a recategorisation would move, and their amounts added up. */
export async function measureRecategorize(db: Db, target: RecategorizeTarget): Promise<{ count: number; amountCents: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, amountCents: sql<string | number>`coalesce(sum(${transactions.amountCents}), 0)` })
    .from(transactions)
    .where(recategorizeTargets(target));
  // bigint sums are strings from pg.
  return { count: Number(row?.count ?? 0), amountCents: Number(row?.amountCents ?? 0) };
}

import { type Db, financialAccounts, institutions, transactions } from '@finboard/db';
import { and, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';

export interface CashFlowScope {
  ownerId: string;
  startDate: string;
  endDate: string;
  accountId?: string;
  institutionIds?: string[];
}

/** The provider's category a recategorisation moves together: the detailed one, else the primary one. */
export const categoryIdOf = sql<string | null>`coalesce(${transactions.categoryDetailed}, ${transactions.categoryPrimary})`;

/**
 * The owner's live transactions in the range: the (user_id, date) index narrows the rows; deleted
 * transactions and those of deleted accounts or institutions are left out by the joins.
 */
function liveInRange({ ownerId, startDate, endDate, accountId, institutionIds }: CashFlowScope): SQL {
  const conditions = [
    eq(transactions.userId, ownerId),
    gte(transactions.date, startDate),
    lte(transactions.date, endDate),
    isNull(transactions.deletedAt),
    isNull(financialAccounts.deletedAt),
    isNull(institutions.deletedAt),
  ];
  if (accountId) conditions.push(eq(transactions.accountId, accountId));
  if (institutionIds) conditions.push(inArray(transactions.institutionId, institutionIds));
  return and(...conditions) as SQL;
}

const joined = (db: Db, columns: Parameters<Db['select']>[0]) =>
  db
    .select(columns)
    .from(transactions)
    .innerJoin(financialAccounts, eq(financialAccounts.id, transactions.accountId))
    .innerJoin(institutions, eq(institutions.id, transactions.institutionId));

const money = (condition: SQL) => sql<string>`coalesce(sum(case when ${condition} then abs(${transactions.amountCents}) else 0 end), 0)`;
const out = sql`${transactions.amountCents} > 0`;
const into = sql`${transactions.amountCents} < 0`;
const ofType = (type: string) => sql`${transactions.categoryType} = ${type}`;

/** Income, expenses and the Budget Insights totals, summed in one SQL pass. */
export async function sumCashFlow(db: Db, scope: CashFlowScope) {
  const [row] = await joined(db, {
    incomeCents: money(into),
    expensesCents: money(out),
    essential: money(sql`${out} and ${ofType('essential')}`),
    nonEssential: money(sql`${out} and ${ofType('non-essential')}`),
    savings: money(sql`${out} and ${ofType('savings')}`),
    incomeEssential: money(sql`${into} and ${ofType('essential')}`),
    incomeNonEssential: money(sql`${into} and ${ofType('non-essential')}`),
    incomeSavings: money(sql`${into} and ${ofType('savings')}`),
    count: sql<string>`count(*)`,
  }).where(liveInRange(scope));
  // bigint sums are strings from pg and numbers from PGlite.
  const n = (value: unknown) => Number(value ?? 0);
  return {
    incomeCents: n(row?.incomeCents),
    expensesCents: n(row?.expensesCents),
    expenseCategories: { essential: n(row?.essential), nonEssential: n(row?.nonEssential), savings: n(row?.savings) },
    incomeCategories: { essential: n(row?.incomeEssential), nonEssential: n(row?.incomeNonEssential), savings: n(row?.incomeSavings) },
    count: n(row?.count),
  };
}

export async function countCashFlow(db: Db, scope: CashFlowScope): Promise<number> {
  const [row] = await joined(db, { count: sql<string>`count(*)` }).where(liveInRange(scope));
  return Number(row?.count ?? 0);
}

/** The range's transactions, newest first, one page of them. */
export function findCashFlowTransactions(db: Db, scope: CashFlowScope, { limit, offset }: { limit: number; offset: number }) {
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
    .where(liveInRange(scope))
    .orderBy(desc(transactions.date), desc(transactions.id))
    .limit(limit)
    .offset(offset);
}

/** One of the owner's live transactions (null for another user's id or a deleted one). */
export async function findLiveTransaction(db: Db, { ownerId, id }: { ownerId: string; id: string }) {
  const [row] = await db
    .select({ id: transactions.id, categoryType: transactions.categoryType, categoryId: categoryIdOf, date: transactions.date })
    .from(transactions)
    .innerJoin(financialAccounts, eq(financialAccounts.id, transactions.accountId))
    .innerJoin(institutions, eq(institutions.id, transactions.institutionId))
    .where(and(eq(transactions.id, id), eq(transactions.userId, ownerId), isNull(transactions.deletedAt), isNull(financialAccounts.deletedAt), isNull(institutions.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * changeCategoryType: the transaction and every live one of the same category id in the range get
 * the new type, locked (category_locked_at) so a sync never undoes the client's choice.
 */
export async function recategorizeTransactions(
  db: Db,
  { ownerId, transactionId, categoryId, categoryType, startDate, endDate, accountId }: {
    ownerId: string;
    transactionId: string;
    categoryId: string | null;
    categoryType: string;
    startDate: string;
    endDate: string;
    accountId?: string;
  },
): Promise<number> {
  const inRange = [eq(transactions.userId, ownerId), gte(transactions.date, startDate), lte(transactions.date, endDate), isNull(transactions.deletedAt)];
  if (accountId) inRange.push(eq(transactions.accountId, accountId));
  const sameCategory = categoryId === null ? undefined : and(...inRange, sql`${categoryIdOf} = ${categoryId}`);
  const now = new Date();
  const rows = await db
    .update(transactions)
    .set({ categoryType, categoryLockedAt: now, updatedAt: now })
    .where(and(eq(transactions.userId, ownerId), or(eq(transactions.id, transactionId), sameCategory)))
    .returning({ id: transactions.id });
  return rows.length;
}

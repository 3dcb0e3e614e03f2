import { type Db, financialAccounts, institutions } from '@finboard/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

/** One owner's accounts on one side (assets or liabilities): how many, and their sum. */
export interface OwnerSideRow {
  userId: string;
  balanceType: string;
  accountCount: number;
  amountCents: number;
}

/** All the owners' accounts of one kind (balance type, account type, subtype): how many, and their sum. */
export interface KindRow {
  balanceType: string;
  accountType: string;
  accountSubtype: string | null;
  accountCount: number;
  amountCents: number;
}

// Keys in the "C" collation: grouping needs equal keys only, and sorting by the database's language
// collation took several times longer than the join itself (bench/advisor-dashboard).
const key = (
  column:
    typeof financialAccounts.userId | typeof financialAccounts.balanceType | typeof financialAccounts.accountType | typeof financialAccounts.accountSubtype,
) => sql<string>`${column} collate "C"`;

/** The statement of a fixed shape (the owners as one array), prepared once per database: planned once, not per request. */
function prepareAccountSums(db: Db) {
  const [userId, balanceType, accountType, accountSubtype] = [
    key(financialAccounts.userId),
    key(financialAccounts.balanceType),
    key(financialAccounts.accountType),
    key(financialAccounts.accountSubtype),
  ];
  return (
    db
      .select({
        userId,
        balanceType,
        accountType,
        accountSubtype,
        isPerOwner: sql<number>`grouping(${accountType})`,
        accountCount: sql<number>`count(*)::int`,
        amountCents: sql<string | number>`sum(${financialAccounts.amountCents})`,
      })
      .from(financialAccounts)
      // An account's institution is always its owner's (they are created together): joining on the owner
      // as well made the planner expect 20 rows of 10,000 and sort them instead of hashing.
      .innerJoin(institutions, and(eq(institutions.id, financialAccounts.institutionId), isNull(institutions.deletedAt)))
      .where(and(sql`${financialAccounts.userId} = any(${sql.placeholder('ownerIds')}::text[])`, isNull(financialAccounts.deletedAt)))
      .groupBy(sql`grouping sets ((${userId}, ${balanceType}), (${balanceType}, ${accountType}, ${accountSubtype}))`)
      .prepare('advisor_dashboard_account_sums')
  );
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareAccountSums>>();

/**
 * The owners' live accounts (of live institutions of their own, as the assets and liabilities pages
 * read them), summed twice in one pass (grouping sets): per owner and side, and per kind over all
 * of them, which the service classifies with the domain's rules. A few rows per owner plus a few
 * dozen: 500 clients of 20 accounts are one statement, never a query per client. The owners travel
 * as one array parameter (a parameter each cost more to build and send than the query took).
 */
export async function findAccountSums(db: Db, { ownerIds }: { ownerIds: readonly string[] }): Promise<{ perOwner: OwnerSideRow[]; perKind: KindRow[] }> {
  if (ownerIds.length === 0) return { perOwner: [], perKind: [] };
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareAccountSums(db);
    prepared.set(db, statement);
  }
  const rows = await statement.execute({ ownerIds: [...ownerIds] });
  // sum() of a bigint is numeric: a string from pg, a number from PGlite.
  const perOwner: OwnerSideRow[] = [];
  const perKind: KindRow[] = [];
  for (const row of rows) {
    const counted = { balanceType: row.balanceType, accountCount: Number(row.accountCount), amountCents: Number(row.amountCents) };
    if (Number(row.isPerOwner) === 1) perOwner.push({ ...counted, userId: row.userId });
    else perKind.push({ ...counted, accountType: row.accountType, accountSubtype: row.accountSubtype });
  }
  return { perOwner, perKind };
}

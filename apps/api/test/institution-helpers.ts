import { financialAccounts, holdings, institutions, investmentTransactions, transactions } from '@finboard/db';
import { and, count, countDistinct, eq, isNull } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * How many rows a linked institution has in each table it fills, for the institution tests (the
 * sandbox's and Plaid's): a sync that changes nothing leaves them, a removal leaves none. Holdings
 * are counted all (`'all'`, so a removal is seen to delete even the ones a sync had removed) or only
 * those still held (`'live'`).
 */
export async function countInstitutionRows(t: TestApp, institutionId: string, { holdingsCounted }: { holdingsCounted: 'all' | 'live' }) {
  const db = t.database.db;
  const n = async (promise: Promise<{ n: number }[]>) => Number((await promise)[0]?.n ?? 0);
  const ofInstitution = eq(holdings.institutionId, institutionId);
  return {
    institutions: await n(db.select({ n: count() }).from(institutions).where(eq(institutions.id, institutionId))),
    accounts: await n(db.select({ n: count() }).from(financialAccounts).where(eq(financialAccounts.institutionId, institutionId))),
    transactions: await n(db.select({ n: count() }).from(transactions).where(eq(transactions.institutionId, institutionId))),
    distinctTransactions: await n(
      db
        .select({ n: countDistinct(transactions.providerTransactionId) })
        .from(transactions)
        .where(eq(transactions.institutionId, institutionId)),
    ),
    liveTransactions: await n(
      db
        .select({ n: count() })
        .from(transactions)
        .where(and(eq(transactions.institutionId, institutionId), isNull(transactions.deletedAt))),
    ),
    holdings: await n(
      db
        .select({ n: count() })
        .from(holdings)
        .where(holdingsCounted === 'live' ? and(ofInstitution, isNull(holdings.deletedAt)) : ofInstitution),
    ),
    investmentTransactions: await n(db.select({ n: count() }).from(investmentTransactions).where(eq(investmentTransactions.institutionId, institutionId))),
  };
}

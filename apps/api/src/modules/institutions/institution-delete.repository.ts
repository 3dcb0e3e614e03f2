import { type Db, financialAccounts, holdings, institutions, investmentTransactions, transactions } from '@finboard/db';
import { and, eq, inArray } from 'drizzle-orm';

const BATCH = 500;

/** Deletes rows of one table for an institution, 500 at a time, so a large history never locks everything at once. */
async function deleteInBatches(
  db: Db,
  table: typeof transactions | typeof investmentTransactions | typeof holdings | typeof financialAccounts,
  scope: { ownerId: string; institutionId: string },
) {
  for (;;) {
    const batch = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.userId, scope.ownerId), eq(table.institutionId, scope.institutionId)))
      .limit(BATCH);
    if (batch.length === 0) return;
    await db.delete(table).where(
      inArray(
        table.id,
        batch.map((row) => row.id),
      ),
    );
    if (batch.length < BATCH) return;
  }
}

/** The institution and everything that came with it, in one transaction: cash flow, holdings, investment history, balances. */
export async function deleteInstitutionCascade(db: Db, scope: { ownerId: string; institutionId: string }) {
  await db.transaction(async (tx) => {
    await deleteInBatches(tx, transactions, scope);
    await deleteInBatches(tx, investmentTransactions, scope);
    await deleteInBatches(tx, holdings, scope);
    await deleteInBatches(tx, financialAccounts, scope);
    await tx.delete(institutions).where(and(eq(institutions.id, scope.institutionId), eq(institutions.userId, scope.ownerId)));
  });
}

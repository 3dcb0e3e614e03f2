import { type Db, financialAccounts } from '@finboard/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notFound } from '../../errors/app-error';

export type FinancialAccountRow = typeof financialAccounts.$inferSelect;
export type NewFinancialAccount = typeof financialAccounts.$inferInsert;

export function findAccounts(db: Db, { ownerId, institutionId }: { ownerId: string; institutionId?: string }): Promise<FinancialAccountRow[]> {
  const conditions = [eq(financialAccounts.userId, ownerId), isNull(financialAccounts.deletedAt)];
  if (institutionId) conditions.push(eq(financialAccounts.institutionId, institutionId));
  return db
    .select()
    .from(financialAccounts)
    .where(and(...conditions));
}

export async function getAccount(db: Db, { ownerId, id }: { ownerId: string; id: string }): Promise<FinancialAccountRow> {
  const [row] = await db
    .select()
    .from(financialAccounts)
    .where(and(eq(financialAccounts.id, id), eq(financialAccounts.userId, ownerId), isNull(financialAccounts.deletedAt)))
    .limit(1);
  if (!row) throw notFound('Account does not exist!');
  return row;
}

export async function insertAccount(db: Db, row: NewFinancialAccount) {
  await db.insert(financialAccounts).values(row);
}

export async function updateAccount(db: Db, { ownerId, id }: { ownerId: string; id: string }, values: Partial<FinancialAccountRow>) {
  await db
    .update(financialAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(financialAccounts.id, id), eq(financialAccounts.userId, ownerId)));
}

/**
 * A provider's account, inserted or refreshed by its provider id. An account the client edited
 * keeps its name and amounts: the sync only refreshes what the client did not touch. One the client
 * deleted stays deleted (deleted records are hidden everywhere, spec 01 §4). With `keepDetails`
 * (the liability details could not be read this time) the saved details stay as they are.
 */
export async function upsertProviderAccount(db: Db, row: NewFinancialAccount & { providerAccountId: string }, { keepDetails = false } = {}) {
  const untouched = <T>(column: unknown, value: T) => sql`case when ${financialAccounts.userEditedAt} is null then ${value} else ${column} end`;
  const { id: _id, userId: _userId, institutionId: _institutionId, ...refresh } = row;
  await db
    .insert(financialAccounts)
    .values(row)
    .onConflictDoUpdate({
      target: [financialAccounts.institutionId, financialAccounts.providerAccountId],
      set: {
        ...refresh,
        name: untouched(financialAccounts.name, sql.raw('excluded.name')),
        amountCents: untouched(financialAccounts.amountCents, sql.raw('excluded.amount_cents')),
        details: keepDetails ? sql`${financialAccounts.details}` : untouched(financialAccounts.details, sql.raw('excluded.details')),
        updatedAt: new Date(),
      },
    });
}

export async function findAccountIdsByProviderId(db: Db, { ownerId, institutionId }: { ownerId: string; institutionId: string }) {
  const rows = await db
    .select({ id: financialAccounts.id, providerAccountId: financialAccounts.providerAccountId })
    .from(financialAccounts)
    .where(and(eq(financialAccounts.userId, ownerId), eq(financialAccounts.institutionId, institutionId), isNull(financialAccounts.deletedAt)));
  // A deleted account is left out, so its transactions and holdings are not brought back either.
  return new Map(rows.filter((row) => row.providerAccountId).map((row) => [row.providerAccountId as string, row.id]));
}

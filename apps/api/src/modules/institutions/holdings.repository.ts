import { type Db, holdings, investmentTransactions } from '@finboard/db';
import { and, eq, notInArray, sql } from 'drizzle-orm';

export type NewHolding = typeof holdings.$inferInsert;

/** The institution's positions as the provider reports them now: refreshed by id, vanished ones hidden. */
export async function replaceHoldings(db: Db, { ownerId, institutionId }: { ownerId: string; institutionId: string }, rows: NewHolding[]) {
  if (rows.length > 0) {
    await db
      .insert(holdings)
      .values(rows)
      .onConflictDoUpdate({
        target: [holdings.accountId, holdings.providerSecurityId],
        set: {
          tickerSymbol: sql.raw('excluded.ticker_symbol'),
          securityName: sql.raw('excluded.security_name'),
          securityType: sql.raw('excluded.security_type'),
          quantity: sql.raw('excluded.quantity'),
          institutionPriceCents: sql.raw('excluded.institution_price_cents'),
          institutionValueCents: sql.raw('excluded.institution_value_cents'),
          costBasisCents: sql.raw('excluded.cost_basis_cents'),
          deletedAt: null,
          updatedAt: new Date(),
        },
      });
  }
  const kept = rows.map((row) => `${row.accountId}|${row.providerSecurityId}`);
  const scope = and(eq(holdings.userId, ownerId), eq(holdings.institutionId, institutionId));
  await db
    .update(holdings)
    .set({ deletedAt: new Date() })
    .where(kept.length > 0 ? and(scope, notInArray(sql`${holdings.accountId} || '|' || ${holdings.providerSecurityId}`, kept)) : scope);
}

export async function upsertInvestmentTransactions(db: Db, rows: (typeof investmentTransactions.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(investmentTransactions)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing({ target: [investmentTransactions.institutionId, investmentTransactions.providerTransactionId] });
  }
}

import { clientOnboarding, type Db, financialAccounts, incomeRecords, spouses, userProfiles } from '@finboard/db';
import { and, eq, isNull } from 'drizzle-orm';

/** The client's own data a plan is computed from: onboarding answers, profile, spouse, income page, liabilities. */
export async function findPlanningData(db: Db, { ownerId }: { ownerId: string }) {
  const [onboarding, profile, spouse, income, liabilities] = await Promise.all([
    db.select().from(clientOnboarding).where(eq(clientOnboarding.userId, ownerId)).limit(1),
    db.select({ dateOfBirth: userProfiles.dateOfBirth, hasSpouse: userProfiles.hasSpouse }).from(userProfiles).where(eq(userProfiles.userId, ownerId)).limit(1),
    db.select().from(spouses).where(eq(spouses.userId, ownerId)).limit(1),
    db.select().from(incomeRecords).where(eq(incomeRecords.userId, ownerId)).limit(1),
    db
      .select({
        id: financialAccounts.id,
        accountType: financialAccounts.accountType,
        accountSubtype: financialAccounts.accountSubtype,
        details: financialAccounts.details,
      })
      .from(financialAccounts)
      .where(and(eq(financialAccounts.userId, ownerId), eq(financialAccounts.balanceType, 'liabilities'), isNull(financialAccounts.deletedAt))),
  ]);
  return { onboarding: onboarding[0] ?? null, profile: profile[0] ?? null, spouse: spouse[0] ?? null, income: income[0] ?? null, liabilities };
}

export type PlanningData = Awaited<ReturnType<typeof findPlanningData>>;

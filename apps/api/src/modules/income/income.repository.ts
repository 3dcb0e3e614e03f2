import { type Db, incomeRecords, insurancePolicies, spouses, userProfiles } from '@finboard/db';
import { eq, sql } from 'drizzle-orm';

export async function findIncome(db: Db, { ownerId }: { ownerId: string }) {
  const [row] = await db.select().from(incomeRecords).where(eq(incomeRecords.userId, ownerId)).limit(1);
  return row ?? null;
}

export async function upsertIncome(db: Db, ownerId: string, values: Omit<typeof incomeRecords.$inferInsert, 'userId'>) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(incomeRecords)
    .values({ userId: ownerId, ...set })
    .onConflictDoUpdate({ target: incomeRecords.userId, set });
}

export function findInsurancePolicies(db: Db, { ownerId }: { ownerId: string }) {
  return db.select().from(insurancePolicies).where(eq(insurancePolicies.userId, ownerId));
}

export async function upsertInsurancePolicy(
  db: Db,
  ownerId: string,
  person: 'self' | 'spouse',
  values: Omit<typeof insurancePolicies.$inferInsert, 'userId' | 'person'>,
) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(insurancePolicies)
    .values({ userId: ownerId, person, ...set })
    .onConflictDoUpdate({ target: [insurancePolicies.userId, insurancePolicies.person], set });
}

type IncomeInfo = { owner: string; employerName: string; annualSalaryCents: number };

/**
 * Writes the Income page's salaries only when it has none: a row is created, or an existing row's
 * empty list filled, in one statement, so a page the client saved meanwhile is never overwritten.
 */
export async function fillIncomeInfosIfEmpty(db: Db, ownerId: string, incomeInfos: IncomeInfo[]) {
  if (incomeInfos.length === 0) return;
  const set = { incomeInfos, updatedAt: new Date() };
  await db
    .insert(incomeRecords)
    .values({ userId: ownerId, ...set })
    .onConflictDoUpdate({ target: incomeRecords.userId, set, setWhere: sql`jsonb_array_length(${incomeRecords.incomeInfos}) = 0` });
}

/** The employer on the profile and the spouse's income: what onboarding's salary is written to the Income page with. */
export async function findEmployerAndSpouseIncome(db: Db, { ownerId }: { ownerId: string }) {
  const [[profile], [spouse]] = await Promise.all([
    db.select({ employer: userProfiles.employer }).from(userProfiles).where(eq(userProfiles.userId, ownerId)).limit(1),
    db.select({ incomeCents: spouses.incomeCents }).from(spouses).where(eq(spouses.userId, ownerId)).limit(1),
  ]);
  return { employer: profile?.employer ?? '', spouseIncomeCents: spouse?.incomeCents ?? 0 };
}

import { type Db, incomeRecords, insurancePolicies } from '@finboard/db';
import { eq } from 'drizzle-orm';

export async function findIncome(db: Db, { ownerId }: { ownerId: string }) {
  const [row] = await db.select().from(incomeRecords).where(eq(incomeRecords.userId, ownerId)).limit(1);
  return row ?? null;
}

export async function upsertIncome(db: Db, ownerId: string, values: Omit<typeof incomeRecords.$inferInsert, 'userId'>) {
  const set = { ...values, updatedAt: new Date() };
  await db.insert(incomeRecords).values({ userId: ownerId, ...set }).onConflictDoUpdate({ target: incomeRecords.userId, set });
}

export function findInsurancePolicies(db: Db, { ownerId }: { ownerId: string }) {
  return db.select().from(insurancePolicies).where(eq(insurancePolicies.userId, ownerId));
}

export async function upsertInsurancePolicy(db: Db, ownerId: string, person: 'self' | 'spouse', values: Omit<typeof insurancePolicies.$inferInsert, 'userId' | 'person'>) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(insurancePolicies)
    .values({ userId: ownerId, person, ...set })
    .onConflictDoUpdate({ target: [insurancePolicies.userId, insurancePolicies.person], set });
}

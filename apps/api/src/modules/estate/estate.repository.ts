import { randomUUID } from 'node:crypto';
import { accountBeneficiaries, type Db, estateDocuments, estateLifeEvents, estatePlans, financialAccounts, institutions } from '@finboard/db';
import type { EstateDocumentKind } from '@finboard/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

type Owner = { ownerId: string };

export async function findEstatePlan(db: Db, { ownerId }: Owner) {
  const [row] = await db.select().from(estatePlans).where(eq(estatePlans.userId, ownerId)).limit(1);
  return row ?? null;
}

export function findEstateDocuments(db: Db, { ownerId }: Owner) {
  return db.select().from(estateDocuments).where(eq(estateDocuments.userId, ownerId));
}

export function findLifeEvents(db: Db, { ownerId }: Owner) {
  return db.select().from(estateLifeEvents).where(eq(estateLifeEvents.userId, ownerId)).orderBy(asc(estateLifeEvents.eventDate), asc(estateLifeEvents.id));
}

/**
 * The owner's accounts beneficiaries may be named for: live ones at a live institution (a removed
 * account's beneficiaries are not shown; deleting it for good removes them by the foreign key).
 */
export function findBeneficiaryAccounts(db: Db, { ownerId }: Owner) {
  return db
    .select({ id: financialAccounts.id, name: financialAccounts.name, institutionName: institutions.name })
    .from(financialAccounts)
    .innerJoin(institutions, and(eq(institutions.id, financialAccounts.institutionId), isNull(institutions.deletedAt)))
    .where(and(eq(financialAccounts.userId, ownerId), isNull(financialAccounts.deletedAt)))
    .orderBy(asc(institutions.name), asc(financialAccounts.name), asc(financialAccounts.id));
}

/** The owner's beneficiaries of the given accounts, in the order they were saved. */
export function findBeneficiaries(db: Db, { ownerId }: Owner, accountIds: string[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(accountBeneficiaries)
    .where(and(eq(accountBeneficiaries.userId, ownerId), inArray(accountBeneficiaries.accountId, accountIds)))
    .orderBy(asc(accountBeneficiaries.position));
}

export async function upsertEstatePlan(db: Db, ownerId: string, values: { executorName: string; trusteeName: string }) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(estatePlans)
    .values({ userId: ownerId, ...set })
    .onConflictDoUpdate({ target: estatePlans.userId, set });
}

export async function upsertEstateDocument(
  db: Db,
  ownerId: string,
  kind: EstateDocumentKind,
  values: Omit<typeof estateDocuments.$inferInsert, 'userId' | 'kind'>,
) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(estateDocuments)
    .values({ userId: ownerId, kind, ...set })
    .onConflictDoUpdate({ target: [estateDocuments.userId, estateDocuments.kind], set });
}

export async function replaceLifeEvents(db: Db, ownerId: string, events: { kind: (typeof estateLifeEvents.$inferInsert)['kind']; eventDate: string }[]) {
  await db.delete(estateLifeEvents).where(eq(estateLifeEvents.userId, ownerId));
  if (events.length > 0) await db.insert(estateLifeEvents).values(events.map((event) => ({ id: randomUUID(), userId: ownerId, ...event })));
}

type BeneficiaryValues = Pick<typeof accountBeneficiaries.$inferInsert, 'accountId' | 'kind' | 'name' | 'shareBasisPoints'>;

export async function replaceBeneficiaries(db: Db, ownerId: string, beneficiaries: BeneficiaryValues[]) {
  await db.delete(accountBeneficiaries).where(eq(accountBeneficiaries.userId, ownerId));
  if (beneficiaries.length > 0) {
    await db
      .insert(accountBeneficiaries)
      .values(beneficiaries.map((beneficiary, position) => ({ id: randomUUID(), userId: ownerId, position, ...beneficiary })));
  }
}

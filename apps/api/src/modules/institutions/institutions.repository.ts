import { type Db, institutions } from '@finboard/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../errors/app-error';

export type InstitutionRow = typeof institutions.$inferSelect;

export async function insertInstitution(db: Db, row: typeof institutions.$inferInsert) {
  await db.insert(institutions).values(row);
}

export function findInstitutions(db: Db, { ownerId }: { ownerId: string }): Promise<InstitutionRow[]> {
  return db
    .select()
    .from(institutions)
    .where(and(eq(institutions.userId, ownerId), isNull(institutions.deletedAt)))
    .orderBy(asc(institutions.createdAt));
}

/** The owner's institution, or NOT_FOUND (also for another user's id). */
export async function getInstitution(db: Db, { ownerId, id }: { ownerId: string; id: string }): Promise<InstitutionRow> {
  const [row] = await db
    .select()
    .from(institutions)
    .where(and(eq(institutions.id, id), eq(institutions.userId, ownerId), isNull(institutions.deletedAt)))
    .limit(1);
  if (!row) throw notFound('Institution does not exist!');
  return row;
}

/** The owner's live institution's error code, its row locked until the transaction ends (null when there is no such row). */
export async function lockInstitutionErrorCode(db: Db, { ownerId, id }: { ownerId: string; id: string }): Promise<{ errorCode: string | null } | null> {
  const [row] = await db
    .select({ errorCode: institutions.errorCode })
    .from(institutions)
    .where(and(eq(institutions.id, id), eq(institutions.userId, ownerId), isNull(institutions.deletedAt)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findInstitutionByItem(db: Db, { provider, itemId }: { provider: string; itemId: string }) {
  const [row] = await db
    .select()
    .from(institutions)
    .where(and(eq(institutions.provider, provider), eq(institutions.providerItemId, itemId)))
    .limit(1);
  return row ?? null;
}

export async function updateInstitution(db: Db, { ownerId, id }: { ownerId: string; id: string }, values: Partial<InstitutionRow>) {
  await db
    .update(institutions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(institutions.id, id), eq(institutions.userId, ownerId)));
}

/** A manual institution of this name, reused when the client adds another manual account to it. */
export async function findManualInstitutionByName(db: Db, { ownerId, name }: { ownerId: string; name: string }) {
  const [row] = await db
    .select()
    .from(institutions)
    .where(and(eq(institutions.userId, ownerId), eq(institutions.isManualRecord, true), eq(institutions.name, name), isNull(institutions.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** By id alone, for background work that starts from an item rather than a signed-in owner. */
export async function findInstitutionById(db: Db, id: string): Promise<InstitutionRow | null> {
  const [row] = await db.select().from(institutions).where(eq(institutions.id, id)).limit(1);
  return row ?? null;
}

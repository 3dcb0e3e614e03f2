import { advisorProfiles, clientOnboarding, type Db, dependents, identityDocuments, spouses, userProfiles, users } from '@finboard/db';
import { and, asc, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm';

export type UserProfileRow = typeof userProfiles.$inferSelect;
export type AdvisorProfileRow = typeof advisorProfiles.$inferSelect;
export type SpouseRow = typeof spouses.$inferSelect;
export type DependentRow = typeof dependents.$inferSelect;
export type IdentityRow = typeof identityDocuments.$inferSelect;

/** An advisor's profile columns but the directory's copy of their listing (listed_on, kept by triggers): not a profile field. */
const { listedOn: _listedOn, ...advisorProfileColumns } = getTableColumns(advisorProfiles);

/** Everything the profile page shows for one user, in parallel reads. */
export async function findProfileRows(db: Db, { ownerId }: { ownerId: string }) {
  const [user, profile, advisor, spouse, dependentRows, identity] = await Promise.all([
    db.select().from(users).where(eq(users.id, ownerId)).limit(1),
    db.select().from(userProfiles).where(eq(userProfiles.userId, ownerId)).limit(1),
    db.select(advisorProfileColumns).from(advisorProfiles).where(eq(advisorProfiles.userId, ownerId)).limit(1),
    db.select().from(spouses).where(eq(spouses.userId, ownerId)).limit(1),
    db.select().from(dependents).where(eq(dependents.userId, ownerId)).orderBy(asc(dependents.position)),
    db.select().from(identityDocuments).where(eq(identityDocuments.userId, ownerId)),
  ]);
  return { user: user[0] ?? null, profile: profile[0] ?? null, advisor: advisor[0] ?? null, spouse: spouse[0] ?? null, dependents: dependentRows, identity };
}

export async function upsertUserProfile(db: Db, ownerId: string, values: Partial<Omit<UserProfileRow, 'userId'>>) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(userProfiles)
    .values({ userId: ownerId, ...set })
    .onConflictDoUpdate({ target: userProfiles.userId, set });
}

export async function upsertAdvisorProfile(db: Db, ownerId: string, values: Partial<Omit<AdvisorProfileRow, 'userId'>>) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(advisorProfiles)
    .values({ userId: ownerId, ...set })
    .onConflictDoUpdate({ target: advisorProfiles.userId, set });
}

export async function replaceSpouse(db: Db, ownerId: string, spouse: Omit<SpouseRow, 'userId'> | null) {
  await db.delete(spouses).where(eq(spouses.userId, ownerId));
  if (spouse) await db.insert(spouses).values({ userId: ownerId, ...spouse });
}

export async function replaceDependents(db: Db, ownerId: string, rows: Omit<DependentRow, 'userId'>[]) {
  await db.delete(dependents).where(eq(dependents.userId, ownerId));
  if (rows.length > 0) await db.insert(dependents).values(rows.map((row) => ({ ...row, userId: ownerId })));
}

export async function upsertIdentitySide(db: Db, ownerId: string, side: 'front' | 'back', values: { fileId?: string | null; expiryDate?: string | null }) {
  await db
    .insert(identityDocuments)
    .values({ userId: ownerId, side, fileId: values.fileId ?? null, expiryDate: values.expiryDate ?? null })
    .onConflictDoUpdate({ target: [identityDocuments.userId, identityDocuments.side], set: values });
}

export async function deleteIdentitySide(db: Db, ownerId: string, side: 'front' | 'back') {
  await db.delete(identityDocuments).where(and(eq(identityDocuments.userId, ownerId), eq(identityDocuments.side, side)));
}

export async function setCompletionDateIfUnset(db: Db, ownerId: string, date: string) {
  await db
    .update(users)
    .set({ completionDate: date, updatedAt: new Date() })
    .where(and(eq(users.id, ownerId), isNull(users.completionDate)));
}

export async function upsertClientOnboarding(db: Db, ownerId: string, values: Partial<Omit<typeof clientOnboarding.$inferInsert, 'userId'>>) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(clientOnboarding)
    .values({ userId: ownerId, ...set })
    .onConflictDoUpdate({ target: clientOnboarding.userId, set });
}

export async function findClientOnboarding(db: Db, { ownerId }: { ownerId: string }) {
  const [row] = await db.select().from(clientOnboarding).where(eq(clientOnboarding.userId, ownerId)).limit(1);
  return row ?? null;
}

/** Whether the advisor's profile is listed: advisor_profiles.listed_on, kept by the triggers of migrations 0010 and 0029. */
export async function hasListedAdvisorProfile(db: Db, advisorId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: advisorProfiles.userId })
    .from(advisorProfiles)
    .where(and(eq(advisorProfiles.userId, advisorId), isNotNull(advisorProfiles.listedOn)))
    .limit(1);
  return row !== undefined;
}

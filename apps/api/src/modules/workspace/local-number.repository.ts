import { advisorPhoneNumbers, type Db } from '@finboard/db';
import { eq } from 'drizzle-orm';

export function findLocalNumber(db: Db, { ownerId }: { ownerId: string }) {
  return db
    .select({ phoneNumber: advisorPhoneNumbers.phoneNumber, friendlyName: advisorPhoneNumbers.friendlyName })
    .from(advisorPhoneNumbers)
    .where(eq(advisorPhoneNumbers.userId, ownerId))
    .then((rows) => rows[0] ?? null);
}

/** The advisor's one number: a new choice replaces the old. */
export async function saveLocalNumber(db: Db, row: typeof advisorPhoneNumbers.$inferInsert): Promise<void> {
  const { userId: _userId, ...changes } = row;
  await db
    .insert(advisorPhoneNumbers)
    .values(row)
    .onConflictDoUpdate({ target: advisorPhoneNumbers.userId, set: { ...changes, createdAt: new Date() } });
}

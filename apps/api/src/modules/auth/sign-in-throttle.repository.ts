import { type Db, signInThrottle } from '@finboard/db';
import type { SignInFailures } from '@finboard/domain';
import { eq } from 'drizzle-orm';

/**
 * The key's failures, locked until the transaction ends, so concurrent attempts on one account are
 * decided one after another (a burst of parallel guesses cannot all pass the check at once).
 */
export async function lockSignInFailures(tx: Db, key: string): Promise<SignInFailures | null> {
  await tx
    .insert(signInThrottle)
    .values({ key, failures: 0, lastFailedAt: new Date(0) })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ failures: signInThrottle.failures, lastFailedAt: signInThrottle.lastFailedAt })
    .from(signInThrottle)
    .where(eq(signInThrottle.key, key))
    .for('update');
  return row && row.failures > 0 ? row : null;
}

export async function saveSignInFailures(tx: Db, key: string, record: SignInFailures): Promise<void> {
  await tx.update(signInThrottle).set(record).where(eq(signInThrottle.key, key));
}

export async function deleteSignInFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
}

import { type Db, signInThrottle } from '@finboard/db';
import { sql } from 'drizzle-orm';

/**
 * As if every account's last failed sign-in had happened at this moment, so the delay it started is
 * still running when the next attempt is sent, however long the attempts took on a busy machine.
 */
export async function failedJustNow(db: Db): Promise<void> {
  await db.update(signInThrottle).set({ lastFailedAt: sql`now()` });
}

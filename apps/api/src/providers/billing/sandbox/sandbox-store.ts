import { billingSandboxObjects, type Db } from '@finboard/db';
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';

/**
 * SQL on billing_sandbox_objects, the sandbox's own state: one row per Stripe-shaped object, its JSON
 * in `data`. `db` may be a transaction; `lock` takes the row until that transaction ends.
 */

export type SandboxObjectType = 'customer' | 'payment_method' | 'subscription' | 'invoice' | 'usage_record' | 'event' | 'idempotency';

export interface StoredObject<T> {
  id: string;
  type: SandboxObjectType;
  customerId: string | null;
  data: T;
  createdSeconds: number;
}

/** Inserts unless the id exists (an idempotent request's second call); true when this call inserted it. */
export async function insertObject<T extends object>(db: Db, object: StoredObject<T>): Promise<boolean> {
  const inserted = await db
    .insert(billingSandboxObjects)
    .values({ ...object, data: object.data as Record<string, unknown> })
    .onConflictDoNothing()
    .returning({ id: billingSandboxObjects.id });
  return inserted.length > 0;
}

export async function findObject<T>(db: Db, type: SandboxObjectType, id: string, options: { lock?: boolean } = {}): Promise<T | null> {
  const query = db
    .select({ data: billingSandboxObjects.data })
    .from(billingSandboxObjects)
    .where(and(eq(billingSandboxObjects.id, id), eq(billingSandboxObjects.type, type)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? (row.data as T) : null;
}

export async function saveObject<T extends object>(db: Db, id: string, data: T): Promise<void> {
  await db
    .update(billingSandboxObjects)
    .set({ data: data as Record<string, unknown> })
    .where(eq(billingSandboxObjects.id, id));
}

export async function deleteObject(db: Db, id: string): Promise<void> {
  await db.delete(billingSandboxObjects).where(eq(billingSandboxObjects.id, id));
}

/** A customer's objects of one type, oldest first. */
export async function listCustomerObjects<T>(db: Db, customerId: string, type: SandboxObjectType): Promise<T[]> {
  const rows = await db
    .select({ data: billingSandboxObjects.data })
    .from(billingSandboxObjects)
    .where(and(eq(billingSandboxObjects.customerId, customerId), eq(billingSandboxObjects.type, type)))
    .orderBy(asc(billingSandboxObjects.createdSeconds), asc(billingSandboxObjects.id));
  return rows.map((row) => row.data as T);
}

/**
 * Subscriptions with something due by `now`: a trial within its end notice, a period that ended, a
 * failed charge to retry. The rest are not opened at all, so a minute's tick costs one indexed read.
 */
export async function listDueSubscriptionIds(db: Db, now: number, trialNoticeSeconds: number): Promise<string[]> {
  const status = sql<string>`${billingSandboxObjects.data}->>'status'`;
  const seconds = (field: string) => sql<number>`(${billingSandboxObjects.data}->>${field})::bigint`;
  const rows = await db
    .select({ id: billingSandboxObjects.id })
    .from(billingSandboxObjects)
    .where(
      and(
        eq(billingSandboxObjects.type, 'subscription'),
        or(
          and(eq(status, 'trialing'), lte(seconds('trial_end'), now + trialNoticeSeconds)),
          and(eq(status, 'active'), lte(seconds('current_period_end'), now)),
          eq(status, 'past_due'),
        ),
      ),
    )
    .orderBy(asc(billingSandboxObjects.createdSeconds), asc(billingSandboxObjects.id));
  return rows.map((row) => row.id);
}

/** Events not yet delivered, oldest first (within a second in no particular order, as Stripe's). */
export async function listPendingEventIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: billingSandboxObjects.id })
    .from(billingSandboxObjects)
    .where(and(eq(billingSandboxObjects.type, 'event'), sql`(${billingSandboxObjects.data}->>'pending_webhooks')::int > 0`))
    .orderBy(asc(billingSandboxObjects.createdSeconds), asc(billingSandboxObjects.id));
  return rows.map((row) => row.id);
}

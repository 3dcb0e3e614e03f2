import { randomUUID } from 'node:crypto';
import { billingAttempts, type Db } from '@finboard/db';
import type { BillingAction, BillingAttemptState } from '@finboard/domain/billing';
import { and, eq, sql } from 'drizzle-orm';

export interface AttemptScope {
  userId: string;
  action: BillingAction;
  attemptKey: string;
}

/** A fresh key for the provider: short (it prefixes meter event identifiers, 100 characters at most at Stripe). */
const newProviderKey = (action: BillingAction) => `${action}:${randomUUID()}`;

const whereAttempt = (scope: AttemptScope) =>
  and(eq(billingAttempts.userId, scope.userId), eq(billingAttempts.action, scope.action), eq(billingAttempts.attemptKey, scope.attemptKey));

/**
 * The provider key for this attempt: the one it already has unless the provider answered that key
 * with an error, then a new one. Both steps are single statements, so two requests of the same
 * attempt at once (a double click) agree on one key, and two retries at once replace it once.
 */
export async function claimProviderKey(db: Db, scope: AttemptScope): Promise<string> {
  const [inserted] = await db
    .insert(billingAttempts)
    .values({ ...scope, providerKey: newProviderKey(scope.action) })
    .onConflictDoNothing()
    .returning({ providerKey: billingAttempts.providerKey });
  if (inserted) return inserted.providerKey;
  const [renewed] = await db
    .update(billingAttempts)
    .set({ providerKey: newProviderKey(scope.action), state: 'pending', updatedAt: sql`now()` })
    .where(and(whereAttempt(scope), eq(billingAttempts.state, 'failed')))
    .returning({ providerKey: billingAttempts.providerKey });
  if (renewed) return renewed.providerKey;
  const [existing] = await db.select({ providerKey: billingAttempts.providerKey }).from(billingAttempts).where(whereAttempt(scope)).limit(1);
  if (!existing) throw new Error('billing attempt vanished while claimed');
  return existing.providerKey;
}

/** Records how the provider answered this key (only that key: a retry may already have replaced it). */
export async function settleProviderKey(db: Db, providerKey: string, state: Exclude<BillingAttemptState, 'pending'>): Promise<void> {
  await db
    .update(billingAttempts)
    .set({ state, updatedAt: sql`now()` })
    .where(eq(billingAttempts.providerKey, providerKey));
}

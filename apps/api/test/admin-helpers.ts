import { randomUUID } from 'node:crypto';
import { billingCustomers, billingInvoices, billingSubscriptions, clientAdvisorLinks, institutions, rowsOf, users } from '@finboard/db';
import type { InvoiceStatus, PaidPlanKey, SubscriptionStatus } from '@finboard/domain/billing';
import { eq, type SQL } from 'drizzle-orm';
import { signUp, type TestApp } from './test-app';

/**
 * A signed-up user made admin (no sign-up makes one), with a session that sees the new role. Marked as
 * having set up two-factor sign-in, which every admin must before the admin api opens (auth-two-factor-policy.test.ts).
 */
export async function signUpAdmin(t: TestApp) {
  const admin = await signUp(t, { role: 'client' });
  await t.database.db.update(users).set({ role: 'admin', twoFactorEnabled: true }).where(eq(users.id, admin.user.id));
  return admin;
}

/** One number from SQL written in the test, to hold the api's figures against. */
export async function countBySql(t: TestApp, query: SQL): Promise<number> {
  const [result] = rowsOf<{ n: number | string }>(await t.database.db.execute(query));
  return Number(result?.n ?? 0);
}

export async function connect(t: TestApp, clientId: string, advisorId: string, status: 'connected' | 'pending' = 'connected', acceptedAt = new Date()) {
  await t.database.db.insert(clientAdvisorLinks).values({
    id: randomUUID(),
    userId: clientId,
    advisorId,
    status,
    requestedBy: 'client',
    source: 'Directory',
    acceptedAt: status === 'connected' ? acceptedAt : null,
  });
}

export async function linkInstitution(t: TestApp, userId: string, errorCode: string | null = null) {
  await t.database.db
    .insert(institutions)
    .values({ id: randomUUID(), userId, provider: 'sandbox', providerItemId: `item-${randomUUID()}`, name: 'Test Bank', errorCode });
}

interface SubscriptionFacts {
  planKey: PaidPlanKey;
  status: SubscriptionStatus;
  provider?: 'sandbox' | 'stripe';
  extraClients?: number;
  trialEnd?: Date | null;
  currentPeriodEnd?: Date | null;
  createdAt?: Date;
}

/** A subscription in the billing mirror, as the provider's answer would have written it. */
export async function addSubscription(t: TestApp, userId: string, facts: SubscriptionFacts) {
  const now = new Date();
  const id = `sub_${randomUUID().replace(/-/g, '')}`;
  const provider = facts.provider ?? 'sandbox';
  await t.database.db
    .insert(billingCustomers)
    .values({ userId, provider, customerId: `cus_${userId.replace(/-/g, '')}` })
    .onConflictDoNothing();
  await t.database.db.insert(billingSubscriptions).values({
    id,
    userId,
    provider,
    customerId: `cus_${userId.replace(/-/g, '')}`,
    planKey: facts.planKey,
    status: facts.status,
    extraClients: facts.extraClients ?? 0,
    trialEnd: facts.trialEnd ?? null,
    currentPeriodStart: now,
    currentPeriodEnd: facts.currentPeriodEnd ?? new Date(now.getTime() + 30 * 86_400_000),
    createdAt: facts.createdAt ?? now,
    fetchedAt: now,
  });
  return id;
}

export async function addInvoice(
  t: TestApp,
  userId: string,
  facts: { status: InvoiceStatus; amountCents: number; attemptCount?: number; nextPaymentAttempt?: Date | null },
) {
  const id = `in_${randomUUID().replace(/-/g, '')}`;
  const now = new Date();
  await t.database.db.insert(billingInvoices).values({
    id,
    userId,
    number: `INV-${id.slice(3, 9)}`,
    createdAt: now,
    amountDueCents: facts.amountCents,
    amountPaidCents: facts.status === 'paid' ? facts.amountCents : 0,
    status: facts.status,
    attemptCount: facts.attemptCount ?? 0,
    nextPaymentAttempt: facts.nextPaymentAttempt ?? null,
    fetchedAt: now,
  });
  return id;
}

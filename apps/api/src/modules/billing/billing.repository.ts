import {
  billingCustomers,
  billingEvents,
  billingInvoices,
  billingPaymentMethods,
  billingSubscriptions,
  clientAdvisorLinks,
  type Db,
  users,
} from '@finboard/db';
import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;
export type PaymentMethodRow = typeof billingPaymentMethods.$inferSelect;

export async function findCustomerId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ customerId: billingCustomers.customerId }).from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
  return row?.customerId ?? null;
}

/** Keeps the first customer stored for a user (two requests at once make one row; the provider's idempotency makes one customer). */
export async function saveCustomer(db: Db, row: { userId: string; provider: string; customerId: string }): Promise<string> {
  await db.insert(billingCustomers).values(row).onConflictDoNothing({ target: billingCustomers.userId });
  return (await findCustomerId(db, row.userId)) ?? row.customerId;
}

export async function findUserIdOfCustomer(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db.select({ userId: billingCustomers.userId }).from(billingCustomers).where(eq(billingCustomers.customerId, customerId)).limit(1);
  return row?.userId ?? null;
}

/** An older read of the provider's object never overwrites a newer one (webhooks arrive in any order). */
export async function upsertSubscription(db: Db, row: typeof billingSubscriptions.$inferInsert): Promise<void> {
  const { id: _id, userId: _userId, createdAt: _createdAt, ...changes } = row;
  await db
    .insert(billingSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: billingSubscriptions.id, set: changes, setWhere: lt(billingSubscriptions.fetchedAt, row.fetchedAt) });
}

/** The user's newest subscription, live or ended. */
export async function findLatestSubscription(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .orderBy(desc(billingSubscriptions.createdAt), desc(billingSubscriptions.id))
    .limit(1);
  return row ?? null;
}

/** Every subscription the user has had (a handful at most), newest first. */
export function findSubscriptionsOf(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .orderBy(desc(billingSubscriptions.createdAt), desc(billingSubscriptions.id));
}

export async function findSubscriptionStatus(db: Db, userId: string): Promise<string | null> {
  return (await findLatestSubscription(db, userId))?.status ?? null;
}

export async function savePaymentMethod(db: Db, row: typeof billingPaymentMethods.$inferInsert): Promise<void> {
  const { userId: _userId, ...changes } = row;
  await db.insert(billingPaymentMethods).values(row).onConflictDoUpdate({ target: billingPaymentMethods.userId, set: changes });
}

export async function findPaymentMethod(db: Db, userId: string): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(billingPaymentMethods).where(eq(billingPaymentMethods.userId, userId)).limit(1);
  return row ?? null;
}

export async function upsertInvoice(db: Db, row: typeof billingInvoices.$inferInsert): Promise<void> {
  const { id: _id, userId: _userId, ...changes } = row;
  await db
    .insert(billingInvoices)
    .values(row)
    .onConflictDoUpdate({ target: billingInvoices.id, set: changes, setWhere: lt(billingInvoices.fetchedAt, row.fetchedAt) });
}

/** The newest invoices first (two years of monthly ones). */
export async function listInvoicesOf(db: Db, userId: string, limit = 24): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id))
    .limit(limit);
}

export async function findInvoiceOf(db: Db, { userId, invoiceId }: { userId: string; invoiceId: string }): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The subscription's newest open invoice (a failed renewal or plan change waiting to be paid), if any. */
export async function findOpenInvoiceOf(db: Db, { userId, subscriptionId }: { userId: string; subscriptionId: string }): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.userId, userId), eq(billingInvoices.subscriptionId, subscriptionId), eq(billingInvoices.status, 'open')))
    .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id))
    .limit(1);
  return row ?? null;
}

/** Claims a webhook event by its id; false when it was received before (a replay or a concurrent delivery). */
export async function claimEvent(db: Db, event: { eventId: string; provider: string; type: string; createdSeconds: number }): Promise<boolean> {
  const rows = await db.insert(billingEvents).values(event).onConflictDoNothing().returning({ eventId: billingEvents.eventId });
  return rows.length > 0;
}

export async function markEventProcessed(db: Db, eventId: string, at: Date): Promise<void> {
  await db.update(billingEvents).set({ processedAt: at }).where(eq(billingEvents.eventId, eventId));
}

export async function setUserPlan(db: Db, userId: string, plan: 'free' | 'paid'): Promise<void> {
  await db.update(users).set({ plan, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findBillingUser(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      plan: users.plan,
      parentId: users.parentId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Connected links on either side: an advisor's clients, or a client's advisors. */
export async function countConnectedLinks(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(clientAdvisorLinks)
    .where(and(eq(clientAdvisorLinks.status, 'connected'), or(eq(clientAdvisorLinks.userId, userId), eq(clientAdvisorLinks.advisorId, userId))));
  return Number(row?.n ?? 0);
}

/** A user's connected links on each side, in one read: as a client (their advisors) and as an advisor (their clients). */
export async function countConnectedLinksBySide(db: Db, userId: string): Promise<{ asClient: number; asAdvisor: number }> {
  const [row] = await db
    .select({
      asClient: sql<number>`count(*) filter (where ${clientAdvisorLinks.userId} = ${userId})::int`,
      asAdvisor: sql<number>`count(*) filter (where ${clientAdvisorLinks.advisorId} = ${userId})::int`,
    })
    .from(clientAdvisorLinks)
    .where(and(eq(clientAdvisorLinks.status, 'connected'), or(eq(clientAdvisorLinks.userId, userId), eq(clientAdvisorLinks.advisorId, userId))));
  return { asClient: Number(row?.asClient ?? 0), asAdvisor: Number(row?.asAdvisor ?? 0) };
}

export async function countSubAccounts(db: Db, parentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.parentId, parentId));
  return Number(row?.n ?? 0);
}

export async function listSubAccounts(db: Db, parentId: string, { limit, offset }: { limit: number; offset: number }) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.parentId, parentId))
    .orderBy(users.createdAt, users.id)
    .limit(limit)
    .offset(offset);
}

/** Deletes the advisor's sub-advisor accounts (their sessions, profiles and links go with them by cascade). */
/** Deletes one sub-advisor of this parent (the condition on the parent is the ownership check); false when none. */
export async function deleteSubAccount(db: Db, parentId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, id), eq(users.parentId, parentId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function deleteSubAccounts(db: Db, parentId: string): Promise<string[]> {
  const rows = await db.delete(users).where(eq(users.parentId, parentId)).returning({ id: users.id });
  return rows.map((row) => row.id);
}

/**
 * Makes a new advisor the sub-advisor of a primary one while the primary has fewer than `allowance`,
 * under a lock on the primary's row so two sign-ups at once cannot both take the last place.
 */
export async function attachSubAccountWithin(
  db: Db,
  { userId, parentId, allowance }: { userId: string; parentId: string; allowance: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The primary's row is the lock: two sub-advisors joining at once are counted one after the other
    // (a count in the UPDATE alone sees neither under READ COMMITTED, and both would pass).
    await tx.execute(sql`select id from ${users} where id = ${parentId} for update`);
    const updated = await tx
      .update(users)
      .set({ parentId, updatedAt: new Date() })
      .where(and(eq(users.id, userId), sql`(select count(*) from ${users} as siblings where siblings.parent_id = ${parentId}) < ${allowance}`))
      .returning({ id: users.id });
    return updated.length > 0;
  });
}

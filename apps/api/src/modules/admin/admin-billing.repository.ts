import { billingCustomers, billingInvoices, billingSubscriptions, type Db, users } from '@finboard/db';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';

export async function countSubscriptionsByStatus(db: Db) {
  return db.select({ status: billingSubscriptions.status, n: count() }).from(billingSubscriptions).groupBy(billingSubscriptions.status);
}

/** Subscriptions that pay or are in their trial (domain business figures), with when they start(ed) paying: the trial's end, else their creation. */
export function findPayingSubscriptions(db: Db) {
  return db
    .select({
      planKey: billingSubscriptions.planKey,
      status: billingSubscriptions.status,
      extraClients: billingSubscriptions.extraClients,
      paidSince: sql<Date>`coalesce(${billingSubscriptions.trialEnd}, ${billingSubscriptions.createdAt})`.mapWith(billingSubscriptions.createdAt),
    })
    .from(billingSubscriptions)
    .where(sql`${billingSubscriptions.status} in ('active', 'past_due', 'trialing')`);
}

/** Invoices by outcome: paid, open (not yet paid, no failed charge), failed (open with a failed attempt, or uncollectible). */
export async function countInvoicesByOutcome(db: Db): Promise<{ paid: number; open: number; failed: number }> {
  const [row] = await db
    .select({
      paid: sql<number>`count(*) filter (where ${billingInvoices.status} = 'paid')`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${billingInvoices.status} = 'open' and ${billingInvoices.attemptCount} = 0)`.mapWith(Number),
      failed:
        sql<number>`count(*) filter (where (${billingInvoices.status} = 'open' and ${billingInvoices.attemptCount} > 0) or ${billingInvoices.status} = 'uncollectible')`.mapWith(
          Number,
        ),
    })
    .from(billingInvoices);
  return { paid: row?.paid ?? 0, open: row?.open ?? 0, failed: row?.failed ?? 0 };
}

const invoiceColumns = {
  id: billingInvoices.id,
  userId: billingInvoices.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  number: billingInvoices.number,
  createdAt: billingInvoices.createdAt,
  amountDueCents: billingInvoices.amountDueCents,
  amountPaidCents: billingInvoices.amountPaidCents,
  status: billingInvoices.status,
  attemptCount: billingInvoices.attemptCount,
  nextPaymentAttempt: billingInvoices.nextPaymentAttempt,
  provider: billingCustomers.provider,
};

export type AdminInvoiceRow = Awaited<ReturnType<typeof findRecentInvoices>>[number];

export function findRecentInvoices(db: Db, limit: number) {
  return db
    .select(invoiceColumns)
    .from(billingInvoices)
    .innerJoin(users, eq(users.id, billingInvoices.userId))
    .leftJoin(billingCustomers, eq(billingCustomers.userId, billingInvoices.userId))
    .orderBy(desc(billingInvoices.createdAt))
    .limit(limit);
}

/** Open invoices whose charge failed at least once, the next retry first. */
export function findFailedPayments(db: Db, limit: number) {
  return db
    .select(invoiceColumns)
    .from(billingInvoices)
    .innerJoin(users, eq(users.id, billingInvoices.userId))
    .leftJoin(billingCustomers, eq(billingCustomers.userId, billingInvoices.userId))
    .where(and(eq(billingInvoices.status, 'open'), gt(billingInvoices.attemptCount, 0)))
    .orderBy(sql`${billingInvoices.nextPaymentAttempt} asc nulls last`, desc(billingInvoices.createdAt))
    .limit(limit);
}

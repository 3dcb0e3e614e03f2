import { billingInvoices, billingSubscriptions, type Db, users } from '@finboard/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { withinProductDays } from './product-day.sql';

const inRange = withinProductDays;

const person = { userId: users.id, firstName: users.firstName, lastName: users.lastName };

/** Trials whose end falls in the range (ended or still to end). */
export function findTrialEnds(db: Db, startDate: string, endDate: string) {
  return db
    .select({ ...person, at: billingSubscriptions.trialEnd, planKey: billingSubscriptions.planKey, status: billingSubscriptions.status })
    .from(billingSubscriptions)
    .innerJoin(users, eq(users.id, billingSubscriptions.userId))
    .where(inRange(billingSubscriptions.trialEnd, startDate, endDate))
    .orderBy(asc(billingSubscriptions.trialEnd));
}

/** Paying subscriptions whose current period ends in the range and will renew (not cancelling). */
export function findRenewals(db: Db, startDate: string, endDate: string) {
  return db
    .select({ ...person, at: billingSubscriptions.currentPeriodEnd, planKey: billingSubscriptions.planKey, extraClients: billingSubscriptions.extraClients })
    .from(billingSubscriptions)
    .innerJoin(users, eq(users.id, billingSubscriptions.userId))
    .where(
      and(
        inArray(billingSubscriptions.status, ['active', 'past_due']),
        eq(billingSubscriptions.cancelAtPeriodEnd, false),
        inRange(billingSubscriptions.currentPeriodEnd, startDate, endDate),
      ),
    )
    .orderBy(asc(billingSubscriptions.currentPeriodEnd));
}

/** Open invoices the provider will charge again within the range. */
export function findPaymentRetries(db: Db, startDate: string, endDate: string) {
  return db
    .select({
      ...person,
      at: billingInvoices.nextPaymentAttempt,
      amountDueCents: billingInvoices.amountDueCents,
      subscriptionId: billingInvoices.subscriptionId,
    })
    .from(billingInvoices)
    .innerJoin(users, eq(users.id, billingInvoices.userId))
    .where(and(eq(billingInvoices.status, 'open'), inRange(billingInvoices.nextPaymentAttempt, startDate, endDate)))
    .orderBy(asc(billingInvoices.nextPaymentAttempt));
}

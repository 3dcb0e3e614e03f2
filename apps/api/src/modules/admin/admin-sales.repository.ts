import { billingSubscriptions, type Db, users } from '@finboard/db';
import { and, count, isNotNull, lte, sql } from 'drizzle-orm';
import { productDayOf, withinProductDays } from './product-day.sql';

const within = withinProductDays;

/**
 * Where a user came from: their registration link's source (an advisor's link names one; the
 * directory's connect flow says Directory), an advisor's link without one, or nothing (Direct).
 */
const sourceOf = sql<string>`coalesce(nullif(${users.registrationContext} ->> 'source', ''), case when ${users.registrationContext} ? 'advisor' then 'Advisor link' else 'Direct' end)`;

export async function countSignUpsBySource(db: Db, startDate: string, endDate: string) {
  return db
    .select({
      source: sourceOf,
      signUps: count(),
      clients: sql<number>`count(*) filter (where ${users.role} = 'client')`.mapWith(Number),
      advisors: sql<number>`count(*) filter (where ${users.role} = 'advisor')`.mapWith(Number),
      // The rest, so the three columns add up to the sign-ups: no role chosen yet (a social sign-in), or an admin now.
      others: sql<number>`count(*) filter (where ${users.role} is null or ${users.role} not in ('client', 'advisor'))`.mapWith(Number),
    })
    .from(users)
    .where(within(users.createdAt, startDate, endDate))
    .groupBy(sourceOf)
    .orderBy(sql`count(*) desc`, sourceOf);
}

/** When a subscription started paying: the end of its trial, or its creation for a plan without one. */
const paidSince = sql`coalesce(${billingSubscriptions.trialEnd}, ${billingSubscriptions.createdAt})`;

/** Conversions per product day: subscriptions that pay now, by the day they started paying. */
export async function countConversionsByDay(db: Db, startDate: string, endDate: string): Promise<Map<string, number>> {
  const day = productDayOf(paidSince);
  const rows = await db
    .select({ date: day, n: count() })
    .from(billingSubscriptions)
    .where(and(sql`${billingSubscriptions.status} in ('active', 'past_due')`, within(paidSince, startDate, endDate)))
    .groupBy(day);
  return new Map(rows.map((row) => [row.date, row.n]));
}

/** The subscriptions that started paying in the range and pay now: their plan, status and extra clients (the domain's figures sum them). */
export function findConversions(db: Db, startDate: string, endDate: string) {
  return db
    .select({ planKey: billingSubscriptions.planKey, status: billingSubscriptions.status, extraClients: billingSubscriptions.extraClients })
    .from(billingSubscriptions)
    .where(and(sql`${billingSubscriptions.status} in ('active', 'past_due')`, within(paidSince, startDate, endDate)));
}

/** Trials that ended in the range (before `now`), and how many of those pay now. */
export async function countEndedTrials(db: Db, startDate: string, endDate: string, now: Date): Promise<{ ended: number; converted: number }> {
  const [row] = await db
    .select({
      ended: count(),
      converted: sql<number>`count(*) filter (where ${billingSubscriptions.status} in ('active', 'past_due'))`.mapWith(Number),
    })
    .from(billingSubscriptions)
    .where(and(isNotNull(billingSubscriptions.trialEnd), within(billingSubscriptions.trialEnd, startDate, endDate), lte(billingSubscriptions.trialEnd, now)));
  return { ended: row?.ended ?? 0, converted: row?.converted ?? 0 };
}

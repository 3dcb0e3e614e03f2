import { billingSubscriptions, clientAdvisorLinks, type Db, institutions, users } from '@finboard/db';
import { and, count, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { productDayOf, withinProductDays } from './product-day.sql';

/** Reporting reads over the tables of several modules: counts only, never a row of anyone's data. */

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Users of a role, not suspended, who started a session since `since`. */
export async function countActiveUsers(db: Db, role: 'client' | 'advisor', since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, role), isNull(users.suspendedAt), gte(users.lastActiveAt, since)));
  return row?.n ?? 0;
}

export async function countLinksByStatus(db: Db): Promise<{ connected: number; pending: number }> {
  const rows = await db
    .select({ status: clientAdvisorLinks.status, n: count() })
    .from(clientAdvisorLinks)
    .where(inArray(clientAdvisorLinks.status, ['connected', 'pending']))
    .groupBy(clientAdvisorLinks.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { connected: of('connected'), pending: of('pending') };
}

/** Linked (not manual, not deleted) institutions, and those whose provider asks the user to log in again. */
export async function countLinkedInstitutions(db: Db, needsLoginCodes: readonly string[]): Promise<{ linked: number; needingLogin: number }> {
  const [row] = await db
    .select({
      linked: count(),
      needingLogin: sql<number>`count(*) filter (where ${inArray(institutions.errorCode, [...needsLoginCodes])})`.mapWith(Number),
    })
    .from(institutions)
    .where(and(isNull(institutions.deletedAt), ne(institutions.provider, 'manual'), eq(institutions.isManualRecord, false)));
  return { linked: row?.linked ?? 0, needingLogin: row?.needingLogin ?? 0 };
}

export async function countTrialsEnding(db: Db, startDate: string, endDate: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.status, 'trialing'), withinProductDays(billingSubscriptions.trialEnd, startDate, endDate)));
  return row?.n ?? 0;
}

/** Sign-ups per product day in the range (days without any are absent). */
export async function countSignUpsByDay(db: Db, startDate: string, endDate: string): Promise<Map<string, number>> {
  const day = productDayOf(users.createdAt);
  const rows = await db
    .select({ date: day, n: count() })
    .from(users)
    .where(withinProductDays(users.createdAt, startDate, endDate))
    .groupBy(day);
  return new Map(rows.map((row) => [row.date, row.n]));
}

/** Connections accepted per product day in the range (whatever became of them since). */
export async function countConnectionsByDay(db: Db, startDate: string, endDate: string): Promise<Map<string, number>> {
  const day = productDayOf(clientAdvisorLinks.acceptedAt);
  const rows = await db
    .select({ date: day, n: count() })
    .from(clientAdvisorLinks)
    .where(withinProductDays(clientAdvisorLinks.acceptedAt, startDate, endDate))
    .groupBy(day);
  return new Map(rows.map((row) => [row.date, row.n]));
}

/** The plan, status and extra clients of subscriptions that pay or are in their trial: the domain's business figures sum these. */
export function findRevenueSubscriptions(db: Db) {
  return db
    .select({ planKey: billingSubscriptions.planKey, status: billingSubscriptions.status, extraClients: billingSubscriptions.extraClients })
    .from(billingSubscriptions)
    .where(inArray(billingSubscriptions.status, ['active', 'past_due', 'trialing']));
}

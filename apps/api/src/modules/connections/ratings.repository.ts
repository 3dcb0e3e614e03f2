import { advisorRatings, type Db } from '@finboard/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

/** Per advisor: how many clients rated them and the sum of their half-stars. */
export async function findRatingTotals(db: Db, advisorIds: readonly string[]) {
  if (advisorIds.length === 0) return [];
  return db
    .select({
      advisorId: advisorRatings.advisorId,
      halfStars: sql<number>`sum(${advisorRatings.halfStars})::integer`,
      count: sql<number>`count(*)::integer`,
    })
    .from(advisorRatings)
    .where(inArray(advisorRatings.advisorId, [...advisorIds]))
    .groupBy(advisorRatings.advisorId);
}

/** A client's own ratings of these advisors. */
export async function findRatingsByClient(db: Db, { clientId, advisorIds }: { clientId: string; advisorIds: readonly string[] }) {
  if (advisorIds.length === 0) return [];
  return db
    .select({ advisorId: advisorRatings.advisorId, halfStars: advisorRatings.halfStars })
    .from(advisorRatings)
    .where(and(eq(advisorRatings.userId, clientId), inArray(advisorRatings.advisorId, [...advisorIds])));
}

/** One rating per client and advisor: rating again replaces it. */
export async function upsertRating(db: Db, { clientId, advisorId, halfStars }: { clientId: string; advisorId: string; halfStars: number }) {
  await db
    .insert(advisorRatings)
    .values({ advisorId, userId: clientId, halfStars })
    .onConflictDoUpdate({ target: [advisorRatings.advisorId, advisorRatings.userId], set: { halfStars, updatedAt: new Date() } });
}

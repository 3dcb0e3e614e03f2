import type { TRateAdvisorResponse, TRatingSummary } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { halfStarsOf, starsOfHalfStars } from '@finboard/domain';
import type { Actor } from '../../access/actor';
import { requireConnectionParty } from '../../access/connection-access';
import { notFound } from '../../errors/app-error';
import { isOrWasConnected } from './connections.service';
import { findRatingsByClient, findRatingTotals, upsertRating } from './ratings.repository';

const NO_RATINGS: TRatingSummary = { average: null, count: 0 };

/** An advisor's ratings from their totals: the average in stars (to two decimals; cards round it to a half star) and the count. */
export function ratingSummaryOf(totals: { count: number; halfStars: number | null }): TRatingSummary {
  if (totals.count === 0 || totals.halfStars === null) return NO_RATINGS;
  return { average: Math.round((starsOfHalfStars(totals.halfStars) / totals.count) * 100) / 100, count: totals.count };
}

/** Each advisor's ratings (ratingSummaryOf). */
export async function ratingSummariesOf(db: Db, advisorIds: readonly string[]): Promise<Map<string, TRatingSummary>> {
  const totals = await findRatingTotals(db, advisorIds);
  const summaries = new Map(advisorIds.map((id) => [id, NO_RATINGS]));
  for (const row of totals) summaries.set(row.advisorId, ratingSummaryOf(row));
  return summaries;
}

/** A client's own ratings of these advisors, in stars. */
export async function clientRatingsOf(db: Db, clientId: string, advisorIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await findRatingsByClient(db, { clientId, advisorIds });
  return new Map(rows.map((row) => [row.advisorId, starsOfHalfStars(row.halfStars)]));
}

/**
 * A client rates an advisor they are or were connected to; rating again replaces their rating.
 * Anyone else's advisor (never connected, only requested, unknown) is not found, as another
 * user's data always is.
 */
export async function rateAdvisor(db: Db, actor: Actor, advisorId: string, stars: number): Promise<TRateAdvisorResponse> {
  const client = requireConnectionParty(actor, 'client');
  if (!(await isOrWasConnected(db, { clientId: client.userId, advisorId }))) throw notFound('Advisor not found');
  const halfStars = halfStarsOf(stars);
  await upsertRating(db, { clientId: client.userId, advisorId, halfStars });
  const summaries = await ratingSummariesOf(db, [advisorId]);
  return { stars: starsOfHalfStars(halfStars), rating: summaries.get(advisorId) ?? NO_RATINGS };
}

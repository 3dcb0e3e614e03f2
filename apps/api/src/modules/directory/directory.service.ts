import type { TAdvisorSearchParams, TAdvisorSearchResponse, TPublicAdvisorCard, TPublicAdvisorProfileResponse, TZipPlaceResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { boundingBox, DEFAULT_SEARCH_RADIUS_MILES } from '@finboard/domain';
import type { Actor } from '../../access/actor';
import { notFound } from '../../errors/app-error';
import type { ReuseCache } from '../../platform/reuse-cache';
import { findLiveConnectionsOfClient } from '../connections/connections.service';
import { findPublicAdvisorProfile } from '../profile/profile.service';
import { type AdvisorSearch, findListedAdvisor, findListedAdvisors, type ListedAdvisorRow } from './directory.repository';
import { toPublicAdvisorCard, toPublicAdvisorProfile } from './public-advisor-mapper';
import { ratingSummaryOf } from '../connections/ratings.service';
import { placeOfZip } from './zip-places';

/** One page of listed advisors and how many there are in all: what the search cache keeps. */
export type ListedAdvisorsPage = Awaited<ReturnType<typeof findListedAdvisors>>;

/** A search's identity for the cache: every value that changes its rows (the place is the ZIP code's). */
function cacheKeyOf(query: TAdvisorSearchParams, search: AdvisorSearch): string {
  const sorted = (values: readonly string[]) => [...values].sort();
  return JSON.stringify([
    query.zip ?? null,
    search.near?.radiusMiles ?? null,
    sorted(search.categories),
    sorted(search.clientTypes),
    search.limit,
    search.offset,
  ]);
}

const ADVISOR_NOT_FOUND = 'Advisor not found';

/** Cards for these rows: each with its ratings (read with the row) and, for a signed-in client, their own live link. */
async function toCards(db: Db, actor: Actor | null, rows: ListedAdvisorRow[]): Promise<TPublicAdvisorCard[]> {
  const links =
    actor?.role === 'client' && rows.length > 0
      ? await findLiveConnectionsOfClient(
          db,
          actor.userId,
          rows.map((row) => row.id),
        )
      : [];
  return rows.map((row) =>
    toPublicAdvisorCard(
      row,
      ratingSummaryOf({ count: row.ratingCount, halfStars: row.ratingHalfStars }),
      links.find((link) => link.advisorId === row.id) ?? null,
    ),
  );
}

/**
 * The directory search. With a ZIP code: the listed advisors within the radius, nearest first (an
 * unknown ZIP code answers an empty list, marked as unknown). Without: every listed advisor,
 * longest-standing first (spec 01 §9). Categories and client types narrow either.
 */
export async function searchAdvisors(
  /** Every read here tolerates a little lag (the results are reused for seconds anyway): the request's readDb. */
  db: Db,
  actor: Actor | null,
  query: TAdvisorSearchParams,
  cache?: ReuseCache<ListedAdvisorsPage>,
): Promise<TAdvisorSearchResponse> {
  const { page, pageSize } = query;
  const radiusMiles = query.zip === undefined ? null : (query.radius ?? DEFAULT_SEARCH_RADIUS_MILES);
  const place = query.zip === undefined ? null : placeOfZip(query.zip);
  const answer = {
    place: place && { zip: place.zip, city: place.city, state: place.state },
    zipKnown: query.zip === undefined || place !== null,
    radiusMiles,
    page,
    pageSize,
  };
  if (query.zip !== undefined && !place) return { ...answer, total: 0, advisors: [] };
  const near = place && radiusMiles !== null ? { centre: place, box: boundingBox(place, radiusMiles), radiusMiles } : null;
  const search: AdvisorSearch = { near, categories: query.categories, clientTypes: query.clientTypes, limit: pageSize, offset: (page - 1) * pageSize };
  const load = () => findListedAdvisors(db, search);
  const { rows, total } = cache ? await cache.get(cacheKeyOf(query, search), load) : await load();
  return { ...answer, total, advisors: await toCards(db, actor, rows) };
}

/** A listed advisor's public profile; anyone else (a client, an unlisted or suspended advisor, an unknown id) is not found alike. */
export async function getPublicAdvisor(db: Db, actor: Actor | null, id: string): Promise<TPublicAdvisorProfileResponse> {
  const row = await findListedAdvisor(db, id);
  const profile = row && (await findPublicAdvisorProfile(db, id));
  if (!row || !profile) throw notFound(ADVISOR_NOT_FOUND);
  const [card] = await toCards(db, actor, [row]);
  if (!card) throw notFound(ADVISOR_NOT_FOUND);
  return { advisor: toPublicAdvisorProfile(card, profile, row.completionDate) };
}

/** The place of a ZIP code, or null when it is not a known US ZIP code. */
export function getZipPlace(zip: string): TZipPlaceResponse {
  const place = placeOfZip(zip);
  return { place: place && { zip: place.zip, city: place.city, state: place.state } };
}

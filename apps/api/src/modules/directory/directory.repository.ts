import { advisorProfiles, advisorRatings, type Db, userProfiles, users } from '@finboard/db';
import { EARTH_RADIUS_MILES, longitudeRanges, type BoundingBox, type Coordinates } from '@finboard/domain';
import { and, asc, between, count, eq, isNotNull, isNull, lte, ne, or, type Placeholder, type SQL, sql, type SQLWrapper } from 'drizzle-orm';

/**
 * Listed in the directory, the one rule of who anyone may see: an advisor who has finished
 * onboarding, verified their email, is nobody's sub-advisor and is not suspended.
 * advisor_profiles.listed_on is then their completionDate (null otherwise), kept by triggers
 * (migrations 0010, 0029), so a search reads that table alone.
 */
const isListed = isNotNull(advisorProfiles.listedOn);

/**
 * One advisor's rating totals as a subquery to join LATERAL beside each row of a page (the
 * directory's search reads them in its one statement, from the ratings clients keep through the
 * connections module): how many clients rated them and the sum of their half-stars (null when nobody did).
 */
function ratingTotalsOf(db: Db, advisorId: SQLWrapper) {
  return db
    .select({
      count: sql<number>`count(*)::integer`.as('rating_count'),
      halfStars: sql<number | null>`sum(${advisorRatings.halfStars})::integer`.as('rating_half_stars'),
    })
    .from(advisorRatings)
    .where(eq(advisorRatings.advisorId, advisorId))
    .as('rating_totals');
}

/** Great-circle miles from the centre (the domain's distanceMiles, in SQL); every value a parameter. */
function distanceFrom(centre: { latitude: Placeholder; longitude: Placeholder }) {
  const lat = sql`${centre.latitude}::double precision`;
  const lon = sql`${centre.longitude}::double precision`;
  return sql<number>`(2 * ${EARTH_RADIUS_MILES}::double precision * asin(least(1, sqrt(
    power(sin(radians(${advisorProfiles.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${advisorProfiles.latitude})) * power(sin(radians(${advisorProfiles.longitude} - ${lon}) / 2), 2)))))`;
}

export interface AdvisorSearch {
  near: { centre: Coordinates; box: BoundingBox; radiusMiles: number } | null;
  /** Any of these categories (acronyms); empty: every category. */
  categories: readonly string[];
  /** Any of these client types ('All' on an advisor matches every one); empty: every type. */
  clientTypes: readonly string[];
  limit: number;
  offset: number;
}

/**
 * What a search's SQL depends on besides its values: each shape is one prepared statement (per
 * connection), so a search is neither built by Drizzle nor parsed by PostgreSQL again.
 */
interface SearchShape {
  /** How many longitude ranges the box has (two across the antimeridian); 0 without a ZIP code. */
  longitudeRanges: 0 | 1 | 2;
  categories: boolean;
  clientTypes: boolean;
}

const shapeOf = (search: AdvisorSearch): SearchShape => ({
  longitudeRanges: search.near ? (longitudeRanges(search.near.box).length as 1 | 2) : 0,
  categories: search.categories.length > 0,
  clientTypes: search.clientTypes.length > 0,
});
const nameOf = (kind: string, shape: SearchShape) => `directory_${kind}_${shape.longitudeRanges}${shape.categories ? 'c' : ''}${shape.clientTypes ? 't' : ''}`;

/** Every value of a search, by the name of its placeholder. */
function valuesOf(search: AdvisorSearch) {
  const ranges = search.near ? longitudeRanges(search.near.box) : [];
  return {
    latitude: search.near?.centre.latitude,
    longitude: search.near?.centre.longitude,
    minLatitude: search.near?.box.minLatitude,
    maxLatitude: search.near?.box.maxLatitude,
    minLongitude0: ranges[0]?.[0],
    maxLongitude0: ranges[0]?.[1],
    minLongitude1: ranges[1]?.[0],
    maxLongitude1: ranges[1]?.[1],
    radiusMiles: search.near?.radiusMiles,
    categories: [...search.categories],
    clientTypes: ['All', ...search.clientTypes],
    limit: search.limit,
    offset: search.offset,
  };
}
const value = (name: keyof ReturnType<typeof valuesOf>) => sql.placeholder(name);

/** The listed advisors a search may answer, from advisor_profiles alone: listed, inside the box (by the partial index), filtered. */
function candidateFilters(shape: SearchShape) {
  const filters: (SQL | undefined)[] = [isListed];
  if (shape.longitudeRanges > 0) {
    const longitudes = [between(advisorProfiles.longitude, value('minLongitude0'), value('maxLongitude0'))];
    if (shape.longitudeRanges === 2) longitudes.push(between(advisorProfiles.longitude, value('minLongitude1'), value('maxLongitude1')));
    filters.push(between(advisorProfiles.latitude, value('minLatitude'), value('maxLatitude')), or(...longitudes));
  }
  if (shape.categories) filters.push(sql`${advisorProfiles.categories} ?| ${value('categories')}::text[]`);
  if (shape.clientTypes) filters.push(sql`${advisorProfiles.clientTypes} ?| ${value('clientTypes')}::text[]`);
  return and(...filters);
}

const centre = () => ({ latitude: value('latitude'), longitude: value('longitude') });

/**
 * One page's advisor ids, their order key and the total, chosen from advisor_profiles' partial
 * indexes without reading any other table. Near a centre: the box by index, the exact distance,
 * the radius, nearest first (then longest-standing, then id), the total by a window over the
 * matches. Everywhere: longest-standing first, then in the order they joined (users.created_at,
 * read only for the rows the incremental sort needs), then id; the total counted apart.
 */
function pageOf(db: Db, shape: SearchShape) {
  const where = candidateFilters(shape);
  if (shape.longitudeRanges > 0) {
    const inBox = db
      .select({ userId: advisorProfiles.userId, listedOn: advisorProfiles.listedOn, distance: distanceFrom(centre()).as('distance') })
      .from(advisorProfiles)
      .where(where)
      .as('in_box');
    return db.$with('page').as(
      db
        .select({
          userId: inBox.userId,
          listedOn: inBox.listedOn,
          distance: inBox.distance,
          joinedAt: sql<Date | null>`null::timestamptz`.as('joined_at'),
          total: sql<number>`count(*) over ()`.as('total'),
        })
        .from(inBox)
        .where(lte(inBox.distance, value('radiusMiles')))
        .orderBy(asc(inBox.distance), asc(inBox.listedOn), asc(inBox.userId))
        .limit(value('limit'))
        .offset(value('offset')),
    );
  }
  const total = db.select({ total: count() }).from(advisorProfiles).where(where);
  return db.$with('page').as(
    db
      .select({
        userId: advisorProfiles.userId,
        listedOn: advisorProfiles.listedOn,
        distance: sql<number | null>`null::double precision`.as('distance'),
        joinedAt: sql<Date>`${users.createdAt}`.as('joined_at'),
        total: sql<number>`${total}`.as('total'),
      })
      .from(advisorProfiles)
      .innerJoin(users, eq(users.id, advisorProfiles.userId))
      .where(where)
      .orderBy(asc(advisorProfiles.listedOn), asc(users.createdAt), asc(advisorProfiles.userId))
      .limit(value('limit'))
      .offset(value('offset')),
  );
}

/**
 * The columns a public card is made of, and nothing else: the directory never reads an email,
 * phone, birth date, street address or identity, so it cannot answer one. With the advisor's
 * rating totals (count and sum of half-stars).
 */
function cardColumns(distance: SQL<number | null>, ratings: ReturnType<typeof ratingTotalsOf>) {
  return {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    image: users.image,
    completionDate: users.completionDate,
    createdAt: users.createdAt,
    photoFileId: userProfiles.photoFileId,
    city: userProfiles.city,
    state: userProfiles.state,
    zipCode: userProfiles.zipCode,
    profession: advisorProfiles.profession,
    categories: advisorProfiles.categories,
    firmName: advisorProfiles.firmName,
    clientTypes: advisorProfiles.clientTypes,
    minimumClientRelationshipSize: advisorProfiles.minimumClientRelationshipSize,
    distance,
    ratingCount: ratings.count,
    ratingHalfStars: ratings.halfStars,
  };
}

/** The search of one shape: the page (pageOf), then the card's details and rating totals for those rows only. */
function prepareSearch(db: Db, shape: SearchShape) {
  const page = pageOf(db, shape);
  const ratings = ratingTotalsOf(db, page.userId);
  return db
    .with(page)
    .select({ ...cardColumns(sql<number | null>`${page.distance}`, ratings), total: page.total })
    .from(page)
    .innerJoin(users, eq(users.id, page.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, page.userId))
    .leftJoin(advisorProfiles, eq(advisorProfiles.userId, page.userId))
    .leftJoinLateral(ratings, sql`true`)
    .orderBy(
      ...(shape.longitudeRanges > 0 ? [asc(page.distance), asc(page.listedOn), asc(page.userId)] : [asc(page.listedOn), asc(page.joinedAt), asc(page.userId)]),
    )
    .prepare(nameOf('search', shape));
}

/** How many listed advisors a search matches (only for a page past the end, which carries no total). */
function prepareCount(db: Db, shape: SearchShape) {
  const where = candidateFilters(shape);
  const query =
    shape.longitudeRanges > 0
      ? db
          .select({ total: count() })
          .from(advisorProfiles)
          .where(and(where, lte(distanceFrom(centre()), value('radiusMiles'))))
      : db.select({ total: count() }).from(advisorProfiles).where(where);
  return query.prepare(nameOf('count', shape));
}

/** Prepared statements by database handle (a transaction is a handle of its own) and name. */
const prepared = new WeakMap<Db, Map<string, ReturnType<typeof prepareSearch> | ReturnType<typeof prepareCount>>>();
function preparedFor<T extends ReturnType<typeof prepareSearch> | ReturnType<typeof prepareCount>>(db: Db, name: string, prepare: () => T): T {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = prepare()));
  return statement as T;
}

/**
 * Listed advisors near a centre (nearest first) or everywhere (longest-standing first), one page and
 * the total, in one statement. A page past the end has no row to carry the total, so it is counted apart.
 */
export async function findListedAdvisors(db: Db, search: AdvisorSearch) {
  const shape = shapeOf(search);
  const values = valuesOf(search);
  const found = await preparedFor(db, nameOf('search', shape), () => prepareSearch(db, shape)).execute(values);
  const rows = found.map(({ total: _total, ...row }) => row);
  const first = found[0];
  if (first) return { rows, total: Number(first.total) };
  if (search.offset === 0) return { rows, total: 0 };
  const [counted] = await preparedFor(db, nameOf('count', shape), () => prepareCount(db, shape)).execute(values);
  return { rows, total: Number(counted?.total ?? 0) };
}
export type ListedAdvisorRow = Awaited<ReturnType<typeof findListedAdvisors>>['rows'][number];

/** One listed advisor's card columns, or null for anyone else (a client, an unfinished advisor, an unknown id). */
export async function findListedAdvisor(db: Db, id: string): Promise<ListedAdvisorRow | null> {
  const ratings = ratingTotalsOf(db, advisorProfiles.userId);
  const [row] = await db
    .select(cardColumns(sql<number | null>`null::double precision`, ratings))
    .from(advisorProfiles)
    .innerJoin(users, eq(users.id, advisorProfiles.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, advisorProfiles.userId))
    .leftJoinLateral(ratings, sql`true`)
    .where(and(eq(advisorProfiles.userId, id), isListed))
    .limit(1);
  return row ?? null;
}

/** Where an advisor's profile says they are: its ZIP code, and whether the address is outside the US. */
export async function findAddressOf(db: Db, userId: string) {
  const [row] = await db
    .select({ zipCode: userProfiles.zipCode, isNonUsAddress: userProfiles.isNonUsAddress })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Sets (or clears) an advisor's coordinates; nothing happens before the advisor has details. */
export async function setAdvisorCoordinates(db: Db, userId: string, coordinates: Coordinates | null) {
  await db
    .update(advisorProfiles)
    .set({ latitude: coordinates?.latitude ?? null, longitude: coordinates?.longitude ?? null })
    .where(eq(advisorProfiles.userId, userId));
}

/** Advisors with a US ZIP code in their profile and no coordinates yet (saved before the directory placed anyone). */
export function findAdvisorsWithoutCoordinates(db: Db) {
  return db
    .select({ userId: advisorProfiles.userId, zipCode: userProfiles.zipCode })
    .from(advisorProfiles)
    .innerJoin(userProfiles, eq(userProfiles.userId, advisorProfiles.userId))
    .where(and(isNull(advisorProfiles.latitude), ne(userProfiles.zipCode, ''), eq(userProfiles.isNonUsAddress, false)));
}

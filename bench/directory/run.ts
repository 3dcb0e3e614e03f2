// Directory benchmark: 20,000 listed advisors over real US ZIP codes (most around the big cities, the
// rest anywhere), written in batched statements, then "advisors near a zip" (GET
// /api/directory/advisors?zip=…, the landing page's and Find an Advisor's search, anonymous) at 20
// connections: one ~15 s run over a mix of big-city and rural ZIP codes with and without category
// filters (target p99 ≤ 50 ms), then each kind alone, and wider radii for information. Measured by
// autocannon in its own process against a real listening server. PostgreSQL with
// BENCH_DATABASE_URL (a database of its own is created next to it and dropped afterwards), PGlite
// otherwise; on PostgreSQL the search's statement is also shown with EXPLAIN ANALYZE.
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node --import tsx bench/directory/run.ts
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import type { Db } from '@finboard/db';
import * as schema from '@finboard/db/schema';
import { ACCOUNT_MINIMUMS, ADVISOR_CATEGORY_ACRONYMS, boundingBox, CLIENT_TYPES, DEFAULT_SEARCH_RADIUS_MILES, distanceMiles } from '@finboard/domain';
import { addDays } from '@finboard/domain/calendar';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { parseConfig } from '../../apps/api/src/config/env';
import { DEMO_METROS } from '../../apps/api/src/modules/demo/demo-advisors-places';
import {
  insertDemoAdvisorProfiles,
  insertDemoRatings,
  insertDemoUserProfiles,
  insertDemoUsers,
} from '../../apps/api/src/modules/demo/demo-advisors.repository';
import { createSeededRandom } from '../../apps/api/src/modules/demo/seeded-random';
import { findListedAdvisors } from '../../apps/api/src/modules/directory/directory.repository';
import { searchAdvisors } from '../../apps/api/src/modules/directory/directory.service';
import { placeOfZip } from '../../apps/api/src/modules/directory/zip-places';
import { buildServer } from '../../apps/api/src/server/build-server';
import { productToday } from '../../apps/api/src/platform/clock';
import { openBenchDatabase } from '../support/bench-database';
import { loadFrom, loadWithServerCpu } from '../support/load-from';

const ADVISORS = Number(process.env.BENCH_ADVISORS ?? 20_000);
const RATING_CLIENTS = 500;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const PART_DURATION_S = Number(process.env.BENCH_PART_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Share of the advisors placed around the big cities; the rest anywhere in the country. */
const IN_CITIES = 0.7;
const CITY_MILES = 30;

// ---- the database -----------------------------------------------------------------------------

const { database, dataDir, url: benchUrl, dbName: benchDbName, dispose } = await openBenchDatabase('directory');
const { db } = database;

// ---- 20,000 advisors over real ZIP codes -----------------------------------------------------------

interface Zip {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}
const { codes } = createRequire(import.meta.url)('zipcodes') as { codes: Record<string, Zip & { country: string }> };
/** Territories and military post offices are left out: the states and DC. */
const NOT_STATES = new Set(['PR', 'VI', 'GU', 'AS', 'MP', 'FM', 'MH', 'PW', 'AA', 'AE', 'AP']);
const allZips: Zip[] = Object.values(codes)
  .filter((code) => code.country === 'US' && !NOT_STATES.has(code.state) && Number.isFinite(code.latitude) && Number.isFinite(code.longitude))
  .sort((a, b) => a.zip.localeCompare(b.zip));
const metros = DEMO_METROS.map((metro) => {
  const centre = placeOfZip(metro.zip) as Zip;
  // The largest metros draw more advisors.
  const weight = metro.rank === undefined ? 1 : metro.rank <= 10 ? 4 : metro.rank <= 25 ? 2 : 1.5;
  return { ...metro, centre, weight, zips: allZips.filter((zip) => distanceMiles(centre, zip) <= CITY_MILES) };
});
const totalWeight = metros.reduce((sum, metro) => sum + metro.weight, 0);

const random = createSeededRandom(4242);
function pickMetro() {
  let roll = random.next() * totalWeight;
  for (const metro of metros) {
    roll -= metro.weight;
    if (roll <= 0) return metro;
  }
  return metros.at(-1) as (typeof metros)[number];
}
function someOf<T>(items: readonly T[], min: number, max: number): T[] {
  const chosen = new Set<T>();
  const wanted = random.int(min, max);
  while (chosen.size < wanted) chosen.add(random.pick(items));
  return [...chosen];
}

async function seed() {
  const today = productToday();
  const started = performance.now();
  const advisors = Array.from({ length: ADVISORS }, (_, index) => {
    const place = random.next() < IN_CITIES ? random.pick(pickMetro().zips) : random.pick(allZips);
    return { id: `bench-advisor-${index}`, place, completionDate: addDays(today, -random.int(1, 3650)) };
  });
  const clients = Array.from({ length: RATING_CLIENTS }, (_, index) => ({ id: `bench-client-${index}` }));
  const user = (id: string, role: string, completionDate: string) => ({
    id,
    name: `Bench ${id}`,
    email: `${id}@bench.example`,
    emailVerified: true,
    firstName: 'Bench',
    lastName: id,
    role,
    completionDate,
    plan: 'free',
  });
  await insertDemoUsers(db, [
    ...advisors.map((advisor) => user(advisor.id, 'advisor', advisor.completionDate)),
    ...clients.map((client) => user(client.id, 'client', today)),
  ]);
  await insertDemoUserProfiles(
    db,
    advisors.map(({ id, place }) => ({
      userId: id,
      city: place.city,
      state: place.state,
      zipCode: place.zip,
      addressLine1: '1 Main Street',
      description: 'Bench advisor',
    })),
  );
  await insertDemoAdvisorProfiles(
    db,
    advisors.map(({ id, place }) => ({
      userId: id,
      profession: 'Financial Planner',
      firmName: `Firm ${id}`,
      categories: someOf(ADVISOR_CATEGORY_ACRONYMS, 1, 3),
      clientTypes: someOf(CLIENT_TYPES, 1, 4),
      minimumClientRelationshipSize: random.pick(ACCOUNT_MINIMUMS),
      latitude: place.latitude,
      longitude: place.longitude,
    })),
  );
  const ratings = advisors.flatMap((advisor) =>
    random.next() < 0.3 ? someOf(clients, 1, 5).map((client) => ({ advisorId: advisor.id, userId: client.id, halfStars: random.int(5, 10) })) : [],
  );
  await insertDemoRatings(db, ratings);
  // Fresh tables have no statistics yet; autovacuum would gather them in a running system.
  await db.execute(sql`vacuum analyze`);
  return { seconds: Number(((performance.now() - started) / 1000).toFixed(1)), ratings: ratings.length };
}
const seeded = await seed();

// ---- the searches ---------------------------------------------------------------------------------

/** Downtown ZIP codes of the twenty largest metros and of a few other large cities. */
const bigCityZips = [...metros.filter((metro) => (metro.rank ?? 99) <= 20), ...metros.filter((metro) => metro.rank === undefined).slice(0, 6)].map(
  (metro) => metro.zip,
);
/** ZIP codes more than 150 miles from every big city, spread through the list (small towns and open country). */
const remote = allZips.filter((zip) => metros.every((metro) => distanceMiles(metro.centre, zip) > 150));
const ruralZips = Array.from({ length: 24 }, (_, index) => (remote[Math.floor((index * remote.length) / 24)] as Zip).zip);
const CATEGORY_FILTERS = ['CFP', 'CPA', 'AEP,JD', 'CMB', 'CFA,CIC,CFS'];

const searchPath = (zip: string, extra = '') => `/api/directory/advisors?zip=${zip}${extra}`;
const plain = (zips: string[]) => zips.map((zip) => searchPath(zip));
const filtered = (zips: string[]) => zips.map((zip, index) => searchPath(zip, `&categories=${CATEGORY_FILTERS[index % CATEGORY_FILTERS.length]}`));
/** Every kind in turn, so each connection walks the whole mix. */
function interleave(...lists: string[][]): string[] {
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) => lists.map((list) => list[index % list.length] as string)).flat();
}

// Every request comes from this one address: the per-address limit of the public reads (which a
// crowd of visitors never meets) is lifted by its setting so the search is measured, the limiter still running.
const config = parseConfig({
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
  DIRECTORY_RATE_LIMIT_MAX: String(Number.MAX_SAFE_INTEGER),
});
const app = await buildServer({ config, database, logger: false });
await app.ready();
const address = await app.listen({ port: 0, host: '127.0.0.1' });

// A first answer for each ZIP code: the ZIP table loads once, and the result sizes are printed.
const sizes: Record<string, number[]> = { bigCity: [], rural: [] };
for (const [kind, zips] of [
  ['bigCity', bigCityZips],
  ['rural', ruralZips],
] as const) {
  for (const zip of zips) {
    const answer = await fetch(`${address}${searchPath(zip)}`);
    if (!answer.ok) throw new Error(`search near ${zip} answered ${answer.status}: ${await answer.text()}`);
    sizes[kind]?.push(((await answer.json()) as { total: number }).total);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const target = { url: address, connections: CONNECTIONS };
const load = (paths: string[], durationS: number) => loadFrom(target, paths, durationS);
const loadWithCpu = (paths: string[], durationS: number) => loadWithServerCpu(target, paths, durationS);

const loadBefore = loadavg()[0];
const mixed = await loadWithCpu(interleave(plain(bigCityZips), filtered(bigCityZips), plain(ruralZips), filtered(ruralZips)), DURATION_S);
const parts = {
  bigCity: await load(plain(bigCityZips), PART_DURATION_S),
  bigCityWithCategories: await load(filtered(bigCityZips), PART_DURATION_S),
  rural: await load(plain(ruralZips), PART_DURATION_S),
  ruralWithCategories: await load(filtered(ruralZips), PART_DURATION_S),
  // For information: the radii a visitor widens to (not part of the target).
  rural100Miles: await load(
    ruralZips.map((zip) => searchPath(zip, '&radius=100')),
    PART_DURATION_S,
  ),
  bigCity250Miles: await load(
    bigCityZips.map((zip) => searchPath(zip, '&radius=250')),
    PART_DURATION_S,
  ),
  // For information: the same server answering a directory read that never reaches the database
  // (a ZIP code's place), the ceiling the HTTP stack, the limiter and the machine leave.
  zipPlaceNoDatabase: await loadWithCpu(
    [...bigCityZips, ...ruralZips].map((zip) => `/api/directory/zip/${zip}`),
    PART_DURATION_S,
  ),
};

const loadAfter = loadavg()[0];

// ---- the same searches called in process, one at a time: the database and service's share ---------

async function timeService(paths: string[], calls = 400) {
  const queries = paths.map((path) => {
    const params = new URL(path, 'http://bench').searchParams;
    const categories = params.get('categories')?.split(',') ?? [];
    return {
      zip: params.get('zip') ?? undefined,
      radius: Number(params.get('radius') ?? DEFAULT_SEARCH_RADIUS_MILES),
      categories,
      clientTypes: [],
      page: 1,
      pageSize: 24,
    };
  });
  const samples: number[] = [];
  for (let index = 0; index < calls; index += 1) {
    const started = process.hrtime.bigint();
    await searchAdvisors(db, null, queries[index % queries.length] as Parameters<typeof searchAdvisors>[2]);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => Number((samples[Math.floor(q * (samples.length - 1))] as number).toFixed(2));
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}
const inProcess = {
  bigCity: await timeService(plain(bigCityZips)),
  bigCityWithCategories: await timeService(filtered(bigCityZips)),
  rural: await timeService(plain(ruralZips)),
};

// ---- EXPLAIN ANALYZE of the search's statements (PostgreSQL) ---------------------------------------

/**
 * The search's statement as the server runs it: prepared once per connection, executed (PostgreSQL
 * plans the first five executions with the values, then settles on a generic plan when that is as
 * cheap), then explained with ANALYZE on the same connection, with the kind of plan it used.
 */
async function explainSearch(zip: string, categories: string[]) {
  if (!benchUrl) return null;
  const captured: { query: string; params: unknown[] }[] = [];
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  const pool = new pg.Pool({ connectionString: benchUrl, max: 1 });
  const logged = drizzle(pool, { schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } }) as unknown as Db;
  const place = placeOfZip(zip) as Zip;
  const radiusMiles = DEFAULT_SEARCH_RADIUS_MILES;
  await findListedAdvisors(logged, {
    near: { centre: place, box: boundingBox(place, radiusMiles), radiusMiles },
    categories,
    clientTypes: [],
    limit: 24,
    offset: 0,
  });
  await pool.end();
  const literal = (value: unknown): string =>
    Array.isArray(value)
      ? value.length
        ? `array[${value.map((item) => client.escapeLiteral(String(item))).join(', ')}]`
        : `'{}'`
      : client.escapeLiteral(String(value));
  const plans = [];
  for (const [index, { query, params }] of captured.entries()) {
    const name = `explained_${index}`;
    const execute = `EXECUTE ${name}(${params.map(literal).join(', ')})`;
    await client.query(`PREPARE ${name} AS ${query}`);
    for (let run = 0; run < 6; run += 1) await client.query(execute);
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${execute}`);
    const { rows: kinds } = await client.query('SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1', [name]);
    plans.push({ query: query.replace(/\s+/g, ' '), planKinds: kinds[0] as unknown, plan: rows.map((row: Record<string, string>) => row['QUERY PLAN']) });
  }
  await client.end();
  return plans;
}
const explained = {
  bigCity: await explainSearch('10001', []),
  bigCityCategory: await explainSearch('10001', ['CPA']),
  rural: await explainSearch(ruralZips[0] as string, []),
};

await app.close();
await database.close();
// BENCH_KEEP_DATABASE=1 keeps the PostgreSQL database for trying other statements by hand.
const keep = benchUrl !== null && process.env.BENCH_KEEP_DATABASE === '1';
if (keep) console.error(`\nkept database ${benchDbName}`);
await dispose({ keep });

for (const [kind, plans] of Object.entries(explained)) {
  if (!plans) continue;
  for (const { query, planKinds, plan } of plans) {
    console.error(`\n-- EXPLAIN ANALYZE (${kind}), prepared, after six executions ${JSON.stringify(planKinds)}: ${query.slice(0, 160)}…\n${plan.join('\n')}`);
  }
}
const targetMet = mixed.p99Ms <= 50 && mixed.non2xx === 0 && mixed.errors === 0;
console.log(
  JSON.stringify({
    database: database.kind,
    advisors: ADVISORS,
    ratings: seeded.ratings,
    seedSeconds: seeded.seconds,
    connections: CONNECTIONS,
    zips: {
      bigCity: bigCityZips.length,
      rural: ruralZips.length,
      medianTotalBigCity: median(sizes.bigCity ?? []),
      medianTotalRural: median(sizes.rural ?? []),
    },
    mixed: { ...mixed, durationS: DURATION_S },
    parts,
    /** searchAdvisors itself, one call at a time (no HTTP, no concurrency). */
    inProcess,
    /** The machine's 1-minute load average around the mixed run (other processes share the cores). */
    loadAverage: { before: loadBefore, after: loadAfter },
    target: { p99Ms: 50, met: targetMet },
  }),
);

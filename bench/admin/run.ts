// Admin clients list benchmark: 100,000 clients (names, emails, plans, sign-up and last-active times,
// some suspended), 500 advisors with 30,000 connections and 60,000 linked institutions, written by
// INSERT … SELECT over generate_series; then the admin's GET /api/admin/clients searched (name and
// email fragments), sorted (name, email, sign-up, last active), filtered and paged, signed in as an
// admin, at BENCH_CONNECTIONS (default 4: a few admins at once) for BENCH_DURATION_S (15 s). Target:
// p99 ≤ 200 ms on PostgreSQL. PostgreSQL with BENCH_DATABASE_URL (a database of its own is created
// next to it and dropped afterwards), PGlite otherwise; on PostgreSQL the plans are printed too.
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench:admin
import { loadavg } from 'node:os';
import { users } from '@finboard/db';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { parseConfig } from '../../apps/api/src/config/env';
import { buildServer } from '../../apps/api/src/server/build-server';
import { openBenchDatabase } from '../support/bench-database';
import { signUpThroughLink } from '../support/sign-up';
import { loadFrom } from '../support/load-from';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const ADVISORS = 500;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Dana',
  'Omar',
  'Priya',
  'Wei',
  'Lucia',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
];

const { database, dataDir, url: benchUrl, dispose } = await openBenchDatabase('admin');
const { db } = database;
const started = Date.now();

const textArray = (values: string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);

// ---- the data -------------------------------------------------------------------------------------
// Names: a first name and a last name from the lists plus a number, so a search for a surname finds
// about 1 in 40 and a fragment of an email about one.
await db.execute(sql`
  insert into users (id, name, email, email_verified, first_name, last_name, role, plan, created_at, updated_at, last_active_at, suspended_at, completion_date)
  select 'bench-client-' || i,
         f || ' ' || l || i,
         lower(f) || '.' || lower(l) || i || '@example.com',
         i % 10 <> 0,
         f, l || i, 'client',
         case when i % 7 = 0 then 'paid' else 'free' end,
         now() - (i % 1000) * interval '1 day' - (i % 86400) * interval '1 second',
         now(),
         case when i % 5 = 0 then null else now() - (i % 400) * interval '1 day' - (i % 3600) * interval '1 second' end,
         case when i % 97 = 0 then now() - interval '3 days' else null end,
         '2026-01-01'
  from generate_series(1, ${CLIENTS}) as i,
       lateral (select (${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] as f, (${textArray(LAST_NAMES)})[1 + (i / 7) % ${LAST_NAMES.length}] as l) names`);
await db.execute(sql`
  insert into users (id, name, email, email_verified, first_name, last_name, role, plan, created_at, updated_at)
  select 'bench-advisor-' || i, 'Advisor ' || i, 'advisor' || i || '@example.com', true, 'Advisor', 'A' || i, 'advisor', 'paid', now(), now()
  from generate_series(1, ${ADVISORS}) as i`);
await db.execute(sql`
  insert into client_advisor_links (id, user_id, advisor_id, status, requested_by, source, accepted_at)
  select 'bench-link-' || i, 'bench-client-' || i, 'bench-advisor-' || (1 + i % ${ADVISORS}), 'connected', 'client', 'Directory', now() - (i % 300) * interval '1 day'
  from generate_series(1, ${CLIENTS}) as i where i % 10 < 3`);
await db.execute(sql`
  insert into institutions (id, user_id, provider, provider_item_id, name, error_code)
  select 'bench-inst-' || i || '-' || n, 'bench-client-' || i, 'sandbox', 'bench-item-' || i || '-' || n, 'Bench Bank ' || n, case when i % 50 = 0 then 'ITEM_LOGIN_REQUIRED' else null end
  from generate_series(1, ${CLIENTS}) as i, generate_series(1, 2) as n where (i % 10 < 4 and n = 1) or (i % 10 < 2 and n = 2)`);
await db.execute(sql`analyze`);
console.error(`data written in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// ---- the server and an admin ------------------------------------------------------------------------
const config = parseConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', DEMO_DATA: 'false', AUTH_RATE_LIMIT_MAX: '100000' });
const app = await buildServer({ config, database, logger: false });
await app.ready();
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const password = 'BenchSecret123!';
const { id: adminId, cookie } = await signUpThroughLink(app, db, {
  role: 'client',
  firstName: 'Bench',
  lastName: 'Admin',
  email: `bench.admin.${Date.now()}@example.com`,
  password,
});
await db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));

// ---- the requests -----------------------------------------------------------------------------------
const SORTS = ['name&order=asc', 'email&order=asc', 'createdAt&order=desc', 'lastActiveAt&order=desc', 'lastActiveAt&order=asc', 'createdAt&order=asc'];
const searches = [
  ...LAST_NAMES.slice(0, 12).map((name) => name.toLowerCase()),
  'priya.',
  'wei.lee',
  'martinez12',
  'son4',
  'james.smith1',
  'example',
  'zzz-nobody',
];
const paths: string[] = [];
for (const [index, search] of searches.entries()) {
  const sort = SORTS[index % SORTS.length];
  paths.push(`/api/admin/clients?search=${encodeURIComponent(search)}&sort=${sort}&pageSize=25`);
  paths.push(`/api/admin/clients?search=${encodeURIComponent(search)}&sort=${sort}&page=2&pageSize=25`);
}
for (const sort of SORTS) {
  paths.push(`/api/admin/clients?sort=${sort}&pageSize=25`);
  paths.push(`/api/admin/clients?sort=${sort}&page=40&pageSize=25`);
  paths.push(`/api/admin/clients?sort=${sort}&plan=paid&pageSize=50`);
  paths.push(`/api/admin/clients?sort=${sort}&status=suspended&pageSize=25`);
}
for (const path of paths) {
  const answer = await fetch(`${address}${path}`, { headers: { cookie } });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
}

/** Each request alone, 5 times in a row: the median per path, the slowest shown (what to look at first). */
async function slowestAlone(list: string[]) {
  const medians: { path: string; ms: number }[] = [];
  for (const path of list) {
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const start = performance.now();
      await (await fetch(`${address}${path}`, { headers: { cookie } })).arrayBuffer();
      times.push(performance.now() - start);
    }
    medians.push({ path, ms: Number(([...times].sort((a, b) => a - b)[2] ?? 0).toFixed(1)) });
  }
  return medians.sort((a, b) => b.ms - a.ms).slice(0, 6);
}
const slowest = await slowestAlone(paths);

const load = (list: string[], durationS: number) => loadFrom({ url: address, connections: CONNECTIONS, headers: { cookie } }, list, durationS);
const loadBefore = loadavg()[0];
const mixed = await load(paths, DURATION_S);
const parts = {
  searched: await load(
    paths.filter((path) => path.includes('search=')),
    5,
  ),
  sortedOnly: await load(
    paths.filter((path) => !path.includes('search=')),
    5,
  ),
};
const loadAfter = loadavg()[0];

// ---- plans (PostgreSQL) ----------------------------------------------------------------------------
if (benchUrl) {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  const searchText = `lower(first_name || ' ' || last_name || ' ' || email)`;
  for (const [name, query] of [
    [
      'search "martinez12", by name',
      `select id from users where role = 'client' and ${searchText} like '%martinez12%' order by last_name, first_name, id limit 25`,
    ],
    [
      'search "smith", last active desc',
      `select id from users where role = 'client' and ${searchText} like '%smith%' order by last_active_at desc nulls last, id desc limit 25`,
    ],
    ['count of search "smith"', `select count(*) from users where role = 'client' and ${searchText} like '%smith%'`],
    ['last active desc, page 40', `select id from users where role = 'client' order by last_active_at desc nulls last, id desc limit 25 offset 975`],
  ] as const) {
    const { rows } = await client.query(`explain (analyze, buffers) ${query}`);
    console.error(`\n-- ${name}\n${rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}`);
  }
  await client.end();
}

await app.close();
await database.close();
// BENCH_KEEP=1 keeps the PostgreSQL database (its name is printed) to look at the plans by hand.
if (process.env.BENCH_KEEP) console.error(`kept database ${benchUrl}`);
await dispose({ keep: Boolean(process.env.BENCH_KEEP) });

const targetMet = mixed.p99Ms <= 200 && mixed.non2xx === 0 && mixed.errors === 0;
console.log(
  JSON.stringify(
    {
      database: benchUrl ? 'postgres' : 'pglite',
      clients: CLIENTS,
      connections: CONNECTIONS,
      distinctRequests: paths.length,
      mixed,
      ...parts,
      slowestAlone: slowest,
      loadAverage: { before: loadBefore, after: loadAfter },
      target: 'p99 <= 200 ms (PostgreSQL)',
      targetMet,
    },
    null,
    2,
  ),
);

// My Clients benchmark (issue 34): an advisor with 500 connected clients (a second advisor with 500
// more in the same tables), each with two linked banks and 60 days of net-worth snapshots, 20
// favourites; then p50/p99 of GET /api/connections/clients/page with a search (and with the
// filters and the net-worth sort) at 20 connections, by autocannon in its own process against a
// listening server. Target: p99 ≤ 150 ms on PostgreSQL (BENCH_DATABASE_URL).
import { randomUUID } from 'node:crypto';
import { advisorFavoriteClients, clientAdvisorLinks, institutions, netWorthSnapshots, users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { parseConfig } from '../../apps/api/src/config/env';
import { buildServer } from '../../apps/api/src/server/build-server';
import { openBenchDatabase } from '../support/bench-database';
import { signUpThroughLink } from '../support/sign-up';
import { loadFrom, loadWithServerCpu } from '../support/load-from';
import { inBatches } from '../support/batches';
import { connectedLinkRows, twoBanksEachRows } from '../support/advisor-book';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const SNAPSHOT_DAYS = 60;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Ken', 'Frances', 'John', 'Radia', 'Tim'];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Hamilton', 'Thompson', 'Allen', 'Backus', 'Perlman', 'Berners-Lee'];

const bench = await openBenchDatabase('my_clients');
const { database } = bench;
const config = parseConfig({
  DATA_DIR: bench.dataDir,
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_MAX: '100000',
  DEMO_DATA: 'false',
});
const app = await buildServer({ config, database, logger: false });
await app.ready();

const origin = { origin: 'http://localhost:3000' };
const password = 'BenchAdvisor1!';

async function advisor(tag: string) {
  const email = `bench.${tag}.${randomUUID().slice(0, 8)}@example.com`;
  const { id } = await signUpThroughLink(app, database.db, { role: 'advisor', firstName: 'Bench', lastName: tag, email, password });
  await database.db.update(users).set({ completionDate: '2026-01-01' }).where(eq(users.id, id));
  return { id, email };
}

/** A book of clients written straight to the tables in batches (the benchmark measures the read, not the seeding). */
async function seedBook(advisorId: string) {
  const now = Date.now();
  const clientRows = Array.from({ length: CLIENTS }, (_, index) => {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length] as string;
    const lastName = `${LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]}${index}`;
    return {
      id: randomUUID(),
      name: `${firstName} ${lastName}`,
      email: `${firstName.toLowerCase()}.${index}.${advisorId.slice(0, 8)}@example.com`,
      emailVerified: true,
      firstName,
      lastName,
      role: 'client',
    };
  });
  const links = connectedLinkRows(advisorId, clientRows, now, (index) => ({ shareCashFlow: index % 3 !== 0, shareRetirementScore: index % 4 !== 0 }));
  const banks = twoBanksEachRows(clientRows, now);
  const snapshots = clientRows.flatMap((client, index) =>
    Array.from({ length: SNAPSHOT_DAYS }, (_, day) => {
      const cents = 1_000_000 + ((index * 7919 + day * 104_729) % 90_000_000);
      return {
        userId: client.id,
        trackingDate: new Date(now - day * 86_400_000).toISOString().slice(0, 10),
        netWorthCents: cents,
        assetsCents: cents,
        liabilitiesCents: 0,
        investmentsCents: 0,
        institutionCount: 2,
      };
    }),
  );
  const favorites = clientRows.filter((_, index) => index % 25 === 0).map((client) => ({ advisorId, userId: client.id }));
  await inBatches(clientRows, (rows) => database.db.insert(users).values(rows));
  await inBatches(links, (rows) => database.db.insert(clientAdvisorLinks).values(rows));
  await inBatches(banks, (rows) => database.db.insert(institutions).values(rows));
  await inBatches(snapshots, (rows) => database.db.insert(netWorthSnapshots).values(rows));
  await inBatches(favorites, (rows) => database.db.insert(advisorFavoriteClients).values(rows));
}

const measured = await advisor('advisor');
await seedBook(measured.id);
await seedBook((await advisor('neighbour')).id);
await database.db.execute('analyze');

const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers: origin, payload: { email: measured.email, password } });
const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
const check = await app.inject({ method: 'GET', url: '/api/connections/clients/page?pageSize=100', headers: { ...origin, cookie } });
if (check.statusCode !== 200 || check.json().total !== CLIENTS) throw new Error(`My Clients answered ${check.statusCode}: ${check.body.slice(0, 200)}`);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const target = { url: address, connections: CONNECTIONS, headers: { cookie } };
async function measure(paths: string[]) {
  await loadFrom(target, paths, WARMUP_S);
  return loadWithServerCpu(target, paths, DURATION_S);
}

const page = '/api/connections/clients/page';
// A typed search (a name, a part of one, an email's start), what the search box sends.
const search = await measure([`${page}?search=grace`, `${page}?search=ada%20lovelace`, `${page}?search=turing1`, `${page}?search=margaret.4`]);
// A search with the filters and the net-worth sort, and a later page of the whole book.
const filtered = await measure([
  `${page}?search=a&source=facebook&shares=cashFlow&sort=netWorthDesc`,
  `${page}?attention=true&sort=netWorthAsc`,
  `${page}?favorites=true`,
  `${page}?page=7&sort=netWorthDesc`,
]);
await app.close();
await database.close();
// BENCH_KEEP_DATABASE=1 keeps the seeded database to EXPLAIN the statements afterwards.
await bench.dispose({ keep: process.env.BENCH_KEEP_DATABASE === '1' });

console.log(
  JSON.stringify({
    database: database.kind,
    ...(process.env.BENCH_KEEP_DATABASE === '1' ? { kept: bench.dbName } : {}),
    clients: CLIENTS,
    connections: CONNECTIONS,
    warmupS: WARMUP_S,
    durationS: DURATION_S,
    search,
    filtered,
    targetP99Ms: 150,
  }),
);

// Daily refresh benchmark: 1,000 sandbox items (four per client), each already synced through
// yesterday, refreshed by the day's job the way production runs it (the job runner inside the api
// instance, one institution.sync job per item, spaced out). Meanwhile a client reads their pages
// (institutions, assets, net worth, cash flow) at 20 connections through a real listening server;
// the target: p99 of those reads while the refresh runs no worse than 1.5× idle. Also printed: how
// long the refresh took, and how its jobs ended. PostgreSQL with BENCH_DATABASE_URL (a database of
// its own is created next to it and dropped afterwards), PGlite otherwise.
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node --import tsx bench/aggregation/run.ts
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { billingSubscriptions, institutions, users } from '@finboard/db';
import { addDays, startOfMonth } from '@finboard/domain/calendar';
import { count, eq, sql } from 'drizzle-orm';
import { parseConfig } from '../../apps/api/src/config/env';
import { jobIdOf } from '../../apps/api/src/jobs/job-queue';
import { queueJob } from '../../apps/api/src/jobs/job-runner';
import { DAILY_REFRESH_JOB, dailyRefreshSchedule } from '../../apps/api/src/modules/institutions/daily-refresh.job';
import { INSTITUTION_SYNC_JOB } from '../../apps/api/src/modules/institutions/institution-sync.job';
import { encryptToken } from '../../apps/api/src/modules/institutions/token-crypto';
import { createSandboxAggregation } from '../../apps/api/src/providers/aggregation/sandbox/sandbox-aggregation-provider';
import { SANDBOX_INSTITUTIONS } from '../../apps/api/src/providers/aggregation/sandbox/sandbox-institutions';
import { cursorSyncedThrough } from '../../apps/api/src/providers/aggregation/sandbox/sandbox-sync';
import { buildServer } from '../../apps/api/src/server/build-server';
import { productToday } from '../../apps/api/src/platform/clock';
import { openBenchDatabase } from '../support/bench-database';
import { signUpThroughLink } from '../support/sign-up';
import { loadFrom } from '../support/load-from';
import { inBatches } from '../support/batches';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 1_000);
const ITEMS_PER_CLIENT = 4;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PASSWORD = 'Secret123!';

// ---- the database -----------------------------------------------------------------------------

const { database, dataDir, dispose } = await openBenchDatabase('aggregation');
const { db } = database;

// ---- the server (jobs off until the refresh starts) ----------------------------------------------

const config = parseConfig({
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
  RUN_JOBS: 'false',
  AUTH_RATE_LIMIT_MAX: '100000',
  TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
});
const sandbox = createSandboxAggregation();
const app = await buildServer({ config, database, logger: false, aggregation: { provider: sandbox.provider, sandbox: sandbox.controls } });
await app.ready();
const address = await app.listen({ port: 0, host: '127.0.0.1' });

// ---- the reader: a client who linked four banks through the real flow ----------------------------

async function call(method: string, path: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${address}${path}`, {
    method,
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}
const email = `bench.reader.${Date.now()}@example.com`;
const { id: readerId, cookie } = await signUpThroughLink(app, db, { role: 'client', firstName: 'Bench', lastName: 'Reader', email, password: PASSWORD });
await db.update(users).set({ plan: 'paid' }).where(eq(users.id, readerId));
// Linking needs an active subscription on the paid plan, as the billing mirror holds it after a real subscribe.
const now = new Date();
await db.insert(billingSubscriptions).values({
  id: `sub_bench${Date.now()}`,
  userId: readerId,
  provider: 'sandbox',
  customerId: `cus_bench${Date.now()}`,
  planKey: 'client',
  status: 'active',
  currentPeriodStart: now,
  currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
  createdAt: now,
  fetchedAt: now,
});
const seedStarted = performance.now();
for (const institution of SANDBOX_INSTITUTIONS.slice(0, ITEMS_PER_CLIENT)) {
  const publicToken = await sandbox.controls.createPublicToken({ institutionId: institution.institutionId, username: 'user_good', password: 'pass_good' });
  await call('POST', '/api/institutions', { publicToken, institutionId: institution.institutionId, institutionName: institution.name }, cookie);
}

// ---- the other items: linked at the sandbox and stored as if synced through yesterday ------------

const today = productToday();
const yesterday = addDays(today, -1);
const others = ITEMS - ITEMS_PER_CLIENT;
const owners = Array.from({ length: Math.ceil(others / ITEMS_PER_CLIENT) }, () => randomUUID());
for (let start = 0; start < owners.length; start += 500) {
  await db
    .insert(users)
    .values(
      owners
        .slice(start, start + 500)
        .map((id) => ({ id, name: 'Bench client', email: `${id}@bench.example`, emailVerified: true, role: 'client', plan: 'paid' })),
    );
}
const rows = [];
for (let index = 0; index < others; index += 1) {
  const institution = SANDBOX_INSTITUTIONS[index % SANDBOX_INSTITUTIONS.length] as (typeof SANDBOX_INSTITUTIONS)[number];
  const publicToken = await sandbox.controls.createPublicToken({ institutionId: institution.institutionId, username: 'user_good', password: 'pass_good' });
  const { accessToken, itemId } = await sandbox.provider.exchangePublicToken(publicToken);
  rows.push({
    id: randomUUID(),
    userId: owners[Math.floor(index / ITEMS_PER_CLIENT)] as string,
    provider: 'sandbox',
    providerItemId: itemId,
    providerInstitutionId: institution.institutionId,
    name: institution.name,
    accessTokenEncrypted: encryptToken(config.tokenEncryptionKey, accessToken),
    transactionsCursor: cursorSyncedThrough(itemId, yesterday),
  });
}
await inBatches(rows, (batch) => db.insert(institutions).values(batch), 500);
if (database.kind === 'postgres') await db.execute(sql`vacuum analyze`);
const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));

// ---- reads, idle and during the refresh -----------------------------------------------------------

const month = startOfMonth(today);
const readPaths = ['/api/institutions', '/api/assets', '/api/net-worth?period=1M', `/api/cash-flow?startDate=${month}&endDate=${today}`];
for (const path of readPaths) await call('GET', path, undefined, cookie);

const load = (durationS: number) => loadFrom({ url: address, connections: CONNECTIONS, headers: { cookie } }, readPaths, durationS);

const idle = await load(DURATION_S);

/** The item syncs by pg-boss state (every one in this database is the refresh's). */
async function jobStates() {
  const { rows } = await database.querySql(`select state, count(*)::int as n from pgboss.job where name = $1 group by state`, [INSTITUTION_SYNC_JOB]);
  return Object.fromEntries(rows.map((row) => [String(row.state), Number(row.n)]));
}

const refreshStarted = performance.now();
await db.transaction((tx) => queueJob(tx, dailyRefreshSchedule(productToday).due(new Date())));
await app.jobs.start();
const loadAtStart = loadavg()[0];
const during = await load(DURATION_S);
const statesAfterLoad = await jobStates();
for (;;) {
  const states = await jobStates();
  if ((states.completed ?? 0) + (states.failed ?? 0) + (states.cancelled ?? 0) >= ITEMS) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const refreshSeconds = Number(((performance.now() - refreshStarted) / 1000).toFixed(1));
const finalStates = await jobStates();
const {
  rows: [refreshJob],
} = await database.querySql(`select state from pgboss.job where name = $1 and id = $2`, [DAILY_REFRESH_JOB, jobIdOf(`${DAILY_REFRESH_JOB}:${today}`)]);
const [synced] = await db
  .select({ n: count() })
  .from(institutions)
  .where(sql`${institutions.lastSyncedAt} >= now() - make_interval(secs => ${refreshSeconds + 5})`);

await app.close();
await database.close();
await dispose();

console.log(
  JSON.stringify(
    {
      database: database.kind,
      items: ITEMS,
      seedSeconds,
      reads: { paths: readPaths, connections: CONNECTIONS, durationS: DURATION_S, idle, duringRefresh: during },
      p99RatioDuringToIdle: Number((during.p99Ms / Math.max(1, idle.p99Ms)).toFixed(2)),
      refresh: {
        seconds: refreshSeconds,
        refreshJob: refreshJob?.state,
        jobsWhenReadsEnded: statesAfterLoad,
        jobs: finalStates,
        institutionsSyncedInIt: Number(synced?.n ?? 0),
      },
      loadAverageAtStart: loadAtStart,
    },
    null,
    2,
  ),
);

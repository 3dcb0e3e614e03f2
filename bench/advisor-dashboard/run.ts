// Advisor dashboard benchmark (issue 18): an advisor with 500 connected clients of 20 accounts each
// (two institutions per client, every tenth client sharing Cash Flow only), then p50/p99 of
// GET /api/advisor/dashboard at 20 connections, measured by autocannon in its own process against a
// real listening server. Target: p99 ≤ 150 ms on PostgreSQL (BENCH_DATABASE_URL). The figures cache
// is the server's default (DASHBOARD_CACHE_SECONDS=5, so a 10 s run sums a few times); run with
// DASHBOARD_CACHE_SECONDS=0 to measure every request summing.
import { randomUUID } from 'node:crypto';
import { clientAdvisorLinks, financialAccounts, institutions, users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { parseConfig } from '../../apps/api/src/config/env';
import { buildServer } from '../../apps/api/src/server/build-server';
import { openBenchDatabase } from '../support/bench-database';
import { signUpThroughLink } from '../support/sign-up';
import { loadFrom, loadWithServerCpu } from '../support/load-from';
import { inBatches } from '../support/batches';
import { connectedLinkRows, twoBanksEachRows } from '../support/advisor-book';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const ACCOUNTS_PER_CLIENT = 20;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const ACCOUNT_KINDS = [
  ['depository', 'checking'],
  ['depository', 'savings'],
  ['investment', '401k'],
  ['investment', 'brokerage'],
  ['investment', 'roth'],
  ['credit', 'credit card'],
  ['loan', 'mortgage'],
  ['loan', 'auto'],
  ['other', 'cash management'],
  ['property', 'primary residence'],
] as const;

const bench = await openBenchDatabase('advisor_dashboard');
const { database } = bench;
const config = parseConfig({
  DATA_DIR: bench.dataDir,
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_MAX: '100000',
  DEMO_DATA: 'false',
  DASHBOARD_CACHE_SECONDS: process.env.DASHBOARD_CACHE_SECONDS ?? '5',
});
const app = await buildServer({ config, database, logger: false });
await app.ready();

const origin = { origin: 'http://localhost:3000' };
const password = 'BenchAdvisor1!';
const email = `bench.advisor.${randomUUID().slice(0, 8)}@example.com`;
const { id: advisorId } = await signUpThroughLink(app, database.db, { role: 'advisor', firstName: 'Bench', lastName: 'Advisor', email, password });
await database.db.update(users).set({ completionDate: '2026-01-01' }).where(eq(users.id, advisorId));

/** The book, written straight to the tables in batches (the benchmark measures the read, not the seeding). */
async function seedBook() {
  const now = Date.now();
  const clientRows = Array.from({ length: CLIENTS }, (_, index) => ({
    id: randomUUID(),
    name: `Client ${index}`,
    email: `bench.client.${index}.${advisorId.slice(0, 8)}@example.com`,
    emailVerified: true,
    firstName: 'Client',
    lastName: String(index),
    role: 'client',
  }));
  const links = connectedLinkRows(advisorId, clientRows, now);
  const banks = twoBanksEachRows(clientRows, now);
  const accounts = banks.flatMap((bank, bankIndex) =>
    Array.from({ length: ACCOUNTS_PER_CLIENT / 2 }, (_, n) => {
      const [accountType, accountSubtype] = ACCOUNT_KINDS[n % ACCOUNT_KINDS.length] as readonly [string, string];
      return {
        id: randomUUID(),
        userId: bank.userId,
        institutionId: bank.id,
        providerAccountId: `bench-${bankIndex}-${n}`,
        name: `${accountSubtype} ${n}`,
        accountType,
        accountSubtype,
        balanceType: accountType === 'credit' || accountType === 'loan' ? 'liabilities' : 'assets',
        amountCents: 100_000 + ((bankIndex * 7919 + n * 104_729) % 50_000_000),
        balanceDate: '2026-11-20',
      };
    }),
  );
  await inBatches(clientRows, (rows) => database.db.insert(users).values(rows));
  await inBatches(links, (rows) => database.db.insert(clientAdvisorLinks).values(rows));
  await inBatches(banks, (rows) => database.db.insert(institutions).values(rows));
  await inBatches(accounts, (rows) => database.db.insert(financialAccounts).values(rows));
  return accounts.length;
}
const accountCount = await seedBook();
await database.db.execute('analyze');

const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers: origin, payload: { email, password } });
const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
const check = await app.inject({ method: 'GET', url: '/api/advisor/dashboard?period=All', headers: { ...origin, cookie } });
if (check.statusCode !== 200 || check.json().tiles.clients.connectedClients !== CLIENTS)
  throw new Error(`dashboard answered ${check.statusCode}: ${check.body.slice(0, 200)}`);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const target = { url: address, connections: CONNECTIONS, headers: { cookie } };
// The server's CPU per request (this process, the load is in another): a figure the machine's other
// work hardly moves, unlike the latencies, so runs on a busy machine can still be compared.
const paths = ['/api/advisor/dashboard?period=All', '/api/advisor/dashboard?source=facebook&period=1M'];
// A warm-up at the same load, not counted: the first second measures V8 compiling the route's code,
// not the dashboard a running server answers.
await loadFrom(target, paths, WARMUP_S);
const { serverCpuMsPerRequest, ...dashboard } = await loadWithServerCpu(target, paths, DURATION_S);
await app.close();
await database.close();
await bench.dispose();

console.log(
  JSON.stringify({
    database: database.kind,
    cacheSeconds: config.dashboardCacheSeconds,
    clients: CLIENTS,
    accounts: accountCount,
    connections: CONNECTIONS,
    warmupS: WARMUP_S,
    durationS: DURATION_S,
    dashboard,
    serverCpuMsPerRequest,
    targetP99Ms: 150,
  }),
);

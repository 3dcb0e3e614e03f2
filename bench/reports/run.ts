// Reports benchmark (issue 17): the demo client's reports generated in-process by the real server
// (DEMO_DATA on a fresh database): p50/p95 of one report (POST, PDF rendered inline, stored, link
// answered; target p50 ≤ 1 s), the time of all reports in one (the background job; target ≤ 5 s),
// the process's peak memory while doing so, and the p99 of a screen read (GET /api/net-worth) idle
// against while 5 all-report generations run (target: at most 2× idle).
// PGlite by default; PostgreSQL with BENCH_DATABASE_URL.
//   node --import tsx bench/reports/run.ts
import type { FastifyInstance } from 'fastify';
import { parseConfig } from '../../apps/api/src/config/env';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/modules/demo/demo-accounts';
import { buildServer } from '../../apps/api/src/server/build-server';
import { openBenchDatabase } from '../support/bench-database';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const READS = Number(process.env.BENCH_READS ?? 200);
const CONCURRENT_ALL = 5;

const bench = await openBenchDatabase('reports');
const config = parseConfig({
  DATA_DIR: bench.dataDir,
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_MAX: '100000',
  DEMO_DATA: 'true',
  RUN_JOBS: 'false',
});
const app: FastifyInstance = await buildServer({ config, database: bench.database, logger: false });
await app.ready();

const headers = { origin: 'http://localhost:3000' };
const email = DEMO_ACCOUNTS.find((account) => account.key === 'client')?.email as string;
const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { email, password: DEMO_PASSWORD } });
if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
const cookie = ([login.headers['set-cookie']].flat() as string[]).map((line) => line.split(';')[0]).join('; ');

// The server with its demo data (and PGlite's memory, when embedded) before any report: the baseline.
const baselineRss = process.memoryUsage().rss;
let peakRss = baselineRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

async function post(url: string) {
  const answer = await app.inject({ method: 'POST', url, headers: { ...headers, cookie }, payload: {} });
  if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json<{ url: string; statusUrl: string; status: string }>();
}

const percentile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(q * (sorted.length - 1))] as number) * 10) / 10;
};
const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

/** Each single report RUNS times (after one warm-up each): p50 and p95 in ms. */
async function singleReports() {
  const result: Record<string, { p50Ms: number; p95Ms: number }> = {};
  for (const slug of ['net-worth', 'cash-flow', 'investment', 'liabilities', 'retirement', 'quick-report']) {
    await post(`/api/reports/${slug}`);
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = process.hrtime.bigint();
      await post(`/api/reports/${slug}`);
      samples.push(since(started));
    }
    result[slug] = { p50Ms: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95) };
  }
  return result;
}

/** All reports: queued, then the job run by hand (RUN_JOBS off), until the link is ready. */
async function allReports(count: number): Promise<number> {
  const started = process.hrtime.bigint();
  const links = await Promise.all(Array.from({ length: count }, () => post('/api/reports/all')));
  await app.jobs.drain();
  for (const link of links) {
    const status = await app.inject({ method: 'GET', url: link.statusUrl, headers: { ...headers, cookie } });
    if (status.json().status !== 'ready') throw new Error(`all reports: ${status.body}`);
  }
  return since(started);
}

/** p50/p99 of a screen's read, one at a time, READS times. */
async function screenReads(): Promise<{ p50Ms: number; p99Ms: number }> {
  const samples: number[] = [];
  for (let read = 0; read < READS; read += 1) {
    const started = process.hrtime.bigint();
    await app.inject({ method: 'GET', url: '/api/net-worth', headers: { cookie } });
    samples.push(since(started));
  }
  return { p50Ms: percentile(samples, 0.5), p99Ms: percentile(samples, 0.99) };
}

const single = await singleReports();
await allReports(1);
const allMs = Math.round(await allReports(1));
const idle = await screenReads();
const generating = allReports(CONCURRENT_ALL);
const underLoad = await screenReads();
const fiveAllMs = Math.round(await generating);
clearInterval(sampler);
await app.close();
await bench.database.close();
await bench.dispose();

const netWorthP50 = single['net-worth']?.p50Ms ?? Infinity;
console.log(
  JSON.stringify(
    {
      database: bench.url ? 'postgres' : 'pglite',
      runs: RUNS,
      singleReports: single,
      allReportsMs: allMs,
      fiveConcurrentAllReportsMs: fiveAllMs,
      baselineRssMb: Math.round(baselineRss / 1_048_576),
      peakRssMb: Math.round(peakRss / 1_048_576),
      screenReadIdle: idle,
      screenReadDuringFiveAll: underLoad,
      targets: { oneReportP50Under1s: netWorthP50 <= 1000, allUnder5s: allMs <= 5000, readP99AtMost2xIdle: underLoad.p99Ms <= 2 * idle.p99Ms },
    },
    null,
    2,
  ),
);

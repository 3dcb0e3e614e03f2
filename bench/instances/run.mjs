// Many instances on one PostgreSQL: throughput and p99 of the busiest reads (session, cash flow, net
// worth, accounts) at 50 connections against one api instance, then against two on the same database
// (25 connections each, as a round-robin load balancer would split them). It also reads the CPU time
// each process used (/proc/<pid>/stat: the api instances, the PostgreSQL backends serving this
// database, the load generators) so the note can say where the limit is on this machine.
//   BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/finboard_bench_instances, created if
//   missing, demo data seeded once), BENCH_DURATION_S (default 15).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { cpuSeconds, load, signIn, startInstance } from '../support/api-instance.mjs';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/finboard_bench_instances';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const CONNECTIONS = 50;
const PORTS = [3911, 3912];

async function ensureDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
  await admin.end();
  return name;
}

async function backendPids(database) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const { rows } = await client.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  await client.end();
  return rows.map((row) => row.pid);
}

const PATHS = ['/api/session', '/api/cash-flow?period=1M', '/api/net-worth', '/api/institutions', '/api/cash-flow/accounts'];
const loadOn = (url, connections, cookie) => load(url, { connections, durationS: DURATION_S, paths: PATHS, cookie });

async function measure(instances, database) {
  const cookie = await signIn(instances[0].url);
  // Warm up every instance (its pool, the session cache, the JIT) before counting.
  await Promise.all(instances.map((instance) => loadOn(instance.url, Math.floor(CONNECTIONS / instances.length), cookie)));
  const backends = await backendPids(database);
  const before = { api: instances.map((instance) => cpuSeconds(instance.pid)), postgres: backends.map(cpuSeconds) };
  const load1 = loadavg()[0];
  const results = await Promise.all(instances.map((instance) => loadOn(instance.url, Math.floor(CONNECTIONS / instances.length), cookie)));
  const apiCpu = instances.map((instance, index) => cpuSeconds(instance.pid) - (before.api[index] ?? 0));
  // Backends opened during the run count from zero; one closed during it is lost (its pool replaced it).
  const after = await backendPids(database);
  const postgresCpu = after.reduce((sum, pid) => sum + Math.max(0, cpuSeconds(pid) - (before.postgres[backends.indexOf(pid)] ?? 0)), 0);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    instances: instances.length,
    rps: results.reduce((sum, result) => sum + result.rps, 0),
    p50Ms: Math.max(...results.map((result) => result.p50Ms)),
    p99Ms: Math.max(...results.map((result) => result.p99Ms)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    // CPU seconds over the measured run, and as cores busy on average (seconds / duration).
    cpuS: { api: apiCpu.map(round), postgres: round(postgresCpu), loadGenerators: round(results.reduce((sum, result) => sum + result.cpuS, 0)) },
    coresBusy: round((apiCpu.reduce((a, b) => a + b, 0) + postgresCpu + results.reduce((sum, result) => sum + result.cpuS, 0)) / DURATION_S),
    loadAverage1m: { before: round(load1), after: round(loadavg()[0]) },
  };
}

const database = await ensureDatabase();
const dataDirs = PORTS.map(() => mkdtempSync(join(tmpdir(), 'finboard-bench-instances-')));
const first = startInstance(PORTS[0], dataDirs[0], { DATABASE_URL });
await first.ready; // migrates and seeds the demo data once
const one = await measure([first], database);
const second = startInstance(PORTS[1], dataDirs[1], { DATABASE_URL });
await second.ready;
const two = await measure([first, second], database);
await Promise.all([first.stop(), second.stop()]);
for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });

const gain = two.rps / one.rps - 1;
console.log(
  JSON.stringify(
    {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      cores: (await import('node:os')).cpus().length,
      one,
      two,
      secondInstanceAdds: `${Math.round(gain * 100)}%`,
      target: '>= 60%',
      met: gain >= 0.6,
    },
    null,
    2,
  ),
);

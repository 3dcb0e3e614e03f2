// Read replicas: throughput and p99 of the busiest reads at 50 connections against one api instance,
// first on the primary alone, then with its lag-tolerant reads (the cash-flow and net-worth
// history, the directory search) spread to a streaming replica (DATABASE_READ_URL), then the same
// through PgBouncer in transaction mode. The primary, the replica and PgBouncer are Debian's, started
// in a temporary folder by scripts/replicas/cluster.mjs (as `npm run test:replicas` does) and removed
// afterwards. It also reads the CPU each process used (/proc/<pid>/stat: the api instance, the
// primary's and the replica's backends, autocannon), so the note can say where the limit is.
//   BENCH_DURATION_S (default 15).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startReplicaCluster } from '../../scripts/replicas/cluster.mjs';
import { cpuSeconds, load, signIn, startInstance } from '../support/api-instance.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const CONNECTIONS = 50;
const PORT = 3921;
const DATABASE = 'finboard_bench_replicas';
// bench/instances' walk of the demo client's busiest reads, and a directory search near Chicago.
const PATHS = [
  '/api/session',
  '/api/cash-flow?period=1M',
  '/api/net-worth',
  '/api/institutions',
  '/api/cash-flow/accounts',
  '/api/directory/advisors?zip=60601&radius=25',
];
const SETTINGS = { DIRECTORY_RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '1000000' };

async function backendPids(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [DATABASE]);
  await client.end();
  return rows.map((row) => row.pid);
}

const round = (value) => Math.round(value * 10) / 10;

/** CPU seconds the processes used between two readings (a backend opened during the run counts from zero). */
const used = (before, after) => after.reduce((sum, [pid, seconds]) => sum + Math.max(0, seconds - (before.get(pid) ?? 0)), 0);
const reading = (pids) => pids.map((pid) => [pid, cpuSeconds(pid)]);

async function measure(label, env, cluster) {
  const dataDir = mkdtempSync(join(tmpdir(), 'finboard-bench-replicas-'));
  const instance = startInstance(PORT, dataDir, { ...SETTINGS, ...env });
  try {
    await instance.ready;
    const cookie = await signIn(instance.url);
    const spec = { connections: CONNECTIONS, durationS: DURATION_S, paths: PATHS, cookie };
    await load(instance.url, spec); // warm-up: pools, caches, the JIT
    const primaryUrl = cluster.url(cluster.ports.primary, DATABASE);
    const replicaUrl = cluster.url(cluster.ports.replica, DATABASE);
    const before = {
      api: cpuSeconds(instance.pid),
      primary: new Map(reading(await backendPids(primaryUrl))),
      replica: new Map(reading(await backendPids(replicaUrl))),
    };
    const load1 = loadavg()[0];
    const result = await load(instance.url, spec);
    const cpu = {
      api: round(cpuSeconds(instance.pid) - before.api),
      primary: round(used(before.primary, reading(await backendPids(primaryUrl)))),
      replica: round(used(before.replica, reading(await backendPids(replicaUrl)))),
      loadGenerator: round(result.cpuS),
    };
    const readyz = await (await fetch(`${instance.url}/readyz`)).json();
    return {
      label,
      rps: result.rps,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      non2xx: result.non2xx,
      errors: result.errors,
      cpuS: cpu,
      coresBusy: round((cpu.api + cpu.primary + cpu.replica + cpu.loadGenerator) / DURATION_S),
      apiCoreShare: round(cpu.api / DURATION_S),
      loadAverage1m: { before: round(load1), after: round(loadavg()[0]) },
      replicas: readyz.replicas ?? [],
    };
  } finally {
    await instance.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const cluster = await startReplicaCluster();
try {
  const admin = new pg.Client({ connectionString: cluster.primaryUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const primaryUrl = cluster.url(cluster.ports.primary, DATABASE);
  const replicaUrl = cluster.url(cluster.ports.replica, DATABASE);
  // The first start migrates and seeds the demo data, on the primary alone.
  const alone = await measure('primary alone', { DATABASE_URL: primaryUrl }, cluster);
  const spread = await measure('reads spread to the replica', { DATABASE_URL: primaryUrl, DATABASE_READ_URL: replicaUrl }, cluster);
  const pooled = await measure(
    'the same through PgBouncer (transaction pooling)',
    {
      DATABASE_URL: cluster.url(cluster.ports.pooler, DATABASE),
      DATABASE_TRANSACTION_POOLING: 'true',
      DATABASE_LISTEN_URL: primaryUrl,
      DATABASE_READ_URL: replicaUrl,
    },
    cluster,
  );
  console.log(JSON.stringify({ connections: CONNECTIONS, durationS: DURATION_S, cores: cpus().length, paths: PATHS, runs: [alone, spread, pooled] }, null, 2));
} finally {
  cluster.stop();
}

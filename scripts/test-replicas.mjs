// `npm run test:replicas`: the api's flows that depend on the database's topology, run on a real
// primary with a streaming replica and PgBouncer in transaction mode in front of the primary
// (scripts/replicas/cluster.mjs: Debian's postgresql and pgbouncer, temporary folders, ports of
// their own). Each test file's database is created on the primary (directly), reached through
// PgBouncer (TEST_DATABASE_POOLER_URL), LISTENed to directly, and read from the replica
// (TEST_DATABASE_READ_URL) where the lag rule allows. Then replicas-failover.test.ts stops the
// replica in the middle of its reads and checks they fall back to the primary. Everything is
// removed afterwards, whatever happened. About 2 minutes on a busy 2-core machine.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startReplicaCluster } from './replicas/cluster.mjs';

// Chosen for what a pooler or a replica could break, each once (CI's time is short). Not
// notifications-live.test.ts: two of its replay tests assume a NOTIFY is heard before the test's
// next step, which the pooler's extra round trip makes false now and then (a page that resynced or
// replayed then also hears a late live event it already has; seen 2 runs in 7).

const FLOWS = [
  'apps/api/test/two-instances.test.ts', //            sessions across two servers, rate limits counted together, a sign-out heard by NOTIFY (LISTEN on the direct URL)
  'apps/api/test/sessions-end-everywhere.test.ts', //  live notification streams on two instances ended by a revocation heard by NOTIFY
  'apps/api/test/notifications-events.test.ts', //     each event's notification (and its pg_notify) in the event's own transaction, through PgBouncer
  'apps/api/test/job-runner.test.ts', //               pg-boss: its multi-statement transactions and transaction locks through PgBouncer
  'apps/api/test/directory-search.test.ts', //         the directory's prepared statements (unnamed through PgBouncer), search read from the replica
  'apps/api/test/advisor-dashboard.test.ts', //        grants decided on the primary, figures read from the replica right after the writes that made them
  'apps/api/test/net-worth.test.ts', //                writes then the history chart at once (read-your-writes)
];
const FAILOVER = 'apps/api/test/replicas-failover.test.ts';

const vitest = (files, env) => spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...files], { stdio: 'inherit', env }).status === 0;

const started = Date.now();
const cluster = await startReplicaCluster({ log: (line) => console.log(`── ${line}`) });
const stopOnSignal = () => {
  cluster.stop();
  process.exit(130);
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
let ok = false;
try {
  const env = {
    ...process.env,
    TZ: 'UTC',
    TEST_DATABASE_URL: cluster.primaryUrl,
    TEST_DATABASE_POOLER_URL: cluster.poolerUrl,
    TEST_DATABASE_READ_URL: cluster.replicaUrl,
  };
  // The flows were written for one database: a test reads right after another user's write, or after
  // writing rows itself. Synchronous replication to the replica's replay (remote_apply, PostgreSQL's
  // own) keeps their assertions true while the replica serves their lag-tolerant reads.
  console.log('── the flows, through PgBouncer, lag-tolerant reads on the replica (synchronous_commit = remote_apply)');
  cluster.setSynchronous(true);
  const readsLog = join(cluster.folder, 'reads.log');
  const flows = vitest(FLOWS, { ...env, TEST_REPLICA_READS_LOG: readsLog });
  const [replica, primary] = readFileSync(readsLog, 'utf8')
    .trim()
    .split('\n')
    .reduce(
      ([r, p], line) => {
        const [lineReplica, linePrimary] = line.split(' ').map(Number);
        return [r + (lineReplica ?? 0), p + (linePrimary ?? 0)];
      },
      [0, 0],
    );
  console.log(
    `── lag-tolerant reads of the flows: ${replica} served by the replica, ${primary} by the primary (not yet replayed, or the replica not yet probed)`,
  );
  if (replica === 0) throw new Error('the replica served no read: the routing is not in use');
  // Production's asynchronous replication: read-your-writes is the router's, and a stopped replica holds no commit.
  cluster.setSynchronous(false);
  console.log('── asynchronous replication: read-your-writes, then the replica stopped while it serves reads');
  const failover = vitest([FAILOVER], { ...env, TEST_REPLICA_STOP_COMMAND: JSON.stringify(cluster.stopReplicaCommand) });
  // The failover test stops the replica itself: still running means it did not run (skipped).
  const stoppedByTest = !cluster.isReplicaRunning();
  if (!stoppedByTest) console.log('── the failover test did not stop the replica: it did not run');
  ok = flows && failover && stoppedByTest;
} finally {
  cluster.stop();
}
console.log(`── test:replicas ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(ok ? 0 : 1);

// A PostgreSQL primary, a streaming replica of it and PgBouncer (transaction pooling) in front of the
// primary, in a temporary folder with ports of their own, from Debian's packages (postgresql,
// pgbouncer): what `npm run test:replicas` and `npm run bench:replicas` run on. Nothing home-made:
// initdb, pg_basebackup -R (streaming replication), pg_ctl, pgbouncer. PostgreSQL and PgBouncer refuse
// to run as root, so as root their commands run as the postgres user (runuser).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = process.getuid?.() === 0;

/** The newest Debian PostgreSQL's programs (/usr/lib/postgresql/<version>/bin). */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((name) => existsSync(join(base, name, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL server programs not found under /usr/lib/postgresql (apt-get install postgresql)');
  return join(base, newest, 'bin');
}

function pgbouncerPath() {
  for (const path of ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer']) if (existsSync(path)) return path;
  throw new Error('pgbouncer not found (apt-get install pgbouncer)');
}

/** Runs a program as the postgres user when we are root (PostgreSQL and PgBouncer refuse root), else as ourselves. */
function run(program, args, options = {}) {
  const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  const result = spawnSync(command, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** A free port on the loopback address (the kernel's choice). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function waitReady(bin, port, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q']).status === 0) return;
    spawnSync('sleep', ['0.2']);
  }
  throw new Error(`nothing answered on port ${port} within ${seconds} s`);
}

const SERVER_SETTINGS = (port, folder) => `
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${folder}'
wal_level = replica
max_wal_senders = 4
hot_standby = on
max_connections = 200
# Test data, thrown away: no need to survive a power cut.
fsync = off
full_page_writes = off
synchronous_commit = off
`;

/**
 * Starts the three in a new temporary folder. Returns their URLs (user root, trust authentication on
 * the loopback address only) and `stopReplica()` / `stop()`; stop() removes the folder.
 */
export async function startReplicaCluster({ log = () => {} } = {}) {
  const bin = postgresBin();
  const folder = mkdtempSync(join(tmpdir(), 'finboard-replicas-'));
  if (isRoot) {
    chmodSync(folder, 0o755);
    chownSync(
      folder,
      Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
      Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
    );
  }
  const [primaryPort, replicaPort, bouncerPort] = [await freePort(), await freePort(), await freePort()];
  const primaryDir = join(folder, 'primary');
  const replicaDir = join(folder, 'replica');
  const started = [];
  const stop = () => {
    for (const stopOne of started.reverse()) {
      try {
        stopOne();
      } catch (error) {
        console.error(String(error));
      }
    }
    started.length = 0;
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    log(`primary on ${primaryPort}: initdb`);
    // root as the superuser's name, trust on the loopback address (the tests' and CI's convention).
    run(join(bin, 'initdb'), ['-D', primaryDir, '-U', 'root', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    writeFileSync(join(primaryDir, 'postgresql.auto.conf'), SERVER_SETTINGS(primaryPort, folder));
    run(join(bin, 'pg_ctl'), ['-D', primaryDir, '-l', join(folder, 'primary.log'), '-w', 'start']);
    started.push(() => run(join(bin, 'pg_ctl'), ['-D', primaryDir, '-m', 'immediate', '-w', 'stop']));
    waitReady(bin, primaryPort);

    log(`replica on ${replicaPort}: pg_basebackup -R (streaming)`);
    run(join(bin, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'root', '-D', replicaDir, '-R', '-X', 'stream', '--no-sync']);
    // The copy carries the primary's settings: only the port differs (standby.signal and primary_conninfo come from -R).
    const autoConf = readFileSync(join(replicaDir, 'postgresql.auto.conf'), 'utf8').replace(`port = ${primaryPort}`, `port = ${replicaPort}`);
    writeFileSync(join(replicaDir, 'postgresql.auto.conf'), autoConf);
    const startReplica = () => run(join(bin, 'pg_ctl'), ['-D', replicaDir, '-l', join(folder, 'replica.log'), '-w', 'start']);
    startReplica();
    // Stopped here, or by a test in another process (stopReplicaCommand): then its pid file is gone.
    const stopReplica = () => {
      if (existsSync(join(replicaDir, 'postmaster.pid'))) run(join(bin, 'pg_ctl'), ['-D', replicaDir, '-m', 'fast', '-w', 'stop']);
    };
    started.push(stopReplica);
    waitReady(bin, replicaPort);

    log(`pgbouncer on ${bouncerPort}: pool_mode = transaction, in front of the primary`);
    writeFileSync(join(folder, 'userlist.txt'), '"root" ""\n');
    writeFileSync(
      join(folder, 'pgbouncer.ini'),
      `[databases]
* = host=127.0.0.1 port=${primaryPort}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${bouncerPort}
unix_socket_dir =
auth_type = trust
auth_file = ${join(folder, 'userlist.txt')}
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 40
max_db_connections = 150
server_reset_query =
logfile = ${join(folder, 'pgbouncer.log')}
pidfile = ${join(folder, 'pgbouncer.pid')}
`,
    );
    if (isRoot)
      for (const file of ['userlist.txt', 'pgbouncer.ini'])
        chownSync(join(folder, file), Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
    run(pgbouncerPath(), ['-d', join(folder, 'pgbouncer.ini')]);
    started.push(() => {
      // Our own daemon, by the pid it wrote.
      const pid = Number(readFileSync(join(folder, 'pgbouncer.pid'), 'utf8'));
      if (pid > 0) process.kill(pid, 'SIGTERM');
    });
    waitReady(bin, bouncerPort);

    const url = (port, database = 'postgres') => `postgres://root@127.0.0.1:${port}/${database}`;
    return {
      folder,
      primaryUrl: url(primaryPort),
      replicaUrl: url(replicaPort),
      poolerUrl: url(bouncerPort),
      url,
      ports: { primary: primaryPort, replica: replicaPort, pooler: bouncerPort },
      stopReplica,
      /**
       * Synchronous replication up to the replica's replay (synchronous_commit = remote_apply): a
       * commit returns once the replica shows it. Off (the default, and production's setting), the
       * replica follows asynchronously and read-your-writes is the router's. Turn it off before the
       * replica stops, or every commit waits for it.
       */
      setSynchronous(on) {
        const settings = on
          ? [`synchronous_standby_names = '*'`, `synchronous_commit = remote_apply`]
          : [`synchronous_standby_names = ''`, `synchronous_commit = off`];
        for (const setting of settings) execFileSync(join(bin, 'psql'), ['-X', '-q', '-d', url(primaryPort), '-c', `ALTER SYSTEM SET ${setting}`]);
        execFileSync(join(bin, 'psql'), ['-X', '-q', '-d', url(primaryPort), '-c', 'SELECT pg_reload_conf()']);
      },
      /** The command that stops the replica, for a test in another process. */
      stopReplicaCommand: isRoot
        ? ['runuser', '-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', replicaDir, '-m', 'fast', '-w', 'stop']
        : [join(bin, 'pg_ctl'), '-D', replicaDir, '-m', 'fast', '-w', 'stop'],
      isReplicaRunning: () => existsSync(join(replicaDir, 'postmaster.pid')),
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

// End-to-end run: build, start the real server (PGlite, or PostgreSQL when E2E_DATABASE_URL is set)
// and a local identity provider, then drive Debian's Chromium through the specs with node's test
// runner; the whole set in shards side by side, each with a server, a database and a provider of its own.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { IDP_CLIENT, startIdentityProvider } from './support/local-identity-provider.mjs';
import { scanLog } from './support/log-scan.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const FIRST_SPEC = 'small-screens.spec.ts';

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function createDatabase(serverUrl) {
  const name = `finboard_e2e_${Date.now()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

async function dropDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}

// The first start seeds the demo data: on a loaded machine (npm test runs vitest beside it) that can
// take minutes. A limit, not a wait (E2E_SERVER_START_SECONDS).
const SERVER_START_SECONDS = Number(process.env.E2E_SERVER_START_SECONDS ?? 300);

async function waitForServer(baseUrl, server) {
  const deadline = Date.now() + SERVER_START_SECONDS * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/session`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start within ${SERVER_START_SECONDS} s`);
}

const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

/**
 * One server of its own, on its own database (or PGlite folder) seeded with the demo data, with its
 * own identity provider: specs in different shards never see each other's changes.
 */
async function startShardServer(index) {
  const [port, idpPort] = [await freePort(), await freePort()];
  const baseUrl = `http://localhost:${port}`;
  const idp = await startIdentityProvider(idpPort, `${baseUrl}/api/auth/sso/callback/google`);
  const dataDir = mkdtempSync(join(tmpdir(), 'finboard-e2e-'));
  const database = process.env.E2E_DATABASE_URL ? await createDatabase(process.env.E2E_DATABASE_URL) : null;
  // The server's whole log (requests included) goes to a file, scanned at the end for personal data and secrets.
  const logFile = join(tmpdir(), `finboard-e2e-server-${process.pid}-${index}.log`);
  const logFd = openSync(logFile, 'w');
  const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', logFd, 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      // The specs sign in many times a minute from one address; the limiter itself is tested in the api suite.
      AUTH_RATE_LIMIT_MAX: '10000',
      GOOGLE_CLIENT_ID: IDP_CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: IDP_CLIENT.clientSecret,
      GOOGLE_ISSUER: idp.issuer,
    },
  });
  return {
    baseUrl,
    dataDir,
    database,
    server,
    logFile,
    ready: () => waitForServer(baseUrl, server),
    /** Stops the server and removes what it made; true when its log is clean. */
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
      await idp.close();
      if (database) await dropDatabase(process.env.E2E_DATABASE_URL, database.name);
      rmSync(dataDir, { recursive: true, force: true });
      closeSync(logFd);
      return scanServerLog(logFile);
    },
  };
}

/**
 * Rough seconds of a spec, for dealing the specs into shards only (a spec not listed counts as
 * DEFAULT_SPEC_SECONDS), as the two shards took them alone on a 2-core machine (30 Nov 2026, the
 * whole run 447 s): the walks visit every page as every role.
 */
const SPEC_SECONDS = {
  'route-walk.spec.ts': 275,
  'small-screens.spec.ts': 145,
  'first-use.spec.ts': 30,
  'connections.spec.ts': 30,
  'billing.spec.ts': 25,
  'directory.spec.ts': 25,
  'reports.spec.ts': 25,
  'keyboard.spec.ts': 20,
};
const DEFAULT_SPEC_SECONDS = 12;

const specSeconds = (file) => SPEC_SECONDS[file.split('/').pop()] ?? DEFAULT_SPEC_SECONDS;

/**
 * The specs dealt into `count` shards, heaviest first to the least loaded (the first shard starts
 * with `firstShardSeconds`, the screenshot walk's); each shard keeps the sorted order.
 */
function dealSpecs(files, count, firstShardSeconds) {
  const shards = Array.from({ length: count }, (_, index) => ({ files: [], seconds: index === 0 ? firstShardSeconds : 0 }));
  for (const file of [...files].sort((a, b) => specSeconds(b) - specSeconds(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += specSeconds(file);
  }
  return shards.map((shard) => shard.files.sort((a, b) => a.localeCompare(b)));
}

const args = process.argv.slice(2);
const tapIndex = args.indexOf('--tap');
const tapFile = tapIndex >= 0 ? args.splice(tapIndex, 2)[1] : null;
const allSpecs = readdirSync(join(root, 'e2e/specs'))
  .filter((file) => file.endsWith('.spec.ts'))
  .sort((a, b) => a.localeCompare(b))
  .map((file) => join('e2e/specs', file));
const first = join('e2e/specs', FIRST_SPEC);
// Named specs run in one shard, in the order given. The whole set runs in E2E_SHARDS shards side by
// side (2 by default): one shard waits on its browser and server part of the time, and a second
// uses it (two alone used 0.8 of the two cores, Chromium included). Three kept both cores busy on
// their own: with vitest beside them (at a lower priority, scripts/test.mjs) they took longer than
// two, and vitest waited.
const shardSpecs = args.length
  ? [args]
  : dealSpecs(
      allSpecs.filter((file) => file !== first),
      Math.max(1, Number(process.env.E2E_SHARDS ?? 2)),
      specSeconds(first),
    );

/** Node's test runner over `files` against one shard's server; its output to `output` ('inherit' or a file descriptor). */
function runSpecs(shard, files, tapDestination, output) {
  const reporters = tapDestination
    ? ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tapDestination}`]
    : [];
  // Asynchronous on purpose: the identity providers live in this process and must keep answering.
  const run = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...reporters, ...files], {
    cwd: root,
    stdio: ['ignore', output, output],
    // On PostgreSQL the specs may reach the server's database (e2e/support/database.ts).
    env: {
      ...process.env,
      E2E_BASE_URL: shard.baseUrl,
      E2E_DATA_DIR: shard.dataDir,
      ...(shard.database ? { E2E_SERVER_DATABASE_URL: shard.database.url } : {}),
    },
  });
  return new Promise((resolve) => run.once('exit', (code) => resolve(code ?? 1)));
}

const reports = mkdtempSync(join(tmpdir(), 'finboard-e2e-reports-'));
const shards = [];
let status = 1;
try {
  for (let index = 0; index < shardSpecs.length; index += 1) shards.push(await startShardServer(index));
  await Promise.all(shards.map((shard) => shard.ready()));
  const statuses = await Promise.all(
    shards.map(async (shard, index) => {
      // The first shard's output is shown as it runs; the others' is kept and shown after it.
      const output = index === 0 ? 'inherit' : openSync(join(reports, `shard-${index}.log`), 'w');
      const tap = (name) => (tapFile ? join(reports, `${name}.tap`) : null);
      let firstStatus = 0;
      if (index === 0 && !args.length) {
        // The screenshot walk first, in a run of its own (node's runner orders the files it is given):
        // its baselines picture the demo data as seeded, which later specs change.
        firstStatus = await runSpecs(shard, [first], tap('first'), output);
      }
      const restStatus = await runSpecs(shard, shardSpecs[index], tap(`shard-${index}`), output);
      if (output !== 'inherit') closeSync(output);
      return firstStatus || restStatus;
    }),
  );
  for (let index = 1; index < shards.length; index += 1) {
    console.log(`\n── shard ${index + 1} of ${shards.length} (run beside the first) ──`);
    process.stdout.write(readFileSync(join(reports, `shard-${index}.log`), 'utf8'));
  }
  if (tapFile) {
    const readIfWritten = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
    const parts = ['first', ...shards.map((_, index) => `shard-${index}`)];
    writeFileSync(tapFile, parts.map((name) => readIfWritten(join(reports, `${name}.tap`))).join(''));
  }
  status = statuses.find((code) => code !== 0) ?? 0;
} finally {
  const clean = await Promise.all(shards.map((shard) => shard.stop()));
  if (clean.includes(false)) status = status || 1;
  rmSync(reports, { recursive: true, force: true });
}
process.exit(status);

/** True when the server's log holds no email, card number, token or password (the demo accounts' start-up line aside). */
function scanServerLog(file) {
  const text = readFileSync(file, 'utf8');
  // The start-up line names the public demo accounts and their password on purpose (README); nothing else may.
  const demoLine = /sign in as (.*?) with password (\S+?)["\s]/.exec(text);
  const allowed = demoLine ? [...(demoLine[1].match(/[^\s,]+@[^\s,]+/g) ?? []), demoLine[2]] : [];
  const findings = scanLog(text, { allowed });
  if (findings.length === 0) {
    rmSync(file, { force: true });
    return true;
  }
  console.error(`The server's log holds personal data or secrets (${findings.length}; the log is kept at ${file}):`);
  for (const finding of findings.slice(0, 20)) console.error(`  line ${finding.line}: ${finding.kind} (${finding.excerpt})`);
  return false;
}

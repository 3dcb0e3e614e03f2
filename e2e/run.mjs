// End-to-end run: build, start the real server (PGlite, or PostgreSQL when E2E_DATABASE_URL is set)
// and a local identity provider, then drive Debian's Chromium through the specs with node's test runner.
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

const [port, idpPort] = [await freePort(), await freePort()];
const baseUrl = `http://localhost:${port}`;
const idp = await startIdentityProvider(idpPort, `${baseUrl}/api/auth/sso/callback/google`);
const dataDir = mkdtempSync(join(tmpdir(), 'finboard-e2e-'));
const database = process.env.E2E_DATABASE_URL ? await createDatabase(process.env.E2E_DATABASE_URL) : null;

// The server's whole log (requests included) goes to a file, scanned at the end for personal data and secrets.
const logFile = join(tmpdir(), `finboard-e2e-server-${process.pid}.log`);
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

let status = 1;
try {
  await waitForServer(baseUrl, server);
  const specs = readdirSync(join(root, 'e2e/specs'))
    .filter((file) => file.endsWith('.spec.ts'))
    .sort((a, b) => a.localeCompare(b))
    .map((file) => join('e2e/specs', file));
  const args = process.argv.slice(2);
  const tapIndex = args.indexOf('--tap');
  const tapFile = tapIndex >= 0 ? args.splice(tapIndex, 2)[1] : null;
  // Asynchronous on purpose: the identity provider lives in this process and must keep answering.
  const runSpecs = (files, tapDestination) => {
    const reporters = tapDestination
      ? ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tapDestination}`]
      : [];
    const run = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...reporters, ...files], {
      cwd: root,
      stdio: 'inherit',
      // On PostgreSQL the specs may reach the server's database (e2e/support/database.ts).
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, ...(database ? { E2E_SERVER_DATABASE_URL: database.url } : {}) },
    });
    return new Promise((resolve) => run.once('exit', (code) => resolve(code ?? 1)));
  };
  if (args.length) {
    status = await runSpecs(args, tapFile);
  } else {
    // The screenshot walk first, in a run of its own (node's runner orders the files it is given):
    // its baselines picture the demo data as seeded, which later specs change.
    const first = join('e2e/specs', FIRST_SPEC);
    const firstTap = tapFile ? `${tapFile}.first` : null;
    const firstStatus = await runSpecs([first], firstTap);
    const restStatus = await runSpecs(
      specs.filter((file) => file !== first),
      tapFile,
    );
    if (tapFile && firstTap) {
      const readIfWritten = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
      writeFileSync(tapFile, readIfWritten(firstTap) + readIfWritten(tapFile));
      rmSync(firstTap, { force: true });
    }
    status = firstStatus || restStatus;
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  await idp.close();
  if (database) await dropDatabase(process.env.E2E_DATABASE_URL, database.name);
  rmSync(dataDir, { recursive: true, force: true });
  closeSync(logFd);
}
status = scanServerLog(logFile) && status === 0 ? 0 : status || 1;
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

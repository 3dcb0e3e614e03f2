// API benchmark: cold start of `npm start` on an existing database, then p50/p99 latency of
// GET /api/session (signed in) and POST /api/auth/login under autocannon at 50 connections.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../support/server.mjs';

const PORT = 3901;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const DEMO = { email: 'demo.client@finboard.dev', password: 'FinboardDemo1!' };

spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const dataDir = mkdtempSync(join(tmpdir(), 'finboard-bench-'));
// Measure the work, not the limiter. BENCH_DATABASE_URL runs the server on PostgreSQL instead of PGlite.
const env = { AUTH_RATE_LIMIT_MAX: '1000000', ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}) };

const first = await startServer({ port: PORT, dataDir, env }); // creates the database and demo data
await first.stop();
const server = await startServer({ port: PORT, dataDir, env });

const origin = `http://localhost:${PORT}`;
const login = await fetch(`${server.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify(DEMO),
});
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

function load({ path, ...options }) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${server.url}${path}`, connections: 50, duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}
const summary = (result) => ({
  requests: result.requests.total,
  rps: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
});

const session = await load({ path: '/api/session', headers: { cookie } });
const signIn = await load({
  path: '/api/auth/login',
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify(DEMO),
});
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  JSON.stringify({
    database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
    coldStartMs: Math.round(server.readyMs),
    connections: 50,
    durationS: DURATION_S,
    session: summary(session),
    login: summary(signIn),
  }),
);

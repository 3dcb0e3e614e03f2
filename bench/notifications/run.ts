// Live notifications benchmark: 1,000 open Server-Sent Events streams on one api instance (250
// users with 4 pages each, the pages in a process of their own), then notifications committed one
// after another to random users, and the time to its
// arrival at every page of that user: p50/p95/p99 from the commit's return (target p99 ≤ 200
// ms), and from the transaction's start. Also a burst of 200
// started at once, and the server's memory per open stream (heap and RSS after a forced GC).
// PostgreSQL with BENCH_DATABASE_URL (a database of its own, dropped afterwards), PGlite otherwise.
//   node --expose-gc --import tsx bench/notifications/run.ts
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { parseConfig } from '../../apps/api/src/config/env';
import { notifyInTransaction } from '../../apps/api/src/modules/notifications/notify';
import { buildServer } from '../../apps/api/src/server/build-server';
import { openBenchDatabase } from '../support/bench-database';
import { signUpThroughLink } from '../support/sign-up';

const USERS = Number(process.env.BENCH_USERS ?? 250);
const PAGES_PER_USER = Number(process.env.BENCH_PAGES_PER_USER ?? 4);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 300);
const EVENT_GAP_MS = Number(process.env.BENCH_EVENT_GAP_MS ?? 10);
const BURST = 200;

const { database, dispose } = await openBenchDatabase('notifications');

const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', DEMO_DATA: 'false', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000000' });
const app = await buildServer({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// ---- users (advisors: every type they receive needs only a person) --------------------------------

console.log(`Signing up ${USERS} advisors …`);
const users: { id: string; cookie: string }[] = [];
const other = await register('Pat', 'client');
for (let index = 0; index < USERS; index += 1) users.push(await register(`Adv${index}`, 'advisor'));

async function register(firstName: string, role: 'advisor' | 'client') {
  const email = `bench.${firstName.toLowerCase()}.${randomBytes(3).toString('hex')}@example.com`;
  const password = 'Bench-Password-1!';
  return signUpThroughLink(app, database.db, { role, firstName, lastName: 'Bench', email, password });
}

// ---- memory before and after 1,000 streams ------------------------------------------------------

const gc = (globalThis as { gc?: () => void }).gc;
function memory() {
  gc?.();
  gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}
if (!gc) console.log('(run with node --expose-gc for steadier memory figures)');

const pages = fork(new URL('./clients.mjs', import.meta.url));
const messages: Array<(message: { kind: string; [key: string]: unknown }) => void> = [];
pages.on('message', (message) => messages.shift()?.(message as { kind: string }));
const nextMessage = () => new Promise<{ kind: string; [key: string]: unknown }>((resolve) => messages.push(resolve));

const before = memory();
const cookies = users.flatMap((user) => Array.from({ length: PAGES_PER_USER }, () => user.cookie));
const openedAt = performance.now();
pages.send({ kind: 'open', baseUrl, cookies });
const opened = await nextMessage();
const openMs = performance.now() - openedAt;
await new Promise((resolve) => setTimeout(resolve, 500));
const after = memory();
const streams = Number(opened.ready);
console.log(`${streams} streams open in ${openMs.toFixed(0)} ms (${Number(opened.refused)} refused)`);

// ---- events ----------------------------------------------------------------------------------------

/** When each notification's transaction began, and when its commit returned, by id. */
const startedAt = new Map<string, number>();
const committedAt = new Map<string, number>();
const clock = () => performance.timeOrigin + performance.now();
async function commitOne(index: number): Promise<string> {
  const user = users[index % users.length] ?? users[0];
  if (!user) throw new Error('no users');
  const at = clock();
  const id = await database.db.transaction((tx) =>
    notifyInTransaction(tx, { recipient: { id: user.id, role: 'advisor' }, type: 'connection_request', personId: other.id, at: new Date() }),
  );
  committedAt.set(id, clock());
  startedAt.set(id, at);
  return id;
}

const single = new Set<string>();
for (let index = 0; index < EVENTS; index += 1) {
  single.add(await commitOne(index * 7));
  await new Promise((resolve) => setTimeout(resolve, EVENT_GAP_MS));
}
await Promise.all(Array.from({ length: BURST }, (_, index) => commitOne(index * 13 + 1)));
await new Promise((resolve) => setTimeout(resolve, 2_000));

pages.send({ kind: 'report' });
const report = await nextMessage();
const receipts = report.receipts as [string, number][];

function latencies(inSingle: boolean, from: Map<string, number>): number[] {
  return receipts
    .filter(([id]) => single.has(id) === inSingle)
    .map(([id, at]) => at - (from.get(id) ?? at))
    .sort((a, b) => a - b);
}

const pct = (values: number[], p: number) => values[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? Number.NaN;
const show = (label: string, values: number[]) =>
  console.log(
    `${label}: ${values.length} deliveries, p50 ${pct(values, 50).toFixed(1)} ms, p95 ${pct(values, 95).toFixed(1)} ms, p99 ${pct(values, 99).toFixed(1)} ms, max ${(values.at(-1) ?? Number.NaN).toFixed(1)} ms`,
  );

console.log(
  `\nDatabase: ${database.kind}; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
show(`One at a time (${EVENTS} events, ${EVENT_GAP_MS} ms apart, ${PAGES_PER_USER} pages each), from commit`, latencies(true, committedAt));
show(`  the same from the start of the event's transaction`, latencies(true, startedAt));
show(`Burst of ${BURST} transactions started together, from each commit`, latencies(false, committedAt));
show(`  the same from the start of the burst's transactions (they queue for the database)`, latencies(false, startedAt));
const expected = committedAt.size * PAGES_PER_USER;
console.log(`Received ${receipts.length} of ${expected} expected deliveries`);
const perStream = (bytes: number) => `${(bytes / Math.max(streams, 1) / 1024).toFixed(1)} KiB`;
console.log(`Server memory per open stream: heap ${perStream(after.heapUsed - before.heapUsed)}, RSS ${perStream(after.rss - before.rss)}`);

await app.close();
await database.close();
await dispose();
process.exit(receipts.length === expected ? 0 : 1);

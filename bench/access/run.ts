// The access decision's own cost: p50/p99 of decideClientDataRead (the route policy's one decision per request) for a connected advisor's ?userId= read
// (one indexed statement: the live grant and the advisor's billing) next to the caller's own read (no query), measured on the
// database directly. PGlite by default; PostgreSQL with BENCH_DATABASE_URL (target: p50 ≤ 1 ms).
//   node --import tsx bench/access/run.ts
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientAdvisorLinks, openDatabase, users } from '@finboard/db';
import type { Actor } from '../../apps/api/src/access/actor';
import { decideClientDataRead } from '../../apps/api/src/access/client-data-read';

const CALLS = Number(process.env.BENCH_CALLS ?? 5000);
const OTHER_LINKS = Number(process.env.BENCH_OTHER_LINKS ?? 20_000);

const dataDir = mkdtempSync(join(tmpdir(), 'finboard-bench-access-'));
const database = await openDatabase(
  process.env.BENCH_DATABASE_URL ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
);
const { db } = database;

const person = (role: string) => ({ id: randomUUID(), name: role, email: `${randomUUID()}@bench.example`, role, emailVerified: true });
const client = person('client');
const advisor = person('advisor');
await db.insert(users).values([client, advisor]);
// A realistic table: many other links, so the lookup is an index search, not a scan of a few rows.
const others = Array.from({ length: 200 }, () => person('client'));
await db.insert(users).values(others);
for (let start = 0; start < OTHER_LINKS; start += 1000) {
  await db.insert(clientAdvisorLinks).values(
    Array.from({ length: Math.min(1000, OTHER_LINKS - start) }, (_, index) => ({
      id: randomUUID(),
      userId: (others[(start + index) % others.length] as { id: string }).id,
      advisorId: advisor.id,
      status: 'disconnected' as const,
      requestedBy: 'client' as const,
      source: 'Bench',
    })),
  );
}
await db
  .insert(clientAdvisorLinks)
  .values({ id: randomUUID(), userId: client.id, advisorId: advisor.id, status: 'connected', requestedBy: 'client', source: 'Bench' });

const advisorActor: Actor = { userId: advisor.id, role: 'advisor', email: advisor.email, emailVerified: true };
const clientActor: Actor = { userId: client.id, role: 'client', email: client.email, emailVerified: true };

async function time(run: () => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => Number((samples[Math.floor(q * (samples.length - 1))] as number).toFixed(3));
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}

const own = await time(() => decideClientDataRead(db, clientActor, undefined, 'cashFlow'));
const advisorRead = await time(() => decideClientDataRead(db, advisorActor, client.id, 'cashFlow'));
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(JSON.stringify({ database: database.kind, calls: CALLS, otherLinks: OTHER_LINKS, own, advisorRead }));

// Accounts benchmark: link (first sync) and re-sync of sandbox items with two years of history,
// then p50/p99 of the Connected Accounts and Assets pages' data for a client with 20 institutions,
// at 20 connections, measured by autocannon in its own process against a real listening server.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { financialAccounts, openDatabase, transactions } from '@finboard/db';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../../apps/api/src/config/env';
import { buildServer } from '../../apps/api/src/server/build-server';
import { loadFrom } from '../support/load-from';
import { inBatches } from '../support/batches';

const INSTITUTIONS = 20;
const TARGET_TRANSACTIONS = 50_000;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dataDir = mkdtempSync(join(tmpdir(), 'finboard-bench-accounts-'));
const database = await openDatabase(
  process.env.BENCH_DATABASE_URL ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
);
const config = parseConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '100000' });
const app = await buildServer({ config, database, logger: false });
await app.ready();

const origin = { origin: 'http://localhost:3000' };
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  headers: origin,
  payload: { email: 'demo.client@finboard.dev', password: 'FinboardDemo1!' },
});
const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
const headers = { ...origin, cookie };
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers, payload }).then((response) => response.json());

const sandboxBanks = (await app.inject({ method: 'GET', url: '/api/sandbox/institutions', headers }).then((r) => r.json())).institutions as {
  institutionId: string;
  name: string;
}[];
const existing = (await app.inject({ method: 'GET', url: '/api/institutions', headers }).then((r) => r.json())).institutions.length as number;
const linkMs: number[] = [];
const linkedIds: string[] = [];
for (let index = existing; index < INSTITUTIONS; index += 1) {
  const bank = sandboxBanks[index % sandboxBanks.length] as { institutionId: string; name: string };
  const { linkToken } = await post('/api/institutions/link-token', {});
  const { publicToken } = await post('/api/sandbox/public-token', {
    linkToken,
    institutionId: bank.institutionId,
    username: 'user_good',
    password: 'pass_good',
  });
  const started = performance.now();
  const linked = await post('/api/institutions', { publicToken, institutionId: bank.institutionId, institutionName: bank.name });
  linkMs.push(performance.now() - started);
  linkedIds.push(linked.institution.id);
}
const resyncMs: number[] = [];
for (const id of linkedIds.slice(0, 5)) {
  const started = performance.now();
  await post(`/api/institutions/${id}/sync`, {});
  resyncMs.push(performance.now() - started);
}

/** Tops the history up to the target with plausible card purchases spread over the depository and credit accounts. */
async function topUpTransactions() {
  const [existingCount] = await database.db.select({ count: sql<number>`count(*)::int` }).from(transactions);
  const missing = TARGET_TRANSACTIONS - Number(existingCount?.count ?? 0);
  const accounts = await database.db.select().from(financialAccounts);
  const spendable = accounts.filter((account) => account.accountType === 'depository' || account.accountType === 'credit');
  const rows = Array.from({ length: Math.max(0, missing) }, (_, index) => {
    const account = spendable[index % spendable.length] as (typeof spendable)[number];
    const day = new Date(Date.UTC(2026, 10, 22) - (index % 730) * 86_400_000).toISOString().slice(0, 10);
    return {
      id: randomUUID(),
      userId: account.userId,
      institutionId: account.institutionId,
      accountId: account.id,
      providerTransactionId: `bench-${index}`,
      amountCents: 500 + ((index * 7919) % 20_000),
      date: day,
      name: 'Bench Market',
      merchantName: 'Bench Market',
      transactionType: 'in store',
      categoryType: 'non-essential',
    };
  });
  await inBatches(rows, (batch) => database.db.insert(transactions).values(batch));
}
await topUpTransactions();
const [counted] = await database.db.select({ count: sql<number>`count(*)::int` }).from(transactions);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
async function load(path: string) {
  const { rps, p50Ms, p99Ms, non2xx } = await loadFrom({ url: address, connections: 20, headers: { cookie: cookie } }, [path], DURATION_S);
  return { rps, p50Ms, p99Ms, non2xx };
}
const accountsPage = await load('/api/institutions');
const assetsPage = await load('/api/assets');
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  JSON.stringify({
    database: database.kind,
    institutions: INSTITUTIONS,
    transactions: Number(counted?.count ?? 0),
    linkWithFirstSyncMedianMs: Math.round(median(linkMs)),
    resyncMedianMs: Math.round(median(resyncMs)),
    connections: 20,
    accountsPage,
    assetsPage,
  }),
);

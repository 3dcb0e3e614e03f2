// Cash-flow benchmark: a client with 100,000 transactions over five years (written straight to the
// table), then p50/p99 of the cash-flow page's data for the 3M chip and for a 5-year custom range,
// and of the 3-month count, at 20 connections, measured by autocannon in its own process against a
// real listening server. PGlite by default; PostgreSQL with BENCH_DATABASE_URL (target p99 < 100 ms).
// The same reads again as a connected advisor viewing the client (?userId=): the access decision's
// cost is the difference (target: at most 1 ms at p50, and the same p99).
//   node --import tsx bench/cash-flow/run.ts
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { financialAccounts, institutions, openDatabase, transactions } from '@finboard/db';
import { addDays, addMonths } from '@finboard/domain/calendar';
import { eq, sql } from 'drizzle-orm';
import { parseConfig } from '../../apps/api/src/config/env';
import { buildServer } from '../../apps/api/src/server/build-server';
import { productToday } from '../../apps/api/src/platform/clock';
import { signUpThroughLink } from '../support/sign-up';
import { loadFrom } from '../support/load-from';
import { inBatches } from '../support/batches';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 100_000);
const YEARS = 5;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

const dataDir = mkdtempSync(join(tmpdir(), 'finboard-bench-cash-flow-'));
const database = await openDatabase(
  process.env.BENCH_DATABASE_URL ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
);
const config = parseConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '100000', DEMO_DATA: 'false' });
const app = await buildServer({ config, database, logger: false });
await app.ready();

const origin = { origin: 'http://localhost:3000' };
const email = `bench.cash-flow.${Date.now()}@example.com`;
const password = 'BenchSecret123!';
// Financial data opens only to a verified email: the link from the outbox verifies it and signs the client in.
const { id: userId, cookie } = await signUpThroughLink(app, database.db, { role: 'client', firstName: 'Bench', lastName: 'Client', email, password });

/** An advisor connected to the client with everything shared, through the api as in the product. */
async function connectAdvisor(): Promise<string> {
  const advisorEmail = `bench.advisor.${Date.now()}@example.com`;
  const { id: advisorId, cookie: advisorCookie } = await signUpThroughLink(app, database.db, {
    role: 'advisor',
    firstName: 'Bench',
    lastName: 'Advisor',
    email: advisorEmail,
    password,
  });
  const requested = await app.inject({ method: 'POST', url: '/api/connections', headers: { ...origin, cookie }, payload: { advisorId } });
  const linkId = requested.json<{ connection: { id: string } }>().connection.id;
  const accepted = await app.inject({ method: 'POST', url: `/api/connections/${linkId}/accept`, headers: { ...origin, cookie: advisorCookie }, payload: {} });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return advisorCookie;
}
const advisorCookie = await connectAdvisor();

/** One manual institution with two checking accounts and a card, and five years of plausible rows. */
async function seed() {
  const institutionId = randomUUID();
  await database.db.insert(institutions).values({ id: institutionId, userId, provider: 'manual', name: 'Bench Bank', isManualRecord: true });
  const today = productToday();
  const accountIds = ['checking', 'savings', 'credit card'].map((subtype) => ({ id: randomUUID(), subtype }));
  await database.db.insert(financialAccounts).values(
    accountIds.map(({ id, subtype }) => ({
      id,
      userId,
      institutionId,
      name: `Bench ${subtype}`,
      accountType: subtype === 'credit card' ? 'credit' : 'depository',
      accountSubtype: subtype,
      balanceType: subtype === 'credit card' ? 'liabilities' : 'assets',
      amountCents: 1_000_000,
      balanceDate: today,
    })),
  );
  const days = Math.round(YEARS * 365.25);
  const categories = [
    ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES', 'essential'],
    ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_COFFEE', 'non-essential'],
    ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', 'non-essential'],
    ['TRANSFER_OUT', 'TRANSFER_OUT_SAVINGS', 'savings'],
    ['INCOME', 'INCOME_WAGES', 'non-essential'],
  ] as const;
  const rows = Array.from({ length: TRANSACTIONS }, (_, index) => {
    const account = accountIds[index % accountIds.length] as { id: string };
    const [primary, detailed, categoryType] = categories[index % categories.length] as (typeof categories)[number];
    const isIncome = primary === 'INCOME';
    return {
      id: randomUUID(),
      userId,
      institutionId,
      accountId: account.id,
      providerTransactionId: `bench-${index}`,
      amountCents: isIncome ? -(150_000 + ((index * 131) % 50_000)) : 300 + ((index * 7919) % 25_000),
      date: addDays(today, -((index * 7) % days)),
      name: isIncome ? 'ACME PAYROLL' : 'Bench Market',
      merchantName: isIncome ? 'Acme' : 'Bench Market',
      transactionType: index % 3 === 0 ? 'online' : 'in store',
      categoryPrimary: primary,
      categoryDetailed: detailed,
      categoryType,
    };
  });
  await inBatches(rows, (batch) => database.db.insert(transactions).values(batch));
  // Fresh tables have no statistics yet; autovacuum would gather them in a running system.
  await database.db.execute(sql`vacuum analyze`);
  return today;
}
const today = await seed();
const [counted] = await database.db
  .select({ count: sql<number>`count(*)::int` })
  .from(transactions)
  .where(eq(transactions.userId, userId));

const address = await app.listen({ port: 0, host: '127.0.0.1' });
async function load(path: string, as = cookie) {
  const { rps, p50Ms, p99Ms, non2xx } = await loadFrom({ url: address, connections: 20, headers: { cookie: as } }, [path], DURATION_S);
  return { rps, p50Ms, p99Ms, non2xx };
}
const fiveYearsAgo = addMonths(today, -12 * YEARS);
// What the page asks for: the totals with the first 50 rows of the Expenses table, newest first.
const page = 'limit=50&direction=expenses';
const threeMonths = await load(`/api/cash-flow?period=3M&${page}`);
const fiveYears = await load(`/api/cash-flow?startDate=${fiveYearsAgo}&endDate=${today}&${page}`);
const countCheck = await load('/api/cash-flow/count');
const advisorThreeMonths = await load(`/api/cash-flow?period=3M&${page}&userId=${userId}`, advisorCookie);
const advisorFiveYears = await load(`/api/cash-flow?startDate=${fiveYearsAgo}&endDate=${today}&${page}&userId=${userId}`, advisorCookie);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  JSON.stringify({
    database: database.kind,
    transactions: Number(counted?.count ?? 0),
    connections: 20,
    threeMonths,
    fiveYears,
    countCheck,
    advisorThreeMonths,
    advisorFiveYears,
  }),
);

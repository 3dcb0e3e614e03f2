import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { financialAccounts, institutions, netWorthSnapshots, openDatabase, rowsOf, scenarios, transactions, type Database } from '@finboard/db';
import { createTestDatabase, type TestDatabase } from '@finboard/db/testing';
import { and, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryIdOf } from '../src/modules/cash-flow/cash-flow.repository';
import { sumBalances } from '../src/modules/net-worth/snapshots.repository';
import { productToday } from '../src/platform/clock';
import { insertTransaction } from './cash-flow-helpers';
import { cookieOf, databaseUrlFor, startServerProcess, type Answer, type ServerProcess } from './support/server-process';
import { createTestApp, signUp } from './test-app';

// kill -9 of the real server (main.ts) in the middle of a steady stream of writes: manual accounts
// added and edited, transactions recategorised, scenarios created and saved, one writer each. After
// a restart on the same data (the PGlite folder, or the PostgreSQL database) every write that was
// answered 2xx is there, and nothing is half-written: no manual institution without its account,
// today's net-worth snapshot counts every balance, every scenario has its results, and every
// recategorised category is all one type in its range.

const serverUrl = process.env.TEST_DATABASE_URL;
const TYPES = ['essential', 'non-essential', 'savings'] as const;

let dataDir: string;
let env: Record<string, string> = {};
let server: ServerProcess | undefined;
/** PostgreSQL: the test's database, read beside the server; PGlite: null (its folder is the server's while it runs). */
let shared: TestDatabase | null = null;
let client: { email: string; password: string; userId: string };

// A client with a checking account and expenses in four categories to recategorise, made in this
// process on the database the real server then opens: its folder, or its PostgreSQL database.
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'finboard-kill-'));
  const database = await createTestDatabase({ pgliteDataDir: join(dataDir, 'pglite') });
  const t = await createTestApp({}, { database: serverUrl ? { ...database, close: async () => {} } : database });
  const signedUp = await signUp(t);
  // A checking account with twenty expenses in four categories, five each, in the last two months.
  const checking = await t.request({
    method: 'POST',
    url: '/api/accounts/manual',
    cookies: signedUp.cookies,
    payload: { institutionName: 'Home Bank', name: 'Checking', balanceType: 'assets', accountType: 'depository', accountSubtype: 'checking', amount: '5000' },
  });
  expect(checking.statusCode, checking.body).toBe(201);
  const account = {
    id: checking.json<{ account: { id: string; institutionId: string } }>().account.id,
    userId: signedUp.user.id,
    institutionId: checking.json<{ account: { institutionId: string } }>().account.institutionId,
  };
  const today = productToday();
  for (const [index, category] of [
    'FOOD_AND_DRINK_GROCERIES',
    'FOOD_AND_DRINK_COFFEE',
    'ENTERTAINMENT_MUSIC_AND_AUDIO',
    'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES',
  ].entries()) {
    for (let day = 0; day < 5; day += 1) {
      await insertTransaction(t, account, {
        amountCents: 1_000 + day,
        date: shiftMonths(today, -1).slice(0, 8) + String(10 + day + index),
        categoryPrimary: category.split('_').slice(0, -1).join('_'),
        categoryDetailed: category,
        categoryType: 'essential',
      });
    }
  }
  client = { email: signedUp.email, password: signedUp.password, userId: signedUp.user.id };
  await t.close();
  if (serverUrl) {
    shared = database;
    const [current] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
    env = { DATABASE_URL: databaseUrlFor(current?.name ?? '') };
  }
}, 180_000);

afterAll(async () => {
  await server?.kill('SIGKILL');
  await shared?.close();
  // A killed server's last writes may still be landing in the folder as it goes.
  if (dataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

/** Each thing written, with every value sent for it in order and how many of those were acknowledged. */
interface Written {
  sent: string[];
  acked: number;
}
/** The values a later read may find: the last acknowledged one, or one sent after it (its answer lost with the process). */
const allowed = (written: Written) => written.sent.slice(Math.max(0, written.acked - 1));

async function signIn(live: ServerProcess): Promise<string> {
  const answer = await live.send('POST', '/api/auth/login', { body: { email: client.email, password: client.password } });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.body}`);
  return cookieOf(answer);
}

describe('kill -9 during a stream of writes', () => {
  it('keeps every acknowledged write and nothing half-written', async () => {
    server = await startServerProcess(dataDir, env);
    const live = server;
    const cookie = await signIn(live);
    const today = productToday();
    const range = { startDate: shiftMonths(today, -3), endDate: today };
    const listed = await live.send('GET', `/api/cash-flow?startDate=${range.startDate}&endDate=${range.endDate}&direction=expenses`, { cookie });
    expect(listed.status, listed.body).toBe(200);
    // One transaction of each of a few categories: the handle a category is recategorised by.
    const byCategory = new Map<string, { transactionId: string; startType: number }>();
    for (const row of (JSON.parse(listed.body) as { transactions: { id: string; categoryId: string | null; categoryType: string }[] }).transactions) {
      const startType = TYPES.indexOf(row.categoryType as (typeof TYPES)[number]);
      if (row.categoryId && startType >= 0 && !byCategory.has(row.categoryId)) byCategory.set(row.categoryId, { transactionId: row.id, startType });
    }
    const categories = [...byCategory.entries()].slice(0, 4);
    expect(categories.length).toBeGreaterThan(1);

    const accounts = new Map<string, Written & { institution: string }>();
    const scenarioNames = new Map<string, Written>();
    const recategorised = new Map<string, Written>();
    const refusals: string[] = [];
    let running = true;
    const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
    const untilKilled = async (step: (turn: number) => Promise<void>) => {
      for (let turn = 0; running; turn += 1) {
        try {
          await step(turn);
        } catch {
          return; // the process is gone
        }
      }
    };
    const accountWriter = untilKilled(async (turn) => {
      const institution = `Kill Bank ${turn}`;
      const form = (amount: string) => ({
        institutionName: institution,
        name: `Account ${turn}`,
        balanceType: 'assets',
        accountType: 'depository',
        accountSubtype: 'savings',
        amount,
      });
      const created = await live.send('POST', '/api/accounts/manual', { cookie, body: form(`${turn + 1}00`) });
      if (!ok(created)) throw new Error(`add answered ${created.status}`);
      const id = (JSON.parse(created.body) as { account: { id: string } }).account.id;
      const written = { institution, sent: [`${turn + 1}0000`], acked: 1 };
      accounts.set(id, written);
      written.sent.push(`${turn + 1}0050`);
      if (ok(await live.send('PUT', `/api/accounts/${id}`, { cookie, body: form(`${turn + 1}00.50`) }))) written.acked = 2;
    });
    const scenarioWriter = untilKilled(async (turn) => {
      const created = await live.send('POST', '/api/scenarios', { cookie, body: { type: 'retire', name: `Plan ${turn}` } });
      if (!ok(created)) throw new Error(`create answered ${created.status}`);
      const id = (JSON.parse(created.body) as { scenario: { id: string } }).scenario.id;
      const written = { sent: [`Plan ${turn}`], acked: 1 };
      scenarioNames.set(id, written);
      written.sent.push(`Plan ${turn} saved`);
      if (ok(await live.send('PATCH', `/api/scenarios/${id}`, { cookie, body: { name: `Plan ${turn} saved` } }))) written.acked = 2;
    });
    const recategoriseWriter = untilKilled(async (turn) => {
      const [categoryId, { transactionId, startType }] = categories[turn % categories.length] as [string, { transactionId: string; startType: number }];
      // Each visit moves the category to the next type: never the one it has (that is refused).
      const categoryType = TYPES[(startType + 1 + Math.floor(turn / categories.length)) % TYPES.length] as string;
      const written = recategorised.get(categoryId) ?? { sent: [], acked: 0 };
      recategorised.set(categoryId, written);
      written.sent.push(categoryType);
      const answer = await live.send('POST', '/api/cash-flow/recategorize', { cookie, body: { transactionId, categoryType, ...range } });
      if (ok(answer)) written.acked = written.sent.length;
      else refusals.push(`${answer.status} ${answer.body}`);
      // 400: already that type; anything else stops this writer.
      if (answer.status >= 300 && answer.status !== 400) throw new Error(`recategorize answered ${answer.status}`);
    });

    // Writes flow until each writer has had one answered (a slow machine may take a while for the
    // first scenario), then a little longer; then the process is killed outright, answers in flight lost.
    const everyWriterAnswered = () => accounts.size > 0 && scenarioNames.size > 0 && [...recategorised.values()].some((written) => written.acked > 0);
    for (const deadline = Date.now() + 90_000; !everyWriterAnswered() && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1_500));
    await live.kill('SIGKILL');
    running = false;
    await Promise.all([accountWriter, scenarioWriter, recategoriseWriter]);
    expect(accounts.size).toBeGreaterThan(0);
    expect(scenarioNames.size).toBeGreaterThan(0);
    expect(
      [...recategorised.values()].some((written) => written.acked > 0),
      refusals.slice(0, 3).join('\n'),
    ).toBe(true);

    // It starts again on the same data and serves the client.
    server = await startServerProcess(dataDir, env);
    const again = await server.send('GET', '/api/session', { cookie: await signIn(server) });
    expect(again.status, again.body).toBe(200);
    // PGlite's folder is the process's own: the test reads it once the server has shut down.
    let database: Database;
    if (shared) database = shared;
    else {
      expect(await server.kill('SIGTERM')).toBe(0);
      database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    }
    try {
      await expectNothingLostOrHalfWritten(database, { accounts, scenarioNames, recategorised, range, today });
    } finally {
      if (!shared) await database.close();
    }
  }, 300_000);
});

function shiftMonths(date: string, months: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved.toISOString().slice(0, 10);
}

async function expectNothingLostOrHalfWritten(
  database: Database,
  written: {
    accounts: Map<string, Written & { institution: string }>;
    scenarioNames: Map<string, Written>;
    recategorised: Map<string, Written>;
    range: { startDate: string; endDate: string };
    today: string;
  },
) {
  const { db } = database;
  const { userId } = client;

  // Accounts: each acknowledged one is there with an acknowledged (or later sent) balance, in its own institution.
  const accountRows = await db
    .select()
    .from(financialAccounts)
    .where(and(eq(financialAccounts.userId, userId), isNull(financialAccounts.deletedAt)));
  for (const [id, account] of written.accounts) {
    const row = accountRows.find((candidate) => candidate.id === id);
    expect(row, `account ${id}`).toBeDefined();
    expect(allowed(account)).toContain(String(row?.amountCents));
  }
  // No manual institution without its account (added together or not at all).
  const manual = await db
    .select()
    .from(institutions)
    .where(and(eq(institutions.userId, userId), eq(institutions.isManualRecord, true)));
  for (const institution of manual)
    expect(
      accountRows.some((row) => row.institutionId === institution.id),
      `institution ${institution.name} has its account`,
    ).toBe(true);
  // Today's snapshot counts every balance as it is now.
  const [snapshot] = await db
    .select()
    .from(netWorthSnapshots)
    .where(and(eq(netWorthSnapshots.userId, userId), eq(netWorthSnapshots.trackingDate, written.today)));
  const totals = await sumBalances(db, { ownerId: userId });
  expect({ assets: Number(snapshot?.assetsCents), liabilities: Number(snapshot?.liabilitiesCents) }).toEqual({
    assets: Number(totals.assetsCents),
    liabilities: Number(totals.liabilitiesCents),
  });

  // Scenarios: each acknowledged one is there with its name and its computed results.
  const scenarioRows = await db.select().from(scenarios).where(eq(scenarios.userId, userId));
  for (const [id, scenario] of written.scenarioNames) {
    const row = scenarioRows.find((candidate) => candidate.id === id);
    expect(row, `scenario ${id}`).toBeDefined();
    expect(allowed(scenario)).toContain(row?.name);
  }
  for (const row of scenarioRows) expect(row.outputs !== null || row.outputsIssue !== null, `scenario ${row.name} has its results`).toBe(true);

  // Recategorising: each category is all one type in the range, the acknowledged one or one sent after it.
  for (const [categoryId, category] of written.recategorised) {
    if (category.acked === 0) continue;
    const rows = await db
      .select({ type: transactions.categoryType })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          gte(transactions.date, written.range.startDate),
          lte(transactions.date, written.range.endDate),
          isNull(transactions.deletedAt),
          ne(transactions.categoryType, 'transfer'),
          sql`${categoryIdOf} = ${categoryId}`,
        ),
      );
    const types = [...new Set(rows.map((row) => row.type))];
    expect(types, categoryId).toHaveLength(1);
    expect(allowed(category)).toContain(types[0]);
  }
}

import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-accounts';
import { logIn, type TestApp } from './test-app';
import { createDemoApp, demoEmail } from './support/demo-people';

// The demo advisor's dashboard is full on a fresh start: 40 connected clients from several sources,
// a few stale, one needing login, and the tiles equal what the clients' own pages add up to.

let t: TestApp;
beforeAll(async () => {
  t = await createDemoApp();
}, 120_000);
afterAll(() => t?.close());

interface Row {
  id: string;
  source: string;
  sharesNetWorth: boolean;
  netWorthCents: number | null;
  sync: { needsLogin: string[]; isStale: boolean } | null;
}

it("fills the demo advisor's dashboard, its sums the clients' own", async () => {
  const advisor = await logIn(t, demoEmail('advisor'), DEMO_PASSWORD);
  const answer = await t.request({ method: 'GET', url: '/api/advisor/dashboard?period=All', cookies: advisor });
  expect(answer.statusCode, answer.body).toBe(200);
  const board = answer.json<{
    tiles: { clients: { connectedClients: number; totalNetWorthCents: number } };
    clientsBySource: unknown[];
    clients: Row[];
    sources: string[];
  }>();
  expect(board.tiles.clients.connectedClients).toBe(40);
  expect(board.clientsBySource.length).toBeGreaterThanOrEqual(6);
  expect(board.sources).toEqual(expect.arrayContaining(['Spring Seminar', 'Autumn Webinar', 'Directory']));
  expect(board.clients.filter((row) => row.sync?.isStale).length).toBeGreaterThanOrEqual(3);
  expect(board.clients.filter((row) => (row.sync?.needsLogin.length ?? 0) > 0)).toHaveLength(1);

  // Each sharing client's own net-worth page, read by the advisor, gives the dashboard's row; the tile is their sum.
  const sharing = board.clients.filter((row) => row.sharesNetWorth);
  let total = 0;
  for (const row of sharing.slice(0, 5)) {
    const own = (await t.request({ method: 'GET', url: `/api/net-worth?userId=${row.id}`, cookies: advisor })).json<{
      assets: { amountCents: number }[];
      liabilities: { amountCents: number }[];
    }>();
    const sum = (list: { amountCents: number }[]) => list.reduce((acc, account) => acc + account.amountCents, 0);
    expect(row.netWorthCents).toBe(sum(own.assets) - sum(own.liabilities));
  }
  for (const row of sharing) total += row.netWorthCents ?? 0;
  expect(board.tiles.clients.totalNetWorthCents).toBe(total);
}, 60_000);

it('gives the demo advisor no first-run checklist: it is an established practice (every step done)', async () => {
  const advisor = await logIn(t, demoEmail('advisor'), DEMO_PASSWORD);
  const answer = await t.request({ method: 'GET', url: '/api/advisor/first-run', cookies: advisor });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json()).toMatchObject({ isComplete: true });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxAggregation } from '../../src/providers/aggregation/sandbox/sandbox-aggregation-provider';
import { createYahooMarketData } from '../../src/providers/market-data/yahoo-market-data-provider';
import { linkAtlas, ok } from '../cash-flow-helpers';
import { createTestApp, signUp, type TestApp } from '../test-app';
import { fakeYahoo } from './fake-yahoo';

// The investments pages with MARKET_DATA_PROVIDER=yahoo: real quotes are not labelled simulated,
// and Yahoo being unreachable still answers 200 with empty charts and no market prices.

const NOW = new Date();
const sandbox = createSandboxAggregation({ clock: () => NOW });

interface Holding {
  id: string;
  tickerSymbol: string | null;
  securityType: string | null;
  valueCents: number;
  marketPrice: number | null;
}
interface Portfolio {
  account: { id: string };
  holdings: Holding[];
  candles: unknown[];
  simulated: boolean;
}

async function openBrokerage(t: TestApp) {
  const client = await signUp(t);
  await linkAtlas(t, client);
  const get = <T>(url: string) => ok<T>(t.request({ method: 'GET', url, cookies: client.cookies }));
  const { accounts } = await get<{ accounts: { id: string; accountSubtype: string }[] }>('/api/investments');
  const brokerage = accounts.find((account) => account.accountSubtype === 'brokerage');
  if (!brokerage) throw new Error('no brokerage account');
  return { get, brokerage };
}

describe('Yahoo answering', () => {
  const yahoo = fakeYahoo();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { AUTH_RATE_LIMIT_MAX: '100000' },
      { aggregation: { provider: sandbox.provider, sandbox: sandbox.controls }, marketData: createYahooMarketData({ fetch: yahoo.fetch }) },
    );
  });
  afterAll(() => t?.close());

  it("prices holdings from Yahoo's market price and draws its bars; nothing says simulated", async () => {
    const { get, brokerage } = await openBrokerage(t);
    const body = await get<Portfolio>(`/api/investments/${brokerage.id}?range=3mo`);
    expect(body.simulated).toBe(false);
    expect(body.candles.length).toBeGreaterThan(50);
    const stock = body.holdings.find((holding) => holding.securityType !== 'cash' && holding.tickerSymbol) as Holding;
    // The double's meta price for a stock is $212.49.
    expect(stock.marketPrice).toBe(21_249);
    expect(yahoo.requests.some((request) => request.symbol === stock.tickerSymbol)).toBe(true);
    const summary = await get<{ marketPrice: number; simulated: boolean; candles: unknown[] }>(
      `/api/investments/${brokerage.id}/securities/${stock.id}?range=today`,
    );
    expect(summary).toMatchObject({ marketPrice: 21_249, simulated: false });
    expect(summary.candles).toHaveLength(78);
  });
});

describe('Yahoo unreachable', () => {
  const down = fakeYahoo(() => Promise.reject(new TypeError('fetch failed')));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { AUTH_RATE_LIMIT_MAX: '100000' },
      { aggregation: { provider: sandbox.provider, sandbox: sandbox.controls }, marketData: createYahooMarketData({ fetch: down.fetch }) },
    );
  });
  afterAll(() => t?.close());

  it("answers 200 with empty charts and no market price ('Data not available'), never an error", async () => {
    const { get, brokerage } = await openBrokerage(t);
    for (const range of ['1d', '1mo', '5y']) {
      const body = await get<Portfolio>(`/api/investments/${brokerage.id}?range=${range}`);
      expect(body.candles).toEqual([]);
      expect(body.holdings.filter((holding) => holding.securityType !== 'cash').every((holding) => holding.marketPrice === null)).toBe(true);
    }
    const { holdings } = await get<Portfolio>(`/api/investments/${brokerage.id}`);
    const stock = holdings.find((holding) => holding.securityType !== 'cash') as Holding;
    for (const range of ['today', 'all']) {
      const summary = await get(`/api/investments/${brokerage.id}/securities/${stock.id}?range=${range}`);
      expect(summary).toMatchObject({ marketPrice: null, candles: [], percentChange: 0, netBalanceCents: stock.valueCents, simulated: false });
    }
    expect(down.requests.length).toBeGreaterThan(0);
  });
});

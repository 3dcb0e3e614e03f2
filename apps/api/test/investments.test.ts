import { marketCandles } from '@finboard/db';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxAggregation } from '../src/providers/aggregation/sandbox/sandbox-aggregation-provider';
import { type MarketDataProvider, quoteSymbolOf } from '../src/providers/market-data/market-data-provider';
import { createSimulatedMarketData } from '../src/providers/market-data/simulated-market-data-provider';
import { linkAtlas, ok } from './cash-flow-helpers';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

// The investments pages over a linked sandbox bank with the simulated market data: the
// retirement split, holdings that add up to the account, deterministic candles, the failure path.

const NOW = new Date();
const sandbox = createSandboxAggregation({ clock: () => NOW });

interface Account {
  id: string;
  accountSubtype: string;
  valueCents: number;
  isRetirement: boolean;
}
interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}
interface Holding {
  id: string;
  tickerSymbol: string | null;
  securityType: string | null;
  quantity: number;
  valueCents: number;
  institutionPriceCents: number;
  costBasisCents: number | null;
  marketPrice: number | null;
}
interface Portfolio {
  account: Account;
  holdings: Holding[];
  allocation: { securityType: string; valueCents: number }[];
  candles: Candle[];
  interval: string;
  simulated: boolean;
}

let t: TestApp;
let client: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let accounts: Account[];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { aggregation: { provider: sandbox.provider, sandbox: sandbox.controls } });
  client = await signUp(t);
  other = await signUp(t);
  await linkAtlas(t, client);
  accounts = (await ok<{ accounts: Account[] }>(get(client.cookies, '/api/investments'))).accounts;
});
afterAll(() => t?.close());

const get = (cookies: string[], url: string) => t.request({ method: 'GET', url, cookies });
const bySubtype = (subtype: string) => accounts.find((account) => account.accountSubtype === subtype) as Account;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('investments list', () => {
  it('splits retirement from non-retirement accounts and totals them', async () => {
    const body = await ok<{ totalCents: number; accounts: Account[]; allocation: { valueCents: number }[] }>(get(client.cookies, '/api/investments'));
    expect(body.accounts.map((account) => [account.accountSubtype, account.isRetirement]).sort()).toEqual([
      ['brokerage', false],
      ['ira', true],
      ['roth', true],
      ['sep ira', true],
    ]);
    expect(body.totalCents).toBe(sum(body.accounts.map((account) => account.valueCents)));
    expect(sum(body.allocation.map((row) => row.valueCents))).toBeGreaterThan(0);
    expect(await ok(get(other.cookies, '/api/investments'))).toEqual({ totalCents: 0, accounts: [], allocation: [] });
  });
});

describe('portfolio and security pages', () => {
  it('the holdings add up to the account balance; quotes and candles are simulated and anchored on the institution price', async () => {
    const brokerage = bySubtype('brokerage');
    const body = await ok<Portfolio>(get(client.cookies, `/api/investments/${brokerage.id}?range=1mo`));
    expect(body).toMatchObject({ simulated: true, interval: '1d', account: { id: brokerage.id, isRetirement: false } });
    expect(Math.abs(sum(body.holdings.map((holding) => holding.valueCents)) - brokerage.valueCents)).toBeLessThanOrEqual(body.holdings.length);
    expect(sum(body.allocation.map((row) => row.valueCents))).toBe(sum(body.holdings.map((holding) => holding.valueCents)));
    for (const holding of body.holdings) expect(holding.marketPrice, holding.tickerSymbol ?? '').toBe(holding.institutionPriceCents);
    expect(body.candles.length).toBeGreaterThan(15);
    for (const candle of body.candles)
      expect(candle.low <= Math.min(candle.open, candle.close) && candle.high >= Math.max(candle.open, candle.close)).toBe(true);
    // The latest bar closes at the account's value (quantities × the anchored prices), within rounding.
    expect(Math.abs((body.candles.at(-1) as Candle).close - brokerage.valueCents)).toBeLessThan(brokerage.valueCents * 0.001);
    // Deterministic, and the daily series is kept in our OHLC table.
    expect((await ok<Portfolio>(get(client.cookies, `/api/investments/${brokerage.id}?range=1mo`))).candles).toEqual(body.candles);
    const [cached] = await t.database.db.select({ n: count() }).from(marketCandles);
    expect(Number(cached?.n)).toBeGreaterThan(0);
    const intraday = await ok<Portfolio>(get(client.cookies, `/api/investments/${brokerage.id}?range=1d`));
    expect(intraday).toMatchObject({ interval: '5m' });
    expect(intraday.candles).toHaveLength(78);
    expect((await ok<Portfolio>(get(client.cookies, `/api/investments/${brokerage.id}?range=5y`))).interval).toBe('5d');
    expectError(await get(client.cookies, `/api/investments/${brokerage.id}?range=all`), 400, 'VALIDATION');
  });

  it('a security summary: market price, candles, percent change, balance, invested and profit/loss', async () => {
    const portfolio = await ok<Portfolio>(get(client.cookies, `/api/investments/${bySubtype('brokerage').id}`));
    const holding = portfolio.holdings.find((row) => row.tickerSymbol === 'AAPL') as Holding;
    const url = `/api/investments/${portfolio.account.id}/securities/${holding.id}`;
    for (const range of ['today', '1mo', 'ytd', 'all']) {
      const body = await ok<{
        marketPrice: number;
        candles: Candle[];
        percentChange: number;
        netBalanceCents: number;
        netInvestedCents: number | null;
        profitLossCents: number | null;
        simulated: boolean;
      }>(get(client.cookies, `${url}?range=${range}`));
      expect(body).toMatchObject({
        marketPrice: holding.institutionPriceCents,
        netBalanceCents: holding.valueCents,
        netInvestedCents: holding.costBasisCents,
        simulated: true,
      });
      expect(body.profitLossCents).toBe(holding.costBasisCents === null ? null : holding.valueCents - holding.costBasisCents);
      const first = (body.candles[0] as Candle).open;
      expect(body.percentChange).toBeCloseTo((((body.candles.at(-1) as Candle).close - first) / first) * 100, 1);
      expect((body.candles.at(-1) as Candle).close).toBe(holding.institutionPriceCents);
    }
  });

  it('crypto is quoted with -USD; the simulation is the same series for every range', async () => {
    expect(quoteSymbolOf('BTC', 'cryptocurrency')).toBe('BTC-USD');
    expect(quoteSymbolOf('BTC-USD', 'cryptocurrency')).toBe('BTC-USD');
    expect(quoteSymbolOf('AAPL', 'equity')).toBe('AAPL');
    const market = createSimulatedMarketData({ now: () => new Date('2024-06-14T18:00:00Z') });
    const month = await market.getCandles('XYZ', '1mo', '1d');
    const quarter = await market.getCandles('XYZ', '3mo', '1d');
    expect(quarter.slice(-month.length)).toEqual(month);
    expect((await market.getQuote('XYZ'))?.regularMarketPrice).toBe((month.at(-1) as Candle).close);
  });

  it("another user's account or holding is not found; ?userId of someone else is refused", async () => {
    const brokerage = bySubtype('brokerage');
    expectError(await get(other.cookies, `/api/investments/${brokerage.id}`), 404, 'NOT_FOUND');
    const portfolio = await ok<Portfolio>(get(client.cookies, `/api/investments/${brokerage.id}`));
    expectError(await get(other.cookies, `/api/investments/${brokerage.id}/securities/${portfolio.holdings[0]?.id}`), 404, 'NOT_FOUND');
    expectError(await get(client.cookies, `/api/investments/${bySubtype('ira').id}/securities/${portfolio.holdings[0]?.id}`), 404, 'NOT_FOUND');
    for (const url of ['/api/investments', `/api/investments/${brokerage.id}`]) {
      expect(expectError(await get(other.cookies, `${url}?userId=${client.user.id}`), 403, 'FORBIDDEN').message).toBe("you don't have access to this feature");
    }
  });
});

describe('a failing market-data provider', () => {
  it('gives empty charts and no market price, never an error', async () => {
    const failing: MarketDataProvider = {
      source: 'simulated',
      getQuote: () => Promise.reject(new Error('quote service down')),
      getCandles: () => Promise.reject(new Error('chart service down')),
    };
    const down = await createTestApp(
      { AUTH_RATE_LIMIT_MAX: '100000' },
      { aggregation: { provider: sandbox.provider, sandbox: sandbox.controls }, marketData: failing },
    );
    try {
      const user = await signUp(down);
      await linkAtlas(down, user);
      const list = (await ok<{ accounts: Account[] }>(down.request({ method: 'GET', url: '/api/investments', cookies: user.cookies }))).accounts;
      const brokerage = list.find((account) => account.accountSubtype === 'brokerage') as Account;
      const body = await ok<Portfolio>(down.request({ method: 'GET', url: `/api/investments/${brokerage.id}?range=1d`, cookies: user.cookies }));
      expect(body.candles).toEqual([]);
      expect(body.holdings.filter((holding) => holding.securityType !== 'cash').every((holding) => holding.marketPrice === null)).toBe(true);
      const holding = body.holdings.find((row) => row.securityType !== 'cash') as Holding;
      const summary = await ok(
        down.request({ method: 'GET', url: `/api/investments/${brokerage.id}/securities/${holding.id}?range=1y`, cookies: user.cookies }),
      );
      expect(summary).toMatchObject({ marketPrice: null, candles: [], percentChange: 0, netBalanceCents: holding.valueCents });
    } finally {
      await down.close();
    }
    // It builds a whole second server (database, migrations) inside the test, as a beforeAll would.
  }, 120_000);
});

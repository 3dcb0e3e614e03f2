import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/env';
import { findCandles, findQuote } from '../../src/modules/investments/market-data.service';
import { createMarketDataProvider } from '../../src/providers/market-data/create-market-data-provider';
import { quoteSymbolOf } from '../../src/providers/market-data/market-data-provider';
import { createYahooMarketData } from '../../src/providers/market-data/yahoo-market-data-provider';
import { chartBody, fakeYahoo, notFoundBody } from './fake-yahoo';

// The Yahoo Finance adapter against a double of Yahoo's chart endpoint: what it asks for per range,
// how a real response maps to bars, and that failures reach the service's failure path.

const NOW = new Date('2024-06-14T18:00:00Z'); // a Friday, the market open
const seconds = (iso: string) => Date.parse(iso) / 1000;
const yahooWith = (fetch: typeof globalThis.fetch, now = () => NOW) => createYahooMarketData({ fetch, now });

describe('what the adapter asks Yahoo for', () => {
  it.each([
    ['1mo', '1d', '2024-05-14'],
    ['5d', '1d', '2024-06-07'],
    ['3mo', '1d', '2024-03-14'],
    ['ytd', '5d', '2024-01-01'],
    ['1y', '5d', '2023-06-14'],
    ['5y', '5d', '2019-06-14'],
    ['1d', '5m', '2024-06-07'],
  ] as const)('%s: interval %s from %s to now, regular session only', async (range, interval, start) => {
    const yahoo = fakeYahoo();
    await yahooWith(yahoo.fetch).getCandles('AAPL', range, interval);
    const [request] = yahoo.requests;
    expect(request?.symbol).toBe('AAPL');
    expect(Object.fromEntries(request?.params ?? [])).toMatchObject({
      period1: String(seconds(`${start}T00:00:00Z`)),
      period2: String(NOW.getTime() / 1000),
      interval,
      includePrePost: 'false',
    });
  });

  it('all: from the beginning of the series', async () => {
    const yahoo = fakeYahoo();
    await yahooWith(yahoo.fetch).getCandles('AAPL', 'all', '5d');
    expect(yahoo.requests[0]?.params.get('period1')).toBe('0');
  });

  it('a crypto holding is asked for with its -USD symbol (through the service, as the pages do)', async () => {
    const yahoo = fakeYahoo();
    const deps = { db: undefined as never, marketData: yahooWith(yahoo.fetch), now: () => NOW };
    // An intraday range skips the OHLC cache, so no database is needed.
    const candles = await findCandles(deps, quoteSymbolOf('BTC', 'cryptocurrency'), 'today');
    expect(yahoo.requests.map((request) => request.symbol)).toEqual(['BTC-USD']);
    expect(candles.length).toBeGreaterThan(0);
    expect((await findQuote(deps, quoteSymbolOf('ETH', 'crypto')))?.symbol).toBe('ETH-USD');
  });
});

describe('mapping a chart response', () => {
  it('turns parallel arrays into bars in dollars with epoch-millisecond times, dropping bars Yahoo left empty', async () => {
    const bars = [
      { t: seconds('2024-06-12T13:30:00Z'), open: 207.37, high: 220.2, low: 206.9, close: 213.07 },
      { t: seconds('2024-06-13T13:30:00Z'), open: 214.74, high: 216.75, low: 211.6, close: 214.24 },
      { t: seconds('2024-06-14T13:30:00Z'), open: null, high: null, low: null, close: null, volume: null },
    ];
    const yahoo = fakeYahoo(() => Response.json(chartBody('AAPL', bars)));
    expect(await yahooWith(yahoo.fetch).getCandles('AAPL', '5d', '1d')).toEqual([
      { time: Date.parse('2024-06-12T13:30:00Z'), open: 207.37, high: 220.2, low: 206.9, close: 213.07 },
      { time: Date.parse('2024-06-13T13:30:00Z'), open: 214.74, high: 216.75, low: 211.6, close: 214.24 },
    ]);
  });

  it('1d and today keep only the latest session of the week asked for', async () => {
    const session = (date: string, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        t: seconds(`${date}T13:30:00Z`) + index * 300,
        open: 10 + index,
        high: 11 + index,
        low: 9 + index,
        close: 10.5 + index,
      }));
    const yahoo = fakeYahoo(() =>
      Response.json(chartBody('AAPL', [...session('2024-06-12', 78), ...session('2024-06-13', 78), ...session('2024-06-14', 54)], { dataGranularity: '5m' })),
    );
    const market = yahooWith(yahoo.fetch);
    for (const range of ['1d', 'today'] as const) {
      const candles = await market.getCandles('AAPL', range, '5m');
      expect(candles).toHaveLength(54);
      expect(candles[0]).toEqual({ time: Date.parse('2024-06-14T13:30:00Z'), open: 10, high: 11, low: 9, close: 10.5 });
    }
  });

  it("the market price and name come from the chart's meta; a minute's repeat is not asked again", async () => {
    let now = NOW;
    const yahoo = fakeYahoo();
    const market = yahooWith(yahoo.fetch, () => now);
    expect(await market.getQuote('AAPL')).toEqual({ symbol: 'AAPL', regularMarketPrice: 212.49, longName: 'Apple Inc.' });
    expect(yahoo.requests[0]?.params.get('interval')).toBe('1d');
    await market.getQuote('AAPL');
    expect(yahoo.requests).toHaveLength(1);
    now = new Date(NOW.getTime() + 61_000);
    await market.getQuote('AAPL');
    expect(yahoo.requests).toHaveLength(2);
  });

  it('a -USD symbol maps like any other (a 24-hour market, UTC)', async () => {
    const yahoo = fakeYahoo((request) =>
      Response.json(chartBody(request.symbol, [{ t: seconds('2024-06-14T00:00:00Z'), open: 66_100.5, high: 66_480.25, low: 65_790, close: 66_012.34 }])),
    );
    const market = yahooWith(yahoo.fetch);
    expect(await market.getCandles('BTC-USD', '1d', '5m')).toEqual([
      { time: Date.parse('2024-06-14T00:00:00Z'), open: 66_100.5, high: 66_480.25, low: 65_790, close: 66_012.34 },
    ]);
    expect(await market.getQuote('BTC-USD')).toEqual({ symbol: 'BTC-USD', regularMarketPrice: 66_012.34, longName: 'Bitcoin USD' });
  });
});

describe('failures', () => {
  it('a network error rejects, and the service turns it into no quote and no bars', async () => {
    const down = fakeYahoo(() => Promise.reject(new TypeError('fetch failed')));
    const market = yahooWith(down.fetch);
    await expect(market.getCandles('AAPL', '1mo', '1d')).rejects.toThrow('fetch failed');
    await expect(market.getQuote('AAPL')).rejects.toThrow('fetch failed');
    const deps = { db: undefined as never, marketData: market, now: () => NOW };
    expect(await findQuote(deps, 'AAPL')).toBeNull();
    expect(await findCandles(deps, 'AAPL', '1d')).toEqual([]);
    // A failed quote is not kept: the service's call asked Yahoo again (quotes keep the library's includePrePost).
    expect(down.requests.filter((request) => request.params.get('includePrePost') === 'true')).toHaveLength(2);
  });

  it("an unknown symbol (Yahoo's Not Found) rejects; an empty series gives no bars", async () => {
    const yahoo = fakeYahoo((request) =>
      request.symbol === 'GONE' ? Response.json(notFoundBody('GONE'), { status: 404 }) : Response.json(chartBody(request.symbol, [])),
    );
    const market = yahooWith(yahoo.fetch);
    await expect(market.getCandles('GONE', '1mo', '1d')).rejects.toThrow(/No data found/);
    await expect(market.getQuote('GONE')).rejects.toThrow(/No data found/);
    expect(await market.getCandles('QUIET', '1mo', '1d')).toEqual([]);
    expect(await market.getCandles('QUIET', '1d', '5m')).toEqual([]);
  });
});

describe('configuration', () => {
  it('MARKET_DATA_PROVIDER picks the provider; simulated by default', () => {
    expect(parseConfig({}).marketDataProvider).toBe('simulated');
    expect(parseConfig({ MARKET_DATA_PROVIDER: 'yahoo' }).marketDataProvider).toBe('yahoo');
    expect(() => parseConfig({ MARKET_DATA_PROVIDER: 'bloomberg' })).toThrow(/MARKET_DATA_PROVIDER/);
    expect(createMarketDataProvider({ source: 'yahoo' }).source).toBe('yahoo');
    expect(createMarketDataProvider({ source: 'simulated' }).source).toBe('simulated');
  });
});

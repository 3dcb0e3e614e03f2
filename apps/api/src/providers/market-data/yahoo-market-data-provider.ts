import { addDays, calendarDateIn } from '@finboard/domain/calendar';
import type YahooFinance from 'yahoo-finance2';
import { type Candle, type MarketDataProvider, type MarketInterval, type MarketRange, type Quote, rangeStartDate } from './market-data-provider';

// Yahoo Finance through yahoo-finance2's chart() (/v8/finance/chart): bars and, from the same
// endpoint's meta, the market price. quote() is avoided on purpose: it needs Yahoo's cookie and
// crumb, and the library keeps a failed crumb request for the life of the process, so one network
// blip would leave every later quote failing. Errors are thrown: the investments service turns them
// into 'Data not available' and an empty chart.

const REQUEST_TIMEOUT_MS = 10_000;
/** A page asks for the same quotes on every range switch: a minute's reuse spares Yahoo the repeats. */
const QUOTE_TTL_MS = 60_000;

/** Where the library's own warnings go (the server's logger). */
export interface ProviderLog {
  warn(message: string): void;
}

export interface YahooMarketDataOptions {
  /** Answers Yahoo's HTTP requests: the global fetch, or a double in tests. */
  fetch?: typeof fetch;
  now?: () => Date;
  log?: ProviderLog;
  /** How long one request to Yahoo may take (MARKET_DATA_TIMEOUT_MS). */
  timeoutMs?: number;
}

const textOf = (args: unknown[]) => args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ');
const isPrice = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The exchange's calendar date of a bar (meta.gmtoffset is the exchange's offset in seconds). */
const sessionOf = (time: number, gmtOffsetSeconds: number) => new Date(time + gmtOffsetSeconds * 1000).toISOString().slice(0, 10);

export function createYahooMarketData({
  fetch: baseFetch = globalThis.fetch,
  now = () => new Date(),
  log,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: YahooMarketDataOptions = {}): MarketDataProvider {
  const warn = (...args: unknown[]) => log?.warn(`yahoo-finance2: ${textOf(args)}`);
  // The library loads on the first request, not with the server (importing it costs every start).
  let client: Promise<InstanceType<typeof YahooFinance>> | undefined;
  const yahoo = () =>
    (client ??= import('yahoo-finance2').then(
      ({ default: YahooFinanceClient }) =>
        new YahooFinanceClient({
          // A hung connection would hold the page: every request gives up after a while.
          fetch: (input, init) => baseFetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
          logger: { info: () => undefined, debug: () => undefined, dir: () => undefined, warn, error: warn },
          suppressNotices: ['yahooSurvey'],
          versionCheck: false,
        }),
    ));
  const quotes = new Map<string, { at: number; quote: Promise<Quote | null> }>();

  async function fetchQuote(symbol: string): Promise<Quote | null> {
    const today = calendarDateIn('UTC', now());
    const { meta } = await (await yahoo()).chart(symbol, { period1: addDays(today, -7), period2: now(), interval: '1d' });
    if (!isPrice(meta.regularMarketPrice)) return null;
    return { symbol: meta.symbol, regularMarketPrice: meta.regularMarketPrice, longName: meta.longName ?? meta.shortName ?? null };
  }

  return {
    source: 'yahoo',
    getQuote(symbol: string): Promise<Quote | null> {
      const kept = quotes.get(symbol);
      if (kept && now().getTime() - kept.at < QUOTE_TTL_MS) return kept.quote;
      const quote = fetchQuote(symbol);
      quotes.set(symbol, { at: now().getTime(), quote });
      // A failure is not kept: the next page view asks again.
      quote.catch(() => quotes.delete(symbol));
      return quote;
    },
    async getCandles(symbol: string, range: MarketRange, interval: MarketInterval): Promise<Candle[]> {
      const start = rangeStartDate(range, calendarDateIn('UTC', now()));
      const { meta, quotes: rows } = await (
        await yahoo()
      ).chart(symbol, {
        period1: start === null ? new Date(0) : start,
        period2: now(),
        interval,
        // The regular session only: pre- and after-market bars are thin and would stretch the day.
        includePrePost: false,
      });
      const candles = rows.flatMap((row) =>
        isPrice(row.open) && isPrice(row.high) && isPrice(row.low) && isPrice(row.close)
          ? [{ time: row.date.getTime(), open: row.open, high: row.high, low: row.low, close: row.close }]
          : [],
      );
      if (interval !== '5m') return candles;
      // 1d and today: the latest session's bars out of the week asked for.
      const latest = candles.at(-1);
      return latest ? candles.filter((candle) => sessionOf(candle.time, meta.gmtoffset) === sessionOf(latest.time, meta.gmtoffset)) : [];
    },
  };
}

// A stand-in for Yahoo's chart endpoint (/v8/finance/chart/{symbol}), answering in the shape Yahoo
// sends (numbers in seconds, parallel arrays, nulls for missing bars) so yahoo-finance2 parses and
// validates it as it would a real response. The machine has no internet; the adapter gets this fetch.

export interface ChartBar {
  /** Epoch seconds, as Yahoo sends them. */
  t: number;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  volume?: number | null;
}

export interface YahooRequest {
  symbol: string;
  params: URLSearchParams;
}

const NEW_YORK = { timezone: 'EDT', exchangeTimezoneName: 'America/New_York', gmtoffset: -14_400 };
const CRYPTO = { timezone: 'UTC', exchangeTimezoneName: 'UTC', gmtoffset: 0 };

/** Meta as Yahoo sends it for a Nasdaq stock (AAPL) or, for a -USD symbol, a cryptocurrency. */
export function chartMeta(symbol: string, overrides: Record<string, unknown> = {}) {
  const isCrypto = symbol.endsWith('-USD');
  const zone = isCrypto ? CRYPTO : NEW_YORK;
  const period = (start: number, end: number) => ({ timezone: zone.timezone, start, end, gmtoffset: zone.gmtoffset });
  return {
    currency: 'USD',
    symbol,
    exchangeName: isCrypto ? 'CCC' : 'NMS',
    fullExchangeName: isCrypto ? 'CCC' : 'NasdaqGS',
    instrumentType: isCrypto ? 'CRYPTOCURRENCY' : 'EQUITY',
    firstTradeDate: isCrypto ? 1_410_912_000 : 345_479_400,
    regularMarketTime: 1_718_395_201,
    hasPrePostMarketData: !isCrypto,
    ...zone,
    regularMarketPrice: isCrypto ? 66_012.34 : 212.49,
    fiftyTwoWeekHigh: isCrypto ? 73_750.07 : 220.2,
    fiftyTwoWeekLow: isCrypto ? 25_000.1 : 164.08,
    regularMarketDayHigh: isCrypto ? 66_500 : 215.17,
    regularMarketDayLow: isCrypto ? 65_800 : 211.3,
    regularMarketVolume: 70_122_748,
    longName: isCrypto ? 'Bitcoin USD' : 'Apple Inc.',
    shortName: isCrypto ? 'Bitcoin USD' : 'Apple Inc.',
    chartPreviousClose: isCrypto ? 65_900.5 : 214.24,
    priceHint: 2,
    currentTradingPeriod: {
      pre: period(1_718_352_000, 1_718_371_800),
      regular: period(1_718_371_800, 1_718_395_200),
      post: period(1_718_395_200, 1_718_409_600),
    },
    dataGranularity: '1d',
    range: '',
    validRanges: ['1d', '5d', '1mo', '3mo', '6mo', '1y', '2y', '5y', '10y', 'ytd', 'max'],
    ...overrides,
  };
}

/** A successful chart answer; no bars gives Yahoo's empty shape (no timestamp, one empty quote). */
export function chartBody(symbol: string, bars: ChartBar[], meta: Record<string, unknown> = {}) {
  const indicators =
    bars.length === 0
      ? { quote: [{}] }
      : {
          quote: [
            {
              open: bars.map((bar) => bar.open),
              high: bars.map((bar) => bar.high),
              low: bars.map((bar) => bar.low),
              close: bars.map((bar) => bar.close),
              volume: bars.map((bar) => bar.volume ?? 1_000),
            },
          ],
        };
  const result = { meta: chartMeta(symbol, meta), ...(bars.length ? { timestamp: bars.map((bar) => bar.t) } : {}), indicators };
  return { chart: { result: [result], error: null } };
}

/** Yahoo's answer for an unknown or delisted symbol. */
export const notFoundBody = (symbol: string) => ({
  chart: { result: null, error: { code: 'Not Found', description: `No data found, symbol may be delisted (${symbol})` } },
});

const DAY = 86_400;
const SESSION_OPEN = 13.5 * 3600; // 9:30 in New York in summer, in seconds after midnight UTC

/** Bars for any symbol between period1 and period2: weekday sessions, 78 five-minute bars each. */
function generatedBars(params: URLSearchParams): ChartBar[] {
  const period1 = Number(params.get('period1'));
  const period2 = Number(params.get('period2'));
  const interval = params.get('interval') ?? '1d';
  const sessions: number[] = [];
  for (let day = Math.floor(Math.max(period1, period2 - 12 * 366 * DAY) / DAY) * DAY; day <= period2; day += DAY) {
    const weekday = new Date(day * 1000).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && day + SESSION_OPEN >= period1 && day + SESSION_OPEN <= period2) sessions.push(day + SESSION_OPEN);
  }
  const starts =
    interval === '5m'
      ? sessions.flatMap((open) => Array.from({ length: 78 }, (_, index) => open + index * 300))
      : interval === '5d'
        ? sessions.filter((_, index) => index % 5 === 0)
        : sessions;
  return starts.map((t, index) => ({ t, open: 100 + index, high: 101.5 + index, low: 99.5 + index, close: 100.75 + index }));
}

/** The double: records every request; `respond` may answer one itself (an error, a fixed body). */
export function fakeYahoo(respond?: (request: YahooRequest) => Response | Promise<Response> | undefined) {
  const requests: YahooRequest[] = [];
  const fetch = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const match = /^\/v8\/finance\/chart\/(.+)$/.exec(url.pathname);
    if (url.host !== 'query2.finance.yahoo.com' || !match?.[1]) throw new Error(`unexpected request ${url.href}`);
    const request = { symbol: decodeURIComponent(match[1]), params: url.searchParams };
    requests.push(request);
    return (await respond?.(request)) ?? Response.json(chartBody(request.symbol, generatedBars(url.searchParams)));
  };
  return { fetch, requests };
}

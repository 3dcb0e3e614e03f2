// Quotes and OHLC bars for the investments pages. The embedded default is a simulation
// (deterministic per symbol, labelled simulated); Yahoo Finance (yahoo-finance2) is the real one.
import { addDays, addMonths, startOfYear } from '@finboard/domain/calendar';

/** Chart ranges: the portfolio page offers 1d..5y, the security summary adds today and all. */
export const MARKET_RANGES = ['1d', '5d', '1mo', '3mo', 'ytd', '1y', '5y', 'today', 'all'] as const;
export type MarketRange = (typeof MARKET_RANGES)[number];
export type MarketInterval = '5m' | '1d' | '5d';

/** Bar size per range (spec 02 Investments): 1d and today use 5m; 5d, 1mo, 3mo use 1d; others 5d. */
export const INTERVAL_OF: Record<MarketRange, MarketInterval> = {
  '1d': '5m',
  today: '5m',
  '5d': '1d',
  '1mo': '1d',
  '3mo': '1d',
  ytd: '5d',
  '1y': '5d',
  '5y': '5d',
  all: '5d',
};

/**
 * The first calendar date a range's bars cover, from today (YYYY-MM-DD); null for all history.
 * 1d and today reach back a week, so the window holds the latest session even after a weekend:
 * providers keep that session's bars.
 */
export function rangeStartDate(range: MarketRange, today: string): string | null {
  switch (range) {
    case '1d':
    case 'today':
    case '5d':
      return addDays(today, -7);
    case '1mo':
      return addMonths(today, -1);
    case '3mo':
      return addMonths(today, -3);
    case 'ytd':
      return startOfYear(today);
    case '1y':
      return addMonths(today, -12);
    case '5y':
      return addMonths(today, -60);
    case 'all':
      return null;
  }
}

export interface Quote {
  symbol: string;
  /** Dollars per share, as quote services give it. */
  regularMarketPrice: number;
  longName: string | null;
}

export interface Candle {
  /** The bar's start, epoch milliseconds. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface MarketDataProvider {
  /** simulated | yahoo: stored with cached bars and shown to the client. */
  readonly source: 'simulated' | 'yahoo';
  getQuote(symbol: string): Promise<Quote | null>;
  getCandles(symbol: string, range: MarketRange, interval: MarketInterval): Promise<Candle[]>;
}

/** Crypto quotes are asked for with the -USD suffix (BTC → BTC-USD). */
export function quoteSymbolOf(tickerSymbol: string, securityType: string | null): string {
  const isCrypto = securityType === 'cryptocurrency' || securityType === 'crypto';
  return isCrypto && !tickerSymbol.toUpperCase().endsWith('-USD') ? `${tickerSymbol}-USD` : tickerSymbol;
}

import type { Db } from '@finboard/db';
import { type Candle, INTERVAL_OF, type MarketDataProvider, type MarketRange, type Quote } from '../../providers/market-data/market-data-provider';
import { findFreshCandles, replaceCandles } from './market-candles.repository';

export interface MarketDataDeps {
  db: Db;
  marketData: MarketDataProvider;
  now: () => Date;
}

/** A quote, or null when the provider fails or has none (the page shows 'Data not available'). */
export async function findQuote(deps: MarketDataDeps, symbol: string): Promise<Quote | null> {
  try {
    return await deps.marketData.getQuote(symbol);
  } catch {
    return null;
  }
}

/**
 * A symbol's bars for a range: daily series from our cache when fetched today, intraday ones
 * straight from the provider. A failing provider gives an empty chart, never an error.
 */
export async function findCandles(deps: MarketDataDeps, symbol: string, range: MarketRange): Promise<Candle[]> {
  const interval = INTERVAL_OF[range];
  const key = { symbol, range, interval };
  const startOfToday = new Date(deps.now().toISOString().slice(0, 10));
  try {
    if (interval !== '5m') {
      const cached = await findFreshCandles(deps.db, { ...key, since: startOfToday });
      if (cached && cached.length > 0) return cached;
    }
    const fresh = await deps.marketData.getCandles(symbol, range, interval);
    if (interval !== '5m' && fresh.length > 0) await replaceCandles(deps.db, { ...key, source: deps.marketData.source }, fresh).catch(() => undefined);
    return fresh;
  } catch {
    return [];
  }
}

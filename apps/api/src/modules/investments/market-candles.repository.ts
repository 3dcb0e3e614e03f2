import { type Db, holdings, marketCandles } from '@finboard/db';
import { centsToDollars } from '@finboard/domain/money';
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Candle } from '../../providers/market-data/market-data-provider';

interface SeriesKey {
  symbol: string;
  range: string;
  interval: string;
}

/** A cached series when it was fetched since `since` (null otherwise). */
export async function findFreshCandles(db: Db, key: SeriesKey & { since: Date }): Promise<Candle[] | null> {
  const where = and(eq(marketCandles.symbol, key.symbol), eq(marketCandles.range, key.range), eq(marketCandles.interval, key.interval));
  const [newest] = await db.select({ fetchedAt: marketCandles.fetchedAt }).from(marketCandles).where(where).orderBy(desc(marketCandles.fetchedAt)).limit(1);
  if (!newest || newest.fetchedAt < key.since) return null;
  return db
    .select({ time: marketCandles.time, open: marketCandles.open, high: marketCandles.high, low: marketCandles.low, close: marketCandles.close })
    .from(marketCandles)
    .where(and(where, gte(marketCandles.fetchedAt, key.since)))
    .orderBy(asc(marketCandles.time));
}

/** Replaces a cached series with a fresh copy. */
export async function replaceCandles(db: Db, key: SeriesKey & { source: string }, candles: Candle[]) {
  await db.transaction(async (tx) => {
    await tx
      .delete(marketCandles)
      .where(and(eq(marketCandles.symbol, key.symbol), eq(marketCandles.range, key.range), eq(marketCandles.interval, key.interval)));
    for (let start = 0; start < candles.length; start += 500) {
      await tx.insert(marketCandles).values(candles.slice(start, start + 500).map((candle) => ({ ...candle, ...key, fetchedAt: new Date() })));
    }
  });
}

/**
 * The latest price an institution reported for a ticker, in dollars: it anchors the simulated
 * series. A public security's price, not a user's data, so it is read across owners.
 */
export async function findReferencePrice(db: Db, symbol: string): Promise<number | null> {
  const ticker = symbol.replace(/-USD$/i, '');
  const [row] = await db
    .select({ cents: holdings.institutionPriceCents })
    .from(holdings)
    .where(and(sql`upper(${holdings.tickerSymbol}) = upper(${ticker})`, isNull(holdings.deletedAt)))
    .orderBy(desc(holdings.updatedAt))
    .limit(1);
  return row && Number(row.cents) > 0 ? centsToDollars(Number(row.cents)) : null;
}

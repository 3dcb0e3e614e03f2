import { doublePrecision, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Our own copy of a market-data provider's OHLC series, per symbol, chart range and bar interval:
 * a chart is answered from here while the copy is from today, so the provider is asked at most
 * once a day per series. Public market data, not a user's: no owner column.
 */
export const marketCandles = pgTable(
  'market_candles',
  {
    symbol: text('symbol').notNull(),
    range: text('range').notNull(),
    interval: text('interval').notNull(),
    /** The bar's start in epoch milliseconds (a double holds every millisecond exactly). */
    time: doublePrecision('time').notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    /** simulated | yahoo */
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.symbol, table.range, table.interval, table.time] }),
    index('market_candles_fetched_idx').on(table.symbol, table.range, table.interval, table.fetchedAt),
  ],
);

import type { TCandle } from '@finboard/contracts';
import type { Candle } from '../../providers/market-data/market-data-provider';

export interface Position {
  quantity: number;
  /** The institution's value now: used for a position without price bars. */
  valueCents: number;
  /** Bars in dollars; empty when the position has no price data. */
  candles: Candle[];
}

export const toCents = (candle: Candle): TCandle => ({
  time: candle.time,
  open: Math.round(candle.open * 100),
  high: Math.round(candle.high * 100),
  low: Math.round(candle.low * 100),
  close: Math.round(candle.close * 100),
});

/**
 * The account's value bars: the quantities held now times each security's bar, summed on the
 * times of the longest series (a series without a bar at a time uses its last close before it).
 * Positions without price data count at their value now. Empty when no position has bars.
 */
export function combinePortfolioCandles(positions: Position[]): TCandle[] {
  const priced = positions.filter((position) => position.candles.length > 0);
  if (priced.length === 0) return [];
  const constant = positions.filter((position) => position.candles.length === 0).reduce((sum, position) => sum + position.valueCents, 0);
  const times = [...new Set(priced.flatMap((position) => position.candles.map((candle) => candle.time)))].sort((a, b) => a - b);
  const cursors = priced.map(() => -1);
  return times.map((time) => {
    const bar = { time, open: constant, high: constant, low: constant, close: constant };
    priced.forEach((position, index) => {
      let cursor = cursors[index] as number;
      while (cursor + 1 < position.candles.length && (position.candles[cursor + 1] as Candle).time <= time) cursor += 1;
      cursors[index] = cursor;
      const own = position.candles[cursor];
      const candle = own?.time === time ? own : { open: own?.close ?? position.candles[0]?.open ?? 0, high: 0, low: 0, close: own?.close ?? position.candles[0]?.open ?? 0 };
      const open = candle.open * position.quantity * 100;
      const close = candle.close * position.quantity * 100;
      bar.open += open;
      bar.close += close;
      bar.high += own?.time === time ? candle.high * position.quantity * 100 : Math.max(open, close);
      bar.low += own?.time === time ? candle.low * position.quantity * 100 : Math.min(open, close);
    });
    return { time, open: Math.round(bar.open), high: Math.round(bar.high), low: Math.round(bar.low), close: Math.round(bar.close) };
  });
}

import type { TCandle } from '@finboard/contracts';
import { dollarsToCents } from '@finboard/domain/money';
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
  open: dollarsToCents(candle.open),
  high: dollarsToCents(candle.high),
  low: dollarsToCents(candle.low),
  close: dollarsToCents(candle.close),
});

/** A position's worth at a price, in whole cents, so positions add up as integers. */
const worthCents = (price: number, quantity: number) => dollarsToCents(price * quantity);

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
      const candle =
        own?.time === time ? own : { open: own?.close ?? position.candles[0]?.open ?? 0, high: 0, low: 0, close: own?.close ?? position.candles[0]?.open ?? 0 };
      const open = worthCents(candle.open, position.quantity);
      const close = worthCents(candle.close, position.quantity);
      bar.open += open;
      bar.close += close;
      bar.high += own?.time === time ? worthCents(candle.high, position.quantity) : Math.max(open, close);
      bar.low += own?.time === time ? worthCents(candle.low, position.quantity) : Math.min(open, close);
    });
    return bar;
  });
}

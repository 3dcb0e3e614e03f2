import type { TCandle, TPortfolioResponse } from '@finboard/contracts';
import { formatMediumDate, formatMediumDateTime, formatMonthYear, formatShortDate, formatTime } from '@finboard/domain/format';

export type CandleInterval = TPortfolioResponse['interval'];

// Candle times are epoch milliseconds, shown in the product's time zone like every other instant.
const formatters = {
  time: (time: number) => formatTime(new Date(time)),
  day: (time: number) => formatShortDate(new Date(time)),
  month: (time: number) => formatMonthYear(new Date(time)),
  date: (time: number) => formatMediumDate(new Date(time)),
  dateTime: (time: number) => formatMediumDateTime(new Date(time)),
};

/** The x axis: times of day for 5-minute bars, days for daily bars, months for five-day bars (New York time). */
export function axisLabelOf(time: number, interval: CandleInterval): string {
  const formatter = interval === '5m' ? formatters.time : interval === '1d' ? formatters.day : formatters.month;
  return formatter(time);
}

/** The tooltip's full date (and time for intraday bars). */
export function tooltipLabelOf(time: number, interval: CandleInterval): string {
  return (interval === '5m' ? formatters.dateTime : formatters.date)(time);
}

/** What the chart shows, for screen readers and tests: 'AAPL, 1M: 22 bars from Jun 14, 2024 to Jul 12, 2024'. */
export function describeCandles(subject: string, rangeLabel: string, candles: readonly TCandle[]): string {
  const first = candles[0];
  const last = candles.at(-1);
  if (!first || !last) return `${subject}, ${rangeLabel}: no price data`;
  return `${subject}, ${rangeLabel}: ${candles.length} bars from ${formatters.date(first.time)} to ${formatters.date(last.time)}`;
}

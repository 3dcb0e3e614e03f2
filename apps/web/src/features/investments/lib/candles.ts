import type { TCandle, TPortfolioResponse } from '@finboard/contracts';
import { APP_TIME_ZONE } from '../../../lib/format-date';

export type CandleInterval = TPortfolioResponse['interval'];

const formatters = {
  time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: APP_TIME_ZONE }),
  day: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: APP_TIME_ZONE }),
  month: new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: APP_TIME_ZONE }),
  date: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: APP_TIME_ZONE }),
  dateTime: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: APP_TIME_ZONE }),
};

/** The x axis: times of day for 5-minute bars, days for daily bars, months for five-day bars (New York time). */
export function axisLabelOf(time: number, interval: CandleInterval): string {
  const formatter = interval === '5m' ? formatters.time : interval === '1d' ? formatters.day : formatters.month;
  return formatter.format(time);
}

/** The tooltip's full date (and time for intraday bars). */
export function tooltipLabelOf(time: number, interval: CandleInterval): string {
  return (interval === '5m' ? formatters.dateTime : formatters.date).format(time);
}

/** What the chart shows, for screen readers and tests: 'AAPL, 1M: 22 bars from Jun 14, 2024 to Jul 12, 2024'. */
export function describeCandles(subject: string, rangeLabel: string, candles: readonly TCandle[]): string {
  const first = candles[0];
  const last = candles.at(-1);
  if (!first || !last) return `${subject}, ${rangeLabel}: no price data`;
  return `${subject}, ${rangeLabel}: ${candles.length} bars from ${formatters.date.format(first.time)} to ${formatters.date.format(last.time)}`;
}

// Rates are decimals (0.05) everywhere but on screen, where they are percents.
import { roundHalfAwayFromZero } from './rounding';

const signed = new Map<number, Intl.NumberFormat>();
const plain = new Map<number, Intl.NumberFormat>();

function percentFormat(cache: Map<number, Intl.NumberFormat>, digits: number, signDisplay: 'auto' | 'exceptZero') {
  let format = cache.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: digits, signDisplay });
    cache.set(digits, format);
  }
  return format;
}

/** A decimal rate as a percent, half away from zero: 0.7 → '70%', 0.705 → '71%', 0.125 with 1 digit → '12.5%'. */
export const formatPercent = (rate: number, maximumDigits = 0) =>
  percentFormat(plain, maximumDigits, 'auto').format(roundHalfAwayFromZero(rate * 100, maximumDigits) / 100 || 0);

/** A change as a percent with its sign: 0.024 → '+2.4%'; null (nothing to compare with) is empty. */
export const formatSignedPercent = (ratio: number | null, maximumDigits = 1) =>
  ratio === null ? '' : percentFormat(signed, maximumDigits, 'exceptZero').format(ratio);

/** A change already in percent with its sign and two decimals: '+1.25%', '-0.40%', '0.00%'. */
export function formatPercentChange(percent: number): string {
  const fixed = Math.abs(percent).toFixed(2);
  if (Number(fixed) === 0) return '0.00%';
  return `${percent > 0 ? '+' : '-'}${fixed}%`;
}

/** A whole percent (0 to 100) from a decimal rate, for inputs. */
export const rateToPercent = (rate: number) => Math.round(rate * 100);

/** A percent typed in (clamped to 0 to 100, whole) back to a decimal rate. */
export const percentToRate = (percent: number) => Math.min(100, Math.max(0, Math.round(percent))) / 100;

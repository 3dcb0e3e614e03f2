// Compact figures: the advisor dashboard's money (spec 01 §9: 'M' with 2 decimals above 100,000
// dollars) and chart axes (spec 01 §2: thousands as k; millions as M so an axis never reads '1000k').
import { formatDollarsAndCents } from './money';
import { roundHalfAwayFromZero as roundTo } from './rounding';

const DASHBOARD_MILLIONS_ABOVE_DOLLARS = 100_000;

/** Trailing zeros dropped: '1.50' → '1.5', '2.0' → '2'. */
const trimmed = (value: number, decimals: number) => String(Number(value.toFixed(decimals)));

/** The dashboard's money: '-$0.21M', '$1.23M' above $100,000, else to the cent ('$95,000.00'). */
export function formatDashboardMoney(cents: number): string {
  const dollars = cents / 100;
  if (Math.abs(dollars) <= DASHBOARD_MILLIONS_ABOVE_DOLLARS) return formatDollarsAndCents(cents);
  const millions = roundTo(dollars / 1_000_000, 2);
  return `${millions < 0 ? '-' : ''}$${Math.abs(millions).toFixed(2)}M`;
}

/** A number in k and M for chart labels: 950 → '950', 12,500 → '12.5k', 999,960 → '1M', -2,340,000 → '-2.34M'. */
export function formatCompactNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  if (roundTo(magnitude, 2) < 1000) return `${sign}${trimmed(roundTo(magnitude, 2), 2)}`;
  const thousands = roundTo(magnitude / 1000, 1);
  // 999,960 is 1000.0k after rounding: it switches to M, so no axis shows '1000k'.
  if (thousands < 1000) return `${sign}${trimmed(thousands, 1)}k`;
  return `${sign}${trimmed(roundTo(magnitude / 1_000_000, 2), 2)}M`;
}

/** Dollars in k and M with the sign in front: '$950k', '-$1.5M', '$120'. Chart axes and their tips. */
export function formatCompactDollars(dollars: number): string {
  const text = formatCompactNumber(dollars);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Cents in k and M: formatCompactDollars of the dollars. */
export const formatCompactCents = (cents: number) => formatCompactDollars(cents / 100);

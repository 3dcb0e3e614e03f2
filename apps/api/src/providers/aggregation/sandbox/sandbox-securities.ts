import { daysBetween } from '@finboard/domain/calendar';
import type { ProviderSecurity } from '../aggregation-types';
import { roundCents, stableId } from './sandbox-random';

export interface SandboxSecurity {
  ticker: string;
  name: string;
  type: 'cash' | 'equity' | 'etf' | 'mutual fund';
  /** Price on the reference day; other days drift from it smoothly. */
  basePrice: number;
}

export const CASH_TICKER = 'CUR:USD';

// Widely held funds and shares, as in Plaid's own sandbox, so the market-data pages have real symbols.
const CATALOG: readonly SandboxSecurity[] = [
  { ticker: CASH_TICKER, name: 'U S Dollar', type: 'cash', basePrice: 1 },
  { ticker: 'VTI', name: 'Vanguard Total Stock Market ETF', type: 'etf', basePrice: 262.4 },
  { ticker: 'VOO', name: 'Vanguard S&P 500 ETF', type: 'etf', basePrice: 468.9 },
  { ticker: 'VXUS', name: 'Vanguard Total International Stock ETF', type: 'etf', basePrice: 61.2 },
  { ticker: 'BND', name: 'Vanguard Total Bond Market ETF', type: 'etf', basePrice: 72.35 },
  { ticker: 'SCHD', name: 'Schwab U.S. Dividend Equity ETF', type: 'etf', basePrice: 27.1 },
  { ticker: 'FXAIX', name: 'Fidelity 500 Index Fund', type: 'mutual fund', basePrice: 188.6 },
  { ticker: 'VBTLX', name: 'Vanguard Total Bond Market Index Fund Admiral', type: 'mutual fund', basePrice: 9.62 },
  { ticker: 'VFFVX', name: 'Vanguard Target Retirement 2055 Fund', type: 'mutual fund', basePrice: 49.85 },
  { ticker: 'AAPL', name: 'Apple Inc.', type: 'equity', basePrice: 189.3 },
  { ticker: 'MSFT', name: 'Microsoft Corporation', type: 'equity', basePrice: 415.5 },
  { ticker: 'AMZN', name: 'Amazon.com, Inc.', type: 'equity', basePrice: 178.2 },
  { ticker: 'NVDA', name: 'NVIDIA Corporation', type: 'equity', basePrice: 118.1 },
];

const REFERENCE_DATE = '2024-07-01';

export function getSandboxSecurity(ticker: string): SandboxSecurity {
  const security = CATALOG.find((entry) => entry.ticker === ticker);
  if (!security) throw new RangeError(`no sandbox security ${ticker}`);
  return security;
}

/** A smooth, deterministic price path: steady growth with a slow swing, never a random walk that drifts to zero. */
export function priceOn(security: SandboxSecurity, date: string): number {
  if (security.type === 'cash') return 1;
  const years = daysBetween(REFERENCE_DATE, date) / 365.25;
  const phase = security.ticker.split('').reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const growth = security.type === 'mutual fund' && security.ticker === 'VBTLX' ? 0.02 : 0.07;
  const swing = 1 + 0.06 * Math.sin(years * 2 * Math.PI * 0.8 + phase);
  return Math.max(roundCents(security.basePrice * Math.exp(growth * years) * swing), 0.01);
}

export function securityIdOf(ticker: string): string {
  return stableId('security', ticker);
}

export function toProviderSecurity(security: SandboxSecurity, date: string): ProviderSecurity {
  return {
    securityId: securityIdOf(security.ticker),
    name: security.name,
    tickerSymbol: security.ticker,
    type: security.type,
    closePrice: priceOn(security, date),
    closePriceAsOf: date,
    isoCurrencyCode: 'USD',
  };
}

/** The securities behind a list of holdings or transactions, each once, as Plaid lists them beside the data. */
export function securitiesFor(securityIds: Iterable<string>, date: string): ProviderSecurity[] {
  const wanted = new Set(securityIds);
  return CATALOG.filter((security) => wanted.has(securityIdOf(security.ticker))).map((security) => toProviderSecurity(security, date));
}

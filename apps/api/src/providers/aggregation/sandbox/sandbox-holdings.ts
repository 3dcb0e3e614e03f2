import { centsToDollars, dollarsToCents } from '@finboard/domain/money';
import type { ProviderHolding } from '../aggregation-types';
import { accountRandom, type SandboxAccountPlan, type SandboxItem } from './sandbox-item';
import { roundCents } from './sandbox-random';
import { CASH_TICKER, getSandboxSecurity, priceOn, securityIdOf } from './sandbox-securities';

interface Mix {
  tickers: readonly string[];
  value: [number, number];
}

const MIXES: Record<string, Mix> = {
  '401k': { tickers: ['VFFVX', 'FXAIX', 'VBTLX', CASH_TICKER], value: [40_000, 420_000] },
  'roth 401k': { tickers: ['VFFVX', 'FXAIX', CASH_TICKER], value: [8_000, 120_000] },
  ira: { tickers: ['VTI', 'VXUS', 'BND', CASH_TICKER], value: [15_000, 180_000] },
  'sep ira': { tickers: ['VTI', 'VXUS', 'BND'], value: [12_000, 150_000] },
  roth: { tickers: ['VOO', 'VXUS', 'SCHD'], value: [8_000, 95_000] },
  brokerage: { tickers: ['AAPL', 'MSFT', 'AMZN', 'NVDA', 'VTI', CASH_TICKER], value: [10_000, 250_000] },
};
const DEFAULT_MIX: Mix = { tickers: ['VTI', 'BND'], value: [5_000, 50_000] };

export interface Position {
  ticker: string;
  quantity: number;
  costBasis: number;
}

/** What the account holds: fixed quantities per item, so only prices move with the clock. */
export function positionsOf(item: SandboxItem, account: SandboxAccountPlan): Position[] {
  const mix = MIXES[account.subtype] ?? DEFAULT_MIX;
  const random = accountRandom(item, account, 'holdings');
  const target = random.int(mix.value[0], mix.value[1]);
  const weights = mix.tickers.map((ticker) => (ticker === CASH_TICKER ? random.next() * 0.04 + 0.01 : random.next() + 0.5));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  return mix.tickers.map((ticker, index) => {
    const security = getSandboxSecurity(ticker);
    const value = (target * (weights[index] ?? 0)) / totalWeight;
    // Shares of a company are whole; funds are held in thousandths; cash is dollars and cents.
    const quantity =
      security.type === 'equity'
        ? Math.max(Math.round(value / security.basePrice), 1)
        : security.type === 'cash'
          ? roundCents(value)
          : Math.round((value / security.basePrice) * 1000) / 1000;
    const costBasis = security.type === 'cash' ? quantity : roundCents(quantity * security.basePrice * (0.62 + random.next() * 0.4));
    return { ticker, quantity, costBasis };
  });
}

export function holdingsOf(item: SandboxItem, account: SandboxAccountPlan, date: string): ProviderHolding[] {
  return positionsOf(item, account).map((position) => {
    const price = priceOn(getSandboxSecurity(position.ticker), date);
    return {
      accountId: account.accountId,
      securityId: securityIdOf(position.ticker),
      quantity: position.quantity,
      institutionPrice: price,
      institutionValue: roundCents(position.quantity * price),
      costBasis: position.costBasis,
      isoCurrencyCode: 'USD',
    };
  });
}

/** An investment account's balance is what its holdings are worth, summed in whole cents. */
export function investmentBalanceOf(item: SandboxItem, account: SandboxAccountPlan, date: string): number {
  const cents = holdingsOf(item, account, date).reduce((sum, holding) => sum + dollarsToCents(holding.institutionValue), 0);
  return centsToDollars(cents);
}

import type { TCandle, THolding, TInvestmentAccount, TPortfolioResponse, TSecuritySummaryResponse } from '@finboard/contracts';

// Api answers for the investments pages' tests.

export const BROKERAGE_ID = 'bbbbbbbb-0000-4000-8000-000000000001';
export const IRA_ID = 'bbbbbbbb-0000-4000-8000-000000000002';
export const AAPL_ID = 'cccccccc-0000-4000-8000-000000000001';

export function makeInvestmentAccount(overrides: Partial<TInvestmentAccount> = {}): TInvestmentAccount {
  return {
    id: BROKERAGE_ID,
    institutionId: '11111111-1111-4111-8111-111111111111',
    institutionName: 'Evergreen National Bank',
    logoUrl: null,
    name: 'Brokerage',
    accountType: 'investment',
    accountSubtype: 'brokerage',
    valueCents: 1_234_567,
    isRetirement: false,
    ...overrides,
  };
}

export function makeHolding(overrides: Partial<THolding> = {}): THolding {
  return {
    id: AAPL_ID,
    tickerSymbol: 'AAPL',
    name: 'Apple Inc.',
    securityType: 'equity',
    quantity: 10,
    valueCents: 212_490,
    institutionPriceCents: 21_249,
    costBasisCents: 150_000,
    marketPrice: 21_300,
    ...overrides,
  };
}

/** `count` daily bars from 2024-06-03, each closing a dollar higher. */
export function makeCandles(count: number, start = Date.parse('2024-06-03T13:30:00Z')): TCandle[] {
  return Array.from({ length: count }, (_, index) => ({
    time: start + index * 86_400_000,
    open: 20_000 + index * 100,
    high: 20_200 + index * 100,
    low: 19_900 + index * 100,
    close: 20_100 + index * 100,
  }));
}

export function makePortfolio(overrides: Partial<TPortfolioResponse> = {}): TPortfolioResponse {
  const holdings = overrides.holdings ?? [
    makeHolding(),
    makeHolding({
      id: 'cccccccc-0000-4000-8000-000000000002',
      tickerSymbol: 'VTI',
      name: 'Vanguard Total Stock Market ETF',
      securityType: 'etf',
      quantity: 4.5,
      valueCents: 118_080,
      marketPrice: null,
    }),
    makeHolding({
      id: 'cccccccc-0000-4000-8000-000000000003',
      tickerSymbol: 'CUR:USD',
      name: 'U S Dollar',
      securityType: 'cash',
      quantity: 500,
      valueCents: 50_000,
      institutionPriceCents: 100,
      costBasisCents: null,
      marketPrice: 100,
    }),
  ];
  return {
    account: makeInvestmentAccount(),
    holdings,
    allocation: [
      { securityType: 'cash', valueCents: 50_000 },
      { securityType: 'equity', valueCents: 212_490 },
      { securityType: 'etf', valueCents: 118_080 },
    ],
    candles: makeCandles(22),
    range: '1mo',
    interval: '1d',
    simulated: true,
    ...overrides,
  };
}

export function makeSecuritySummary(overrides: Partial<TSecuritySummaryResponse> = {}): TSecuritySummaryResponse {
  return {
    account: makeInvestmentAccount(),
    holding: makeHolding(),
    marketPrice: 21_300,
    candles: makeCandles(22),
    percentChange: 10.5,
    netBalanceCents: 212_490,
    netInvestedCents: 150_000,
    profitLossCents: 62_490,
    range: '1mo',
    interval: '1d',
    simulated: true,
    ...overrides,
  };
}

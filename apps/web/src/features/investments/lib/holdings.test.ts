import { describe, expect, it } from 'vitest';
import { makeCandles, makeHolding, makeInvestmentAccount, makePortfolio } from '../testing/fixtures';
import { formatSecurityType } from '@finboard/domain/format';
import { allocationSlices, marketValueCents, visibleHoldings } from './holdings';
import { hasPriceData } from './price-data';

const account = makeInvestmentAccount();
const holdings = makePortfolio().holdings;
const tickers = (rows: { tickerSymbol: string | null }[]) => rows.map((row) => row.tickerSymbol);

describe('holdings', () => {
  it('labels security types for people', () => {
    expect(['mutual fund', 'etf', 'cash', 'fixed income', 'cryptocurrency', null, 'warrant'].map(formatSecurityType)).toEqual([
      'Mutual Fund',
      'ETF',
      'Cash',
      'Fixed Income',
      'Crypto',
      'Other',
      'Warrant',
    ]);
  });

  it('values a position at the quote (quantity × market price); no quote, no market value', () => {
    expect(marketValueCents({ quantity: 4.5, marketPrice: 26_241 })).toBe(118_085);
    expect(marketValueCents({ quantity: 10, marketPrice: null })).toBeNull();
  });

  it('filters by security type and searches ticker, security type, institution or account type', () => {
    expect(tickers(visibleHoldings(holdings, account, { filter: 'all', search: '' }))).toEqual(['AAPL', 'VTI', 'CUR:USD']);
    expect(tickers(visibleHoldings(holdings, account, { filter: 'etf', search: '' }))).toEqual(['VTI']);
    expect(tickers(visibleHoldings(holdings, account, { filter: 'derivative', search: '' }))).toEqual([]);
    expect(tickers(visibleHoldings(holdings, account, { filter: 'all', search: 'aap' }))).toEqual(['AAPL']);
    expect(tickers(visibleHoldings(holdings, account, { filter: 'all', search: 'Cash' }))).toEqual(['CUR:USD']);
    expect(tickers(visibleHoldings(holdings, account, { filter: 'cash', search: 'evergreen' }))).toEqual(['CUR:USD']);
    expect(tickers(visibleHoldings(holdings, account, { filter: 'all', search: 'brokerage' }))).toHaveLength(3);
    expect(tickers(visibleHoldings(holdings, account, { filter: 'all', search: 'apple' }))).toEqual([]);
  });

  it('the asset type chart: whole dollars per type, largest first, empty types left out', () => {
    expect(
      allocationSlices([
        { securityType: 'cash', valueCents: 50_049 },
        { securityType: 'mutual fund', valueCents: 300_000 },
        { securityType: 'etf', valueCents: 0 },
      ]),
    ).toEqual([
      { name: 'Mutual Fund', value: 3_000 },
      { name: 'Cash', value: 500 },
    ]);
  });

  it('the portfolio chart shows with bars, or with a quote for a security; never for cash alone', () => {
    expect(hasPriceData({ candles: makeCandles(3), holdings: [] })).toBe(true);
    expect(hasPriceData({ candles: [], holdings: [makeHolding()] })).toBe(true);
    expect(hasPriceData({ candles: [], holdings: [makeHolding({ marketPrice: null })] })).toBe(false);
    expect(hasPriceData({ candles: [], holdings: [makeHolding({ securityType: 'cash', tickerSymbol: 'CUR:USD', marketPrice: 100 })] })).toBe(false);
  });
});

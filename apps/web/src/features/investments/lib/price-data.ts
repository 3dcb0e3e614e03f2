import type { TPortfolioResponse } from '@finboard/contracts';

/**
 * The portfolio chart shows only when price data exists: bars for the range, or a quote for a
 * security (cash carries the institution's price, not a quote). A range without bars then reads
 * 'Data not available' while its buttons stay.
 */
export function hasPriceData({ candles, holdings }: Pick<TPortfolioResponse, 'candles' | 'holdings'>): boolean {
  return candles.length > 0 || holdings.some((holding) => holding.securityType !== 'cash' && holding.tickerSymbol !== null && holding.marketPrice !== null);
}

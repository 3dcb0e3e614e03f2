import { z } from 'zod';

const zUserId = z.string().min(1).max(100).optional();
export const INVESTMENT_RANGES = ['1d', '5d', '1mo', '3mo', 'ytd', '1y', '5y', 'today', 'all'] as const;

export const ZInvestmentsQuery = z.object({ userId: zUserId }).strict();
/** The portfolio page offers 1d, 5d, 1mo, 3mo, ytd, 1y, 5y; the security summary adds today and all. */
export const ZPortfolioQuery = z.object({ range: z.enum(['1d', '5d', '1mo', '3mo', 'ytd', '1y', '5y']).default('1mo'), userId: zUserId }).strict();
export const ZSecurityQuery = z.object({ range: z.enum(INVESTMENT_RANGES).default('1mo'), userId: zUserId }).strict();
export const ZPortfolioParams = z.object({ accountId: z.string().uuid() }).strict();
export const ZSecurityParams = z.object({ accountId: z.string().uuid(), holdingId: z.string().uuid() }).strict();
/** /client/invest-summary/{id} knows only the holding: its account is looked up. */
export const ZHoldingParams = z.object({ holdingId: z.string().uuid() }).strict();

export const ZInvestmentAccount = z.object({
  id: z.string(),
  institutionId: z.string(),
  institutionName: z.string(),
  logoUrl: z.string().nullable(),
  name: z.string(),
  accountType: z.string(),
  accountSubtype: z.string(),
  valueCents: z.number().int(),
  /** The Retirement tab (spec 01 §9 subtypes); otherwise Non-Retirement. */
  isRetirement: z.boolean(),
});
export type TInvestmentAccount = z.infer<typeof ZInvestmentAccount>;

/** Value per security type (cash, equity, etf, mutual fund, ...): the asset type chart. */
export const ZAllocation = z.array(z.object({ securityType: z.string(), valueCents: z.number().int() }));

export const ZInvestmentsResponse = z.object({ totalCents: z.number().int(), accounts: z.array(ZInvestmentAccount), allocation: ZAllocation });
export type TInvestmentsResponse = z.infer<typeof ZInvestmentsResponse>;

/** One bar; prices in cents. `time` is the bar's start in epoch milliseconds. */
export const ZCandle = z.object({ time: z.number(), open: z.number().int(), high: z.number().int(), low: z.number().int(), close: z.number().int() });
export type TCandle = z.infer<typeof ZCandle>;

export const ZHolding = z.object({
  id: z.string(),
  tickerSymbol: z.string().nullable(),
  name: z.string().nullable(),
  securityType: z.string().nullable(),
  quantity: z.number(),
  /** The institution's value of the position. */
  valueCents: z.number().int(),
  institutionPriceCents: z.number().int(),
  costBasisCents: z.number().int().nullable(),
  /** The quote's price; null shows 'Data not available'. */
  marketPrice: z.number().int().nullable(),
});
export type THolding = z.infer<typeof ZHolding>;

const ZMarketMeta = {
  range: z.enum(INVESTMENT_RANGES),
  interval: z.enum(['5m', '1d', '5d']),
  /** Prices come from the simulated market-data provider, not a real market: the UI says so. */
  simulated: z.boolean(),
};

export const ZPortfolioResponse = z.object({
  account: ZInvestmentAccount,
  holdings: z.array(ZHolding),
  allocation: ZAllocation,
  /** The account's value over the range (quantities held now × each bar); empty when no price data exists. */
  candles: z.array(ZCandle),
  ...ZMarketMeta,
});
export type TPortfolioResponse = z.infer<typeof ZPortfolioResponse>;

export const ZSecuritySummaryResponse = z.object({
  account: ZInvestmentAccount,
  holding: ZHolding,
  marketPrice: z.number().int().nullable(),
  candles: z.array(ZCandle),
  /** Change over the range in percent (first open to last close); 0 without data. */
  percentChange: z.number(),
  /** Net Balance Account: the position's value. */
  netBalanceCents: z.number().int(),
  /** Net Invested: the cost basis. */
  netInvestedCents: z.number().int().nullable(),
  /** Profit/Loss: balance minus cost basis. */
  profitLossCents: z.number().int().nullable(),
  ...ZMarketMeta,
});
export type TSecuritySummaryResponse = z.infer<typeof ZSecuritySummaryResponse>;
export const NO_MARKET_DATA = 'Data not available';

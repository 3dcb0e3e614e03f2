import type { MarketDataProvider } from './market-data-provider';
import { createSimulatedMarketData, type SimulatedMarketDataOptions } from './simulated-market-data-provider';
import { createYahooMarketData, type ProviderLog } from './yahoo-market-data-provider';

export interface MarketDataProviderOptions extends SimulatedMarketDataOptions {
  /** MARKET_DATA_PROVIDER: the offline simulation (default) or Yahoo Finance. */
  source: MarketDataProvider['source'];
  log?: ProviderLog;
  /** How long one request to Yahoo may take. */
  timeoutMs?: number;
}

export function createMarketDataProvider({ source, log, timeoutMs, ...simulated }: MarketDataProviderOptions): MarketDataProvider {
  return source === 'yahoo' ? createYahooMarketData({ log, now: simulated.now, timeoutMs }) : createSimulatedMarketData(simulated);
}

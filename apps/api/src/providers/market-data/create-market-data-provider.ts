import type { MarketDataProvider } from './market-data-provider';
import { createSimulatedMarketData, type SimulatedMarketDataOptions } from './simulated-market-data-provider';

/** The simulated series for now; the Yahoo Finance adapter (yahoo-finance2) plugs in here once installed. */
export function createMarketDataProvider(options: SimulatedMarketDataOptions): MarketDataProvider {
  return createSimulatedMarketData(options);
}

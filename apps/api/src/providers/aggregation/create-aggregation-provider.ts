import type { AggregationProvider, SandboxControls } from './aggregation-provider';
import { createLazyPlaidAggregationProvider } from './plaid/lazy-plaid-aggregation-provider';
import type { PlaidSettings } from './plaid/plaid-client';
import { createSandboxAggregation } from './sandbox/sandbox-aggregation-provider';

export type { PlaidSettings } from './plaid/plaid-client';

export interface AggregationSettings {
  /** AGGREGATION_PROVIDER: the sandbox bank runs only when chosen, never as a fallback for missing Plaid keys. */
  provider: 'sandbox' | 'plaid';
  /** Plaid's keys; required when the provider is 'plaid'. */
  plaid: PlaidSettings | null;
  /** "Now" for the sandbox's data and for webhook ages; tests freeze it. */
  clock?: () => Date;
}

/** The configured provider; only the sandbox has its own link screens. */
export function createAggregationProvider(settings: AggregationSettings): { provider: AggregationProvider; sandbox: SandboxControls | null } {
  if (settings.provider === 'plaid') {
    if (!settings.plaid) throw new Error('AGGREGATION_PROVIDER=plaid needs PLAID_CLIENT_ID and PLAID_SECRET');
    return { provider: createLazyPlaidAggregationProvider(settings.plaid, { clock: settings.clock }), sandbox: null };
  }
  const { provider, controls } = createSandboxAggregation({ clock: settings.clock });
  return { provider, sandbox: controls };
}

import type { AggregationProvider, SandboxControls } from './aggregation-provider';
import { createPlaidAggregationProvider } from './plaid/plaid-aggregation-provider';
import type { PlaidSettings } from './plaid/plaid-client';
import { createSandboxAggregation } from './sandbox/sandbox-aggregation-provider';

export type { PlaidSettings } from './plaid/plaid-client';

export interface AggregationSettings {
  /** Set when PLAID_CLIENT_ID and PLAID_SECRET are; null runs the embedded sandbox. */
  plaid: PlaidSettings | null;
  /** "Now" for the sandbox's data and for webhook ages; tests freeze it. */
  clock?: () => Date;
}

/** Plaid when configured, else the offline sandbox; only the sandbox has its own link screens. */
export function createAggregationProvider(settings: AggregationSettings): { provider: AggregationProvider; sandbox: SandboxControls | null } {
  if (settings.plaid) {
    return { provider: createPlaidAggregationProvider(settings.plaid, { clock: settings.clock }), sandbox: null };
  }
  const { provider, controls } = createSandboxAggregation({ clock: settings.clock });
  return { provider, sandbox: controls };
}

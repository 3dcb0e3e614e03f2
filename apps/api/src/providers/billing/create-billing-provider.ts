import type { Db } from '@finboard/db';
import type { BillingSettings } from '../../config/env';
import type { BillingProvider, SandboxBillingControls } from './billing-provider';
import { createSandboxBillingProvider } from './sandbox/sandbox-billing-provider';
import { createStripeBillingProvider } from './stripe/stripe-billing-provider';

export interface BillingProviderChoice {
  provider: BillingProvider;
  /** The sandbox's card form, clock and PDFs; null with Stripe. */
  sandbox: SandboxBillingControls | null;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the embedded sandbox. The sandbox delivers its signed
 * events to `deliverEvent`, which is the webhook's own handling (verified the same way).
 */
export function createBillingProvider(options: {
  settings: BillingSettings;
  db: Db;
  publicUrl: string;
  productName: string;
  deliverEvent: (rawBody: string, signatureHeader: string) => Promise<void>;
}): BillingProviderChoice {
  const { settings } = options;
  if (settings.stripe) return { provider: createStripeBillingProvider(settings.stripe), sandbox: null };
  const sandbox = createSandboxBillingProvider({
    db: options.db,
    now: () => Math.floor(Date.now() / 1000),
    webhookSecret: settings.sandboxWebhookSecret,
    publicUrl: options.publicUrl,
    productName: options.productName,
    deliverEvent: options.deliverEvent,
  });
  return { provider: sandbox, sandbox };
}

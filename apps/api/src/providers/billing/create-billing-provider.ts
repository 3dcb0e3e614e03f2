import type { Db } from '@finboard/db';
import type { BillingSettings } from '../../config/env';
import type { BillingProvider, SandboxBillingControls } from './billing-provider';
import { createSandboxBillingProvider } from './sandbox/sandbox-billing-provider';

export interface BillingProviderChoice {
  provider: BillingProvider;
  /** The sandbox's card form, clock and PDFs; null with Stripe. */
  sandbox: SandboxBillingControls | null;
  /**
   * The same sandbox read at another time (the demo data's past months); its events go to
   * `deliverEvent`, verified against that clock. Null with Stripe.
   */
  sandboxAt: ((now: () => number, deliverEvent: DeliverEvent) => BillingProvider & SandboxBillingControls) | null;
}

type DeliverEvent = (rawBody: string, signatureHeader: string) => Promise<void>;

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the embedded sandbox. The sandbox delivers its signed
 * events to `deliverEvent`, which is the webhook's own handling (verified the same way). Stripe's
 * client is imported only when chosen: loading it costs every server start that does not use it.
 */
export async function createBillingProvider(options: {
  settings: BillingSettings;
  db: Db;
  publicUrl: string;
  productName: string;
  deliverEvent: DeliverEvent;
}): Promise<BillingProviderChoice> {
  const { settings } = options;
  if (settings.stripe) {
    const { createStripeBillingProvider } = await import('./stripe/stripe-billing-provider');
    return { provider: createStripeBillingProvider(settings.stripe), sandbox: null, sandboxAt: null };
  }
  const sandboxAt = (now: () => number, deliverEvent: DeliverEvent) =>
    createSandboxBillingProvider({
      db: options.db,
      now,
      webhookSecret: settings.sandboxWebhookSecret,
      publicUrl: options.publicUrl,
      productName: options.productName,
      deliverEvent,
    });
  const sandbox = sandboxAt(() => Math.floor(Date.now() / 1000), options.deliverEvent);
  return { provider: sandbox, sandbox, sandboxAt };
}

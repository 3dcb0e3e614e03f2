import Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string;
  /** For Stripe Elements in the browser; the api never uses it. */
  publishableKey: string | null;
  /** The endpoint's whsec_ secret that signs webhook deliveries. */
  webhookSecret: string;
  /** Another address for Stripe's API (a local server that answers as Stripe does, in tests). */
  apiBaseUrl: string | null;
  /** How long one attempt may take (STRIPE_TIMEOUT_MS); with the two retries a call gives up after about three of these. */
  timeoutMs?: number;
}

/**
 * The official client, pinned to the API version its types describe. It retries connection errors,
 * 409s, 5xx and the 429s Stripe marks `Stripe-Should-Retry: true` (lock timeouts) twice with
 * backoff, each POST under one idempotency key, so a retry never charges twice.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBaseUrl ? new URL(settings.apiBaseUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: settings.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Finboard' },
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
}

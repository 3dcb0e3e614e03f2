import { createHmac } from 'node:crypto';
import { API_VERSION, newId } from './state';

/**
 * Events and their delivery as Stripe does it (https://docs.stripe.com/webhooks#verify-manually):
 * the JSON body is POSTed with `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" keyed by the endpoint's whsec_ secret>`.
 */
export interface FakeStripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export function makeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { created?: number; previous?: Record<string, unknown> } = {},
): FakeStripeEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object, ...(options.previous ? { previous_attributes: options.previous } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Only the fields that changed, as Stripe's previous_attributes lists them (top level only). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(before).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(after[key])));
}

export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export async function deliver(url: string, event: FakeStripeEvent, secret: string, options: { timestamp?: number; body?: string } = {}) {
  const payload = JSON.stringify(event, null, 2);
  const signature = signatureHeader(payload, secret, options.timestamp);
  // `body` lets a test send something other than what was signed (a tampered delivery).
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature,
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
    body: options.body ?? payload,
  });
  return { status: response.status, body: await response.text(), payload, signature };
}

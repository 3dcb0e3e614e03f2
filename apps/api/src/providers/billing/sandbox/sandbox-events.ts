import { createHmac, timingSafeEqual } from 'node:crypto';
import { BillingWebhookSignatureError, checkWebhookTimestamps, type ProviderEvent } from '../billing-provider';
import { newId } from './sandbox-ids';
import { API_VERSION, type SandboxEvent, type SandboxObject } from './sandbox-objects';

/**
 * Stripe-shaped webhook events and Stripe's signature scheme: the `Stripe-Signature` header is
 * `t={timestamp},v1={hex HMAC-SHA256 of "{timestamp}.{raw body}" with the endpoint secret}`.
 */

export function buildEvent(type: string, object: SandboxObject, created: number, idempotencyKey: string | null): SandboxEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created,
    // A copy: the object may change again in the same transaction, the event keeps this moment's.
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: idempotencyKey },
    type,
  };
}

export function signatureHeader(rawBody: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${sign(rawBody, secret, timestamp)}`;
}

function sign(rawBody: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** Checks the header against the body (any v1 may match), refuses timestamps outside the tolerance either way, then reads the event. */
export function verifyEvent(rawBody: string, header: string | undefined, secret: string, now: number): ProviderEvent {
  if (!header) throw new BillingWebhookSignatureError('missing billing webhook signature');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((piece) => piece.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) throw new BillingWebhookSignatureError('malformed billing webhook signature');
  const expected = Buffer.from(sign(rawBody, secret, timestamp), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new BillingWebhookSignatureError();
  checkWebhookTimestamps(header, now);
  return readEvent(rawBody);
}

function readEvent(rawBody: string): ProviderEvent {
  let event: SandboxEvent;
  try {
    event = JSON.parse(rawBody) as SandboxEvent;
  } catch {
    throw new BillingWebhookSignatureError('billing webhook body is not JSON');
  }
  const object = event.data?.object as { id?: unknown; object?: unknown; customer?: unknown } | undefined;
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || !object || typeof object.id !== 'string') {
    throw new BillingWebhookSignatureError('billing webhook body is not an event');
  }
  const kind = KINDS.get(String(object.object)) ?? 'other';
  const customerId = kind === 'customer' ? object.id : typeof object.customer === 'string' ? object.customer : null;
  return { id: event.id, type: event.type, created: event.created, object: { kind, id: object.id, customerId } };
}

const KINDS = new Map<string, ProviderEvent['object']['kind']>([
  ['subscription', 'subscription'],
  ['invoice', 'invoice'],
  ['customer', 'customer'],
  ['payment_method', 'payment_method'],
]);

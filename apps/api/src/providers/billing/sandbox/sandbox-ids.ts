import { createHash, randomBytes } from 'node:crypto';

/** Stripe-style ids: a prefix and 24 random characters. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;
}

/**
 * An id fixed by an idempotency key (and what it is for): concurrent requests with the same key
 * insert the same primary key, so only one of them creates the object.
 */
export function keyedId(prefix: string, ...parts: string[]): string {
  return `${prefix}_${digest(parts.join('\u0000')).slice(0, 24)}`;
}

/** Stripe's invoice prefix: 8 uppercase characters fixed per customer. */
export function invoicePrefix(customerId: string): string {
  return digest(`invoice-prefix:${customerId}`).slice(0, 8).toUpperCase();
}

/** Stripe's card fingerprint: the same number gives the same value, which never reveals it. */
export function cardFingerprint(number: string): string {
  return digest(`card:${number}`).slice(0, 16);
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

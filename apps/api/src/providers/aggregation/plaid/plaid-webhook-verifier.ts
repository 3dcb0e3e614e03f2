import { createHash, timingSafeEqual } from 'node:crypto';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import type { JWKPublicKey } from 'plaid';
import { AggregationProviderError, type ProviderWebhook } from '../aggregation-types';

const MAX_AGE_SECONDS = 5 * 60;
// A key we hold is re-read now and then, so one Plaid has since expired stops being trusted.
const KEY_REFRESH_MS = 24 * 60 * 60 * 1000;

type VerificationKey = Awaited<ReturnType<typeof importJWK>>;

interface CachedKey {
  key: VerificationKey | null;
  fetchedAt: number;
}

export type FetchVerificationKey = (keyId: string) => Promise<JWKPublicKey>;

function header(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(headers).find(([key]) => key.toLowerCase() === wanted)?.[1];
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The token's header, or null for anything that is not a compact JWS. */
function protectedHeaderOf(token: string): { alg?: unknown; kid?: unknown } | null {
  try {
    return decodeProtectedHeader(token);
  } catch {
    return null;
  }
}

/**
 * Plaid's webhook verification: the Plaid-Verification header is an ES256 JWT whose key (by kid)
 * comes from /webhook_verification_key/get; it must be at most five minutes old (either way) and
 * sign the SHA-256 of the exact raw body. The JWT itself is checked by jose; keys are cached by kid.
 */
export function createPlaidWebhookVerifier(fetchKey: FetchVerificationKey, clock: () => Date) {
  const keys = new Map<string, CachedKey>();

  async function keyFor(keyId: string): Promise<VerificationKey | null> {
    const cached = keys.get(keyId);
    if (cached && clock().getTime() - cached.fetchedAt < KEY_REFRESH_MS) return cached.key;
    let jwk: JWKPublicKey;
    try {
      jwk = await fetchKey(keyId);
    } catch (error) {
      // Plaid answering "no such key" means the delivery is not genuine; anything else (a 5xx, a rate
      // limit, no answer) is an outage: thrown, so the delivery is not acknowledged and Plaid retries it.
      if (error instanceof AggregationProviderError && error.code === 'INVALID_WEBHOOK_VERIFICATION_KEY_ID') return null;
      throw error;
    }
    const key =
      jwk.expired_at == null && jwk.kty === 'EC' && jwk.crv === 'P-256' ? await importJWK({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, 'ES256') : null;
    keys.set(keyId, { key, fetchedAt: clock().getTime() });
    return key;
  }

  return async function verifyWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<ProviderWebhook | null> {
    const token = header(headers, 'plaid-verification');
    if (!token) return null;
    const jwtHeader = protectedHeaderOf(token);
    // Only ES256: never let the token choose a weaker algorithm (or "none"). jose checks it again.
    if (jwtHeader?.alg !== 'ES256' || typeof jwtHeader.kid !== 'string') return null;
    const key = await keyFor(jwtHeader.kid);
    if (!key) return null;
    let claims: { iat?: unknown; request_body_sha256?: unknown };
    try {
      // maxTokenAge needs an iat no older than five minutes; the tolerance refuses one more than five minutes ahead.
      ({ payload: claims } = await jwtVerify(token, key, {
        algorithms: ['ES256'],
        currentDate: clock(),
        maxTokenAge: MAX_AGE_SECONDS,
        clockTolerance: MAX_AGE_SECONDS,
      }));
    } catch {
      return null;
    }
    const issuedAt = claims.iat;
    // jose lets an iat in the future pass within the tolerance only; the age limit holds both ways.
    if (typeof issuedAt !== 'number' || Math.abs(clock().getTime() / 1000 - issuedAt) > MAX_AGE_SECONDS) return null;
    const bodySha256 = sha256Hex(rawBody);
    if (typeof claims.request_body_sha256 !== 'string' || !sameText(claims.request_body_sha256, bodySha256)) return null;
    return parseBody(rawBody, bodySha256, new Date(issuedAt * 1000).toISOString());
  };
}

function parseBody(rawBody: string, bodySha256: string, signedAt: string): ProviderWebhook | null {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(rawBody) as Record<string, unknown>;
  } catch {
    return null;
  }
  const { webhook_type: webhookType, webhook_code: webhookCode, item_id: itemId, error } = body;
  if (typeof webhookType !== 'string' || typeof webhookCode !== 'string' || typeof itemId !== 'string') return null;
  const errorCode = typeof error === 'object' && error !== null ? (error as { error_code?: unknown }).error_code : null;
  return { webhookType, webhookCode, itemId, errorCode: typeof errorCode === 'string' ? errorCode : null, bodySha256, signedAt };
}

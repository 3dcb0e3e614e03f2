import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { JWKPublicKey } from 'plaid';

/**
 * Signs webhooks as Plaid does: an ES256 JWT in the Plaid-Verification header, with the body's
 * SHA-256 and the issue time as claims, by a P-256 key published at /webhook_verification_key/get.
 */
export function createWebhookSigner() {
  const keyId = randomUUID();
  const genuine = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  // A different key that claims the same kid: what a forger without Plaid's private key can do.
  const forger = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = genuine.publicKey.export({ format: 'jwk' });
  const createdAt = Math.floor(Date.now() / 1000);
  let expiredAt: number | null = null;

  const publicKey = (): JWKPublicKey => ({
    alg: 'ES256',
    crv: 'P-256',
    kid: keyId,
    kty: 'EC',
    use: 'sig',
    x: jwk.x ?? '',
    y: jwk.y ?? '',
    created_at: createdAt,
    expired_at: expiredAt,
  });

  const jwt = (body: string, options: { issuedAt?: number; privateKey?: KeyObject; alg?: string }) => {
    const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const header = segment({ alg: options.alg ?? 'ES256', kid: keyId, typ: 'JWT' });
    const payload = segment({
      iat: options.issuedAt ?? Math.floor(Date.now() / 1000),
      request_body_sha256: createHash('sha256').update(body).digest('hex'),
    });
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key: options.privateKey ?? genuine.privateKey, dsaEncoding: 'ieee-p1363' });
    return `${header}.${payload}.${signature.toString('base64url')}`;
  };

  return {
    keyId,
    publicKey,
    /** The Plaid-Verification header value for this body. */
    sign: (body: string, options: { issuedAt?: number } = {}) => jwt(body, options),
    /** Plaid rotated the key: it is still published, with expired_at set, and must no longer be trusted. */
    expire: () => {
      expiredAt = Math.floor(Date.now() / 1000);
    },
    forge: (body: string, options: { issuedAt?: number } = {}) => jwt(body, { ...options, privateKey: forger.privateKey }),
  };
}

import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software authenticator for the tests, written out from the WebAuthn spec with node:crypto and
 * independent of the server's library: an ES256 (P-256) key pair per credential, 'none' attestation,
 * user presence and verification flags, a signature counter. It answers options as a browser's
 * navigator.credentials would, in the JSON shape @simplewebauthn/browser sends.
 */

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}

/** Just the CBOR the attestation needs: small integers, text, bytes and maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
}

export interface SoftAuthenticatorOptions {
  /** Where the browser says it is (clientDataJSON's origin). */
  origin: string;
  /** Whether the user proved themself to the authenticator (PIN, fingerprint): the UV flag. */
  userVerified?: boolean;
}

function authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
}

function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x ?? '', 'base64url');
  const y = Buffer.from(jwk.y ?? '', 'base64url');
  // kty EC2, alg ES256, crv P-256, x, y (RFC 9053)
  return cbor(
    new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, x],
      [-3, y],
    ]),
  );
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

/** navigator.credentials.create: a new credential and its RegistrationResponseJSON. */
export function createCredential(options: CreationOptions, settings: SoftAuthenticatorOptions) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const id = randomBytes(32);
  const credential: SoftCredential = { id, privateKey, publicKey, userHandle: options.user.id, counter: 0 };
  const rpId = options.rp.id ?? new URL(settings.origin).hostname;
  const length = Buffer.alloc(2);
  length.writeUInt16BE(id.length);
  const attested = Buffer.concat([Buffer.alloc(16), length, id, coseKey(publicKey)]);
  const flags = FLAG_UP | FLAG_AT | (settings.userVerified === false ? 0 : FLAG_UV);
  const attestationObject = cbor(
    new Map<string, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData(rpId, flags, 0, attested)],
    ]),
  );
  const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: settings.origin, crossOrigin: false });
  const response = {
    id: b64url(id),
    rawId: b64url(id),
    type: 'public-key' as const,
    authenticatorAttachment: 'platform' as const,
    clientExtensionResults: {},
    response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal' as const] },
  };
  return { credential, response };
}

/** navigator.credentials.get with a discoverable credential: an AuthenticationResponseJSON. */
export function assert(credential: SoftCredential, options: { challenge: string; rpId?: string }, settings: SoftAuthenticatorOptions) {
  credential.counter += 1;
  const rpId = options.rpId ?? new URL(settings.origin).hostname;
  const flags = FLAG_UP | (settings.userVerified === false ? 0 : FLAG_UV);
  const data = authData(rpId, flags, credential.counter);
  const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: settings.origin, crossOrigin: false });
  const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), credential.privateKey);
  return {
    id: b64url(credential.id),
    rawId: b64url(credential.id),
    type: 'public-key' as const,
    authenticatorAttachment: 'platform' as const,
    clientExtensionResults: {},
    response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(data), signature: b64url(signature), userHandle: credential.userHandle },
  };
}

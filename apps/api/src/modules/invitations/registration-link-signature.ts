import { createHmac, timingSafeEqual } from 'node:crypto';
import { sourceKey } from '@finboard/domain/workspace';

/** What an advisor's registration link says: whose it is, its source, and its last valid day. */
export interface RegistrationLinkClaims {
  advisorId: string;
  source: string;
  expiryDate: string | null;
}

// Versioned, so a change of what is signed can retire old signatures on purpose. Source names are
// compared as the directory compares them (case and spaces aside), since links lowercase built-ins.
const signedText = ({ advisorId, source, expiryDate }: RegistrationLinkClaims) =>
  JSON.stringify(['registration-link/v1', advisorId, sourceKey(source), expiryDate ?? '']);

/** The `sig` parameter of an advisor's link: an HMAC of its claims under the server's link key (192 bits kept). */
export function signRegistrationLink(key: Buffer, claims: RegistrationLinkClaims): string {
  return createHmac('sha256', key).update(signedText(claims)).digest('base64url').slice(0, 32);
}

export function isRegistrationLinkSignatureValid(key: Buffer, claims: RegistrationLinkClaims, signature: string): boolean {
  const expected = Buffer.from(signRegistrationLink(key, claims));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

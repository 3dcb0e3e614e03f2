/**
 * better-auth's cookies as the second step of a sign-in sees them: `finboard.two_factor` holds the
 * pending challenge (a signed identifier, `identifier.signature`); the session cookies, if this
 * browser is signed in as someone, must not reach that step (better-auth would check the code of the
 * signed-in user, not of the challenge's).
 */
const CHALLENGE_COOKIE = /(?:^|;\s*)(?:__Secure-)?finboard\.two_factor=([^;]+)/;
const SESSION_COOKIE = /^(?:__Secure-)?finboard\.(?:session_token|session_data|dont_remember)=/;

/** The challenge's identifier, unverified: better-auth checks the signature itself; we only read whose it is. */
export function challengeIdentifierOf(cookieHeader: string | null): string | null {
  const value = cookieHeader?.match(CHALLENGE_COOKIE)?.[1];
  if (!value) return null;
  const decoded = safeDecode(value);
  const dot = decoded.lastIndexOf('.');
  const identifier = dot > 0 ? decoded.slice(0, dot) : '';
  // Only a challenge's own kind of row: no other verification value (a reset code) is read as one.
  return identifier.startsWith('2fa-') && !identifier.startsWith('2fa-attempts-') ? identifier : null;
}

export function withoutSessionCookies(headers: Headers): Headers {
  const copy = new Headers(headers);
  const cookie = headers.get('cookie');
  if (cookie) {
    copy.set(
      'cookie',
      cookie
        .split(';')
        .map((pair) => pair.trim())
        .filter((pair) => pair && !SESSION_COOKIE.test(pair))
        .join('; '),
    );
  }
  return copy;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

import { postLoginPath, type RedirectSubject } from './post-login-path';

export const VERIFY_EMAIL_PATH = '/verify-email';

/** What an unverified user may still open: signing in or up, verifying, resetting a password, onboarding. */
const OPEN_BEFORE_VERIFICATION = ['/login', '/register', VERIFY_EMAIL_PATH, '/reset-password', '/financialfreedom', '/advisor/onboarding'];

const isAtOrUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Where a signed-in user opening `pathname` must go instead, or null to let them in. Whoever sign-in
 * would send to /verify-email (an unverified client or advisor with completionDate, spec 01 §2 "/login")
 * is sent there from every other page too, so typing /home cannot skip the verification.
 * Deny by default: a page not listed above waits for the verification.
 */
export function verificationRedirect(user: RedirectSubject, pathname: string): string | null {
  if (postLoginPath(user) !== VERIFY_EMAIL_PATH) return null;
  return OPEN_BEFORE_VERIFICATION.some((base) => isAtOrUnder(pathname, base)) ? null : VERIFY_EMAIL_PATH;
}

export const ROLES = ['client', 'advisor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface RedirectSubject {
  role: string | null;
  verified: boolean;
  completionDate: string | null;
}

export function isKnownRole(role: string | null): role is Role {
  return role !== null && (ROLES as readonly string[]).includes(role);
}

/** How long the login page waits before following the redirect (spec 01 §9). */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * Where a user goes after signing in (spec 01 §2 "/login").
 * Returns null for an unknown role: the caller opens the role-selection modal.
 * Admins go to their dashboard; the spec's "other roles" rule (/registration-complete) is
 * kept for roles that are known but have no home of their own.
 */
export function postLoginPath(user: RedirectSubject): string | null {
  if (!isKnownRole(user.role)) return null;
  if (user.role === 'admin') return '/admin/dashboard';
  const home = user.role === 'client' ? '/home' : '/advisor/dashboard';
  const onboarding = user.role === 'client' ? '/financialfreedom' : '/advisor/onboarding';
  if (user.verified) return user.completionDate ? home : onboarding;
  return user.completionDate ? '/verify-email' : onboarding;
}

export interface SocialRedirectSubject extends RedirectSubject {
  /** The advisor's registration links made so far (spec 01 §3 inviteLinkCount). */
  inviteLinkCount: number;
}

/** Client Linking, where an advisor makes its registration links (spec 01 §2 Advisor routes). */
export const CLIENT_LINKING_PATH = '/advisor/client-linking';

/**
 * Where a user goes after a Google or Apple sign-in (spec 01 §4: 'After social login navigation depends
 * on role, verified, completionDate, inviteLinkCount, uid'). As after a password sign-in, except that an
 * onboarded advisor who has made no registration link yet lands on Client Linking, where links are made:
 * a social sign-up skips the email step, so this is often its first sign-in after onboarding. (uid is
 * the session's own: without one there is nobody to send anywhere.)
 */
export function postSocialLoginPath(user: SocialRedirectSubject): string | null {
  const path = postLoginPath(user);
  return path === '/advisor/dashboard' && user.inviteLinkCount === 0 ? CLIENT_LINKING_PATH : path;
}

/** The home of a signed-in user: where the logo, 'Home' and 'Done' buttons lead. */
export function homePath(role: string | null): string {
  if (role === 'advisor') return '/advisor/dashboard';
  if (role === 'admin') return '/admin/dashboard';
  return '/home';
}

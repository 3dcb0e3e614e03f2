/**
 * A social sign-up happens on the provider's page, so the role the user chose (client by default,
 * advisor from /register/advisor) rides along in a short-lived cookie read when the user is created.
 */
export const SIGNUP_ROLE_COOKIE = 'finboard_signup_role';

export function readSignupRole(cookieHeader: string | null | undefined): 'client' | 'advisor' {
  const match = cookieHeader?.match(/(?:^|;\s*)finboard_signup_role=(client|advisor)(?:;|$)/);
  return match?.[1] === 'advisor' ? 'advisor' : 'client';
}

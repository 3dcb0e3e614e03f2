import { type TRegistrationContext, ZRegistrationContext } from '@finboard/contracts';

/**
 * A social sign-up happens on the provider's page, so what the user chose before leaving (the role:
 * client by default, advisor from /register/advisor; and a client's registration link or directory
 * funnel) rides along in short-lived cookies read when the user is created.
 */
export const SIGNUP_ROLE_COOKIE = 'finboard_signup_role';
export const SIGNUP_CONTEXT_COOKIE = 'finboard_signup_context';

const MAX_AGE_SECONDS = 600;

export function signupCookies(role: 'client' | 'advisor', context: TRegistrationContext | undefined, secure: boolean): string[] {
  const attributes = `Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const cookies = [`${SIGNUP_ROLE_COOKIE}=${role}; ${attributes}`];
  // base64url keeps the JSON within a cookie's allowed characters.
  if (context && Object.keys(context).length > 0)
    cookies.push(`${SIGNUP_CONTEXT_COOKIE}=${Buffer.from(JSON.stringify(context)).toString('base64url')}; ${attributes}`);
  return cookies;
}

/** What a finished sign-up sends back: both cookies expired, whatever the provider answered. */
export const CLEARED_SIGNUP_COOKIES = [`${SIGNUP_ROLE_COOKIE}=; Path=/; Max-Age=0`, `${SIGNUP_CONTEXT_COOKIE}=; Path=/; Max-Age=0`];

export function readSignupRole(cookieHeader: string | null | undefined): 'client' | 'advisor' {
  const match = cookieHeader?.match(/(?:^|;\s*)finboard_signup_role=(client|advisor)(?:;|$)/);
  return match?.[1] === 'advisor' ? 'advisor' : 'client';
}

/** The registration context a social sign-up started with; a cookie that does not read as one is ignored (it is the browser's to alter). */
export function readSignupContext(cookieHeader: string | null | undefined): TRegistrationContext | undefined {
  const match = cookieHeader?.match(/(?:^|;\s*)finboard_signup_context=([A-Za-z0-9_-]{1,4000})(?:;|$)/);
  if (!match?.[1]) return undefined;
  try {
    const parsed = ZRegistrationContext.safeParse(JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

import { ACCOUNT_SUSPENDED_MESSAGE, AUTH_MESSAGES } from '@finboard/domain';
import { APIError } from 'better-auth/api';
import { AppError } from '../../errors/app-error';

/** Thrown by our session hook (better-auth.ts) when a suspended user signs in. */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';

/** better-auth's error codes, in the words our users see. */
const MESSAGES: Record<string, { code: AppError['code']; message: string; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'UNAUTHENTICATED', message: 'Invalid email or password.' },
  // A password sign-in of an account whose email is not verified: the same answer as a wrong password,
  // so an account made with someone else's address tells its maker nothing (the owner gets the link again).
  EMAIL_NOT_VERIFIED: { code: 'UNAUTHENTICATED', message: 'Invalid email or password.' },
  // better-auth's own email check is stricter than the spec's (no '%', no trailing dot): same words as ours.
  INVALID_EMAIL: { code: 'VALIDATION', message: AUTH_MESSAGES.emailInvalid, field: 'email' },
  USER_ALREADY_EXISTS: { code: 'CONFLICT', message: 'An account with this email already exists. Please log in.', field: 'email' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'CONFLICT', message: 'An account with this email already exists. Please log in.', field: 'email' },
  INVALID_TOKEN: { code: 'VALIDATION', message: 'This link is invalid or has expired. Please ask for a new one.' },
  TOKEN_EXPIRED: { code: 'VALIDATION', message: 'This link is invalid or has expired. Please ask for a new one.' },
  INVALID_PASSWORD: { code: 'VALIDATION', message: 'Your current password is not correct.', field: 'currentPassword' },
  PASSWORD_ALREADY_SET: { code: 'CONFLICT', message: 'Your account already has a password. Use Change Password.' },
  [ACCOUNT_SUSPENDED_CODE]: { code: 'FORBIDDEN', message: ACCOUNT_SUSPENDED_MESSAGE },
  EMAIL_ALREADY_VERIFIED: { code: 'CONFLICT', message: 'Your email is already verified.' },
};

export function toAppError(error: unknown): unknown {
  if (!(error instanceof APIError)) return error;
  const code = String((error.body as { code?: unknown } | undefined)?.code ?? '');
  const known = MESSAGES[code];
  if (known) return new AppError(known.code, known.message, known.field);
  if (error.statusCode === 401) return new AppError('UNAUTHENTICATED', 'Please log in.');
  if (error.statusCode === 403) return new AppError('FORBIDDEN', error.message || 'Not allowed.');
  if (error.statusCode >= 400 && error.statusCode < 500) return new AppError('VALIDATION', error.message || 'The request is not valid.');
  return error;
}

/** Runs a better-auth server call, keeping the cookies it sets and translating its errors. */
export async function callBetterAuth<T>(run: () => Promise<{ headers: Headers; response: T }>) {
  try {
    const { headers, response } = await run();
    return { response, setCookies: headers.getSetCookie() };
  } catch (error) {
    throw toAppError(error);
  }
}

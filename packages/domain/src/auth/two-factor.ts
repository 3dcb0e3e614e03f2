// What the account security page and the sign-in's second step say (issue #36 quotes the prompts).
export const TWO_FACTOR_MESSAGES = {
  codePrompt: 'Enter the 6-digit code from your authenticator app',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeInvalid: 'That code is not correct. Please check your authenticator app and try again.',
  recoveryCodeInvalid: 'That recovery code is not correct or has been used.',
  challengeExpired: 'Your sign-in has expired. Please log in again.',
  alreadyEnabled: 'An authenticator app is already set up.',
  notEnabled: 'No authenticator app is set up.',
  setupNotStarted: 'Start the set-up again: no authenticator app is waiting for its first code.',
  passwordRequired: 'Enter your password.',
  passwordIncorrect: 'Your password is not correct.',
  setUpFirst: 'Set up two-factor sign-in on the Security page before opening this page.',
} as const;

/** Six digits: a code from the app; anything else is tried as a recovery code. */
export const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code);

/** Admins always need two-factor sign-in; REQUIRE_TWO_FACTOR_FOR adds roles, never removes admins. */
export function isTwoFactorRequired(role: string | null, requiredFor: readonly string[]): boolean {
  return role === 'admin' || (role !== null && requiredFor.includes(role));
}

/**
 * Advisors are asked at sign-in to set up two-factor sign-in, and may answer 'Later' (issue #36):
 * not once they have an authenticator app or a passkey, not after 'Later', and not when their role
 * must have it anyway (the policy sends them to the Security page instead).
 */
export function isTwoFactorPromptDue(
  user: { role: string | null; twoFactorEnabled: boolean; passkeyCount: number; postponed: boolean },
  requiredFor: readonly string[],
): boolean {
  if (user.role !== 'advisor' || isTwoFactorRequired(user.role, requiredFor)) return false;
  return !user.twoFactorEnabled && user.passkeyCount === 0 && !user.postponed;
}

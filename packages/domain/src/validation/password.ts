export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';
/** Longest password accepted: argon2 is fine with more, but unbounded input is a denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRequirement = 'length' | 'digit' | 'lowercase' | 'uppercase' | 'special' | 'match';

export const PASSWORD_REQUIREMENT_LABELS: Record<PasswordRequirement, string> = {
  length: 'At least 8 characters',
  digit: 'At least 1 number',
  lowercase: 'At least 1 lowercase letter',
  uppercase: 'At least 1 uppercase letter',
  special: `At least 1 special character (${PASSWORD_SPECIAL_CHARACTERS})`,
  match: 'Passwords match',
};

/** The base rule: at least 8 characters, one digit, one lowercase, one uppercase. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password);
}

/** The sign-up and reset checklist: each requirement and whether it is met, in display order. */
export function checkPasswordRequirements(password: string, confirmation: string): Record<PasswordRequirement, boolean> {
  return {
    length: password.length >= 8,
    digit: /\d/.test(password),
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    special: /[@$!%*?&]/.test(password),
    match: password.length > 0 && password === confirmation,
  };
}

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

/** The requirements on the password alone. */
export type PasswordRule = Exclude<PasswordRequirement, 'match'>;

/** The checklist's rules on the password itself, in display order ('match' also needs the confirmation). */
const PASSWORD_RULES: Record<PasswordRule, (password: string) => boolean> = {
  length: (password) => password.length >= 8,
  digit: (password) => /\d/.test(password),
  lowercase: (password) => /[a-z]/.test(password),
  uppercase: (password) => /[A-Z]/.test(password),
  special: (password) => /[@$!%*?&]/.test(password),
};

/** The checklist lines a password fails, in display order ('match' aside). */
export function findUnmetPasswordRequirements(password: string): PasswordRule[] {
  return (Object.keys(PASSWORD_RULES) as PasswordRule[]).filter((rule) => !PASSWORD_RULES[rule](password));
}

/** The one password rule: every line of the checklist is met. Forms and api alike ask this. */
export function isStrongPassword(password: string): boolean {
  return findUnmetPasswordRequirements(password).length === 0;
}

/** The sign-up and new-password checklist: each requirement and whether it is met, in display order. */
export function checkPasswordRequirements(password: string, confirmation: string): Record<PasswordRequirement, boolean> {
  return {
    length: PASSWORD_RULES.length(password),
    digit: PASSWORD_RULES.digit(password),
    lowercase: PASSWORD_RULES.lowercase(password),
    uppercase: PASSWORD_RULES.uppercase(password),
    special: PASSWORD_RULES.special(password),
    match: password.length > 0 && password === confirmation,
  };
}

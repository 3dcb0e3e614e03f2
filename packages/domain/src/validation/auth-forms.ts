import { isValidEmail } from './email';
import { AUTH_MESSAGES } from './messages';
import { PASSWORD_MAX_LENGTH, findUnmetPasswordRequirements, isStrongPassword } from './password';

/** A failed rule: which field it concerns and the spec's message. */
export interface FieldError {
  field: string;
  message: string;
}

export interface LoginForm {
  email: string;
  password: string;
}

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}

const isBlank = (value: string) => value.trim().length === 0;

/**
 * The checklist's rule (isStrongPassword) with the form's spec message; that message does not name
 * the special character, so a password missing only that one is told so instead.
 */
function validatePasswordStrength(password: string, weakMessage: string): FieldError | null {
  if (password.length > PASSWORD_MAX_LENGTH) return { field: 'password', message: weakMessage };
  if (isStrongPassword(password)) return null;
  const unmet = findUnmetPasswordRequirements(password);
  const onlySpecialMissing = unmet.length === 1 && unmet[0] === 'special';
  return { field: 'password', message: onlySpecialMissing ? AUTH_MESSAGES.passwordSpecialMissing : weakMessage };
}

/** Login rules in the spec's order; the first failure is the one shown. */
export function validateLoginForm(form: LoginForm): FieldError | null {
  if (isBlank(form.email)) return { field: 'email', message: AUTH_MESSAGES.loginEmailEmpty };
  if (form.password.length === 0) return { field: 'password', message: AUTH_MESSAGES.loginPasswordEmpty };
  return null;
}

/** Sign-up rules in the spec's order (spec 01 §5). */
export function validateSignUpForm(form: SignUpForm): FieldError | null {
  const required = ['firstName', 'lastName', 'email', 'password'] as const;
  const missing = required.find((field) => isBlank(form[field]));
  if (missing) return { field: missing, message: AUTH_MESSAGES.signUpAllRequired };
  if (!isValidEmail(form.email.trim())) return { field: 'email', message: AUTH_MESSAGES.emailInvalid };
  if (form.password !== form.confirmPassword) {
    return { field: 'confirmPassword', message: AUTH_MESSAGES.passwordMismatch };
  }
  const weak = validatePasswordStrength(form.password, AUTH_MESSAGES.signUpPasswordWeak);
  if (weak) return weak;
  if (!form.acceptTerms) return { field: 'acceptTerms', message: AUTH_MESSAGES.termsRequired };
  return null;
}

/** Reset and change password: match first, then strength (spec 01 §5 "Reset password"). */
export function validateNewPasswordForm(form: NewPasswordForm): FieldError | null {
  if (form.password !== form.confirmPassword) {
    return { field: 'confirmPassword', message: AUTH_MESSAGES.passwordMismatch };
  }
  return validatePasswordStrength(form.password, AUTH_MESSAGES.resetPasswordWeak);
}

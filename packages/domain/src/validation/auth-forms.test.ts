import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateNewPasswordForm, validateSignUpForm } from './auth-forms';
import { AUTH_MESSAGES } from './messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_SPECIAL_CHARACTERS, isStrongPassword } from './password';

const signUp = (password: string, overrides: Partial<Parameters<typeof validateSignUpForm>[0]> = {}) =>
  validateSignUpForm({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password,
    confirmPassword: password,
    acceptTerms: true,
    ...overrides,
  });
const newPassword = (password: string, confirmPassword = password) => validateNewPasswordForm({ password, confirmPassword });

describe('password strength in the forms', () => {
  it('names the special character when it is all that is missing', () => {
    expect(AUTH_MESSAGES.passwordSpecialMissing).toContain(PASSWORD_SPECIAL_CHARACTERS);
    expect(signUp('Abcdefg1')).toEqual({ field: 'password', message: AUTH_MESSAGES.passwordSpecialMissing });
    expect(newPassword('Abcdefg1')).toEqual({ field: 'password', message: AUTH_MESSAGES.passwordSpecialMissing });
  });

  it.each(['Abc1!', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'abcdefg1', 'short'])("keeps the spec's message when %j misses one of its rules", (password) => {
    expect(signUp(password)).toEqual({ field: 'password', message: AUTH_MESSAGES.signUpPasswordWeak });
    expect(newPassword(password)).toEqual({ field: 'password', message: AUTH_MESSAGES.resetPasswordWeak });
  });

  it("refuses a password longer than the limit with the spec's message", () => {
    const long = `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`;
    expect(signUp(long)?.message).toBe(AUTH_MESSAGES.signUpPasswordWeak);
    expect(newPassword(long)?.message).toBe(AUTH_MESSAGES.resetPasswordWeak);
  });

  it('accepts a password meeting the whole checklist', () => {
    expect(signUp('Abcdefg1!')).toBeNull();
    expect(newPassword('Abcdefg1!')).toBeNull();
  });

  it('keeps the order: a mismatch first, the terms after the password', () => {
    expect(signUp('Abcdefg1', { confirmPassword: 'Abcdefg2' })?.field).toBe('confirmPassword');
    expect(newPassword('Abcdefg1', 'Abcdefg2')?.field).toBe('confirmPassword');
    expect(signUp('Abcdefg1', { acceptTerms: false })?.message).toBe(AUTH_MESSAGES.passwordSpecialMissing);
    expect(signUp('Abcdefg1!', { acceptTerms: false })?.message).toBe(AUTH_MESSAGES.termsRequired);
  });

  it('accepts a new password exactly when the checklist rule does', () => {
    const character = fc.constantFrom(...'aZ9@!&-# '.split(''));
    fc.assert(
      fc.property(fc.string({ unit: character, minLength: 1, maxLength: 14 }), (password) => {
        expect(newPassword(password) === null).toBe(isStrongPassword(password));
        expect(signUp(password) === null).toBe(isStrongPassword(password));
      }),
    );
  });
});

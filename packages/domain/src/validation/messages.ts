// The spec's user-facing validation messages (spec 01 §5), quoted exactly.
export const AUTH_MESSAGES = {
  loginEmailEmpty: 'the email field cannot be empty.',
  loginPasswordEmpty: 'the password field cannot be empty.',
  signUpAllRequired: 'All fields are required! You should input all the fields!',
  emailInvalid: 'Email is not valid!',
  passwordMismatch: 'Password and confirmation password do not match.',
  signUpPasswordWeak: 'Password must be 8 char long with at least 1 upper case, 1 lower case and 1 number!',
  termsRequired: 'You need to accept all terms and conditions to register.',
  resetPasswordWeak: 'Password must be 8+ chars with at least 1 uppercase, 1 lowercase and 1 number!',
  // Ours, not the spec's: its two messages above leave out the checklist's special character.
  passwordSpecialMissing: 'Password must include at least 1 special character (@$!%*?&)!',
  missingRequireData: 'missing require data',
} as const;

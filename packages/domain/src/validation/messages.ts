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

// The Estate page (issue 35): ours, the spec names the page but not its messages.
export const ESTATE_MESSAGES = {
  sharesMustAddUp: (kind: 'primary' | 'contingent', accountName: string, totalPercent: string) =>
    `The ${kind} beneficiaries of ${accountName} must add up to 100% (they add up to ${totalPercent}%).`,
  reviewedBeforeSigned: 'The last review cannot be before the document was signed.',
  accountNotFound: 'That account was not found.',
  beneficiaryNameRequired: "Enter the beneficiary's name.",
} as const;

// What the Passkeys section and the login page's 'Sign in with a passkey' say (issue #36).
export const PASSKEY_MESSAGES = {
  nameRequired: 'Name your passkey.',
  notAdded: 'The passkey could not be added. Please try again.',
  alreadyAdded: 'This passkey is already added to an account.',
  challengeExpired: 'This passkey request has expired. Please try again.',
  signInFailed: 'This passkey could not sign you in. Try again, or log in with your email and password.',
  notFound: 'This passkey was not found.',
  signInAgain: 'For your security, please sign in again (or enter your password) before removing a passkey.',
  passwordIncorrect: 'Your password is not correct.',
  cancelled: 'The passkey request was cancelled or timed out. Please try again.',
  unsupported: 'This browser cannot use passkeys.',
} as const;

/** How long a passkey challenge may be answered: long enough for a person to touch a key or scan a face. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

// What the account-data page and its api say (ours: the spec has no such page). One place, both sides.
export const PORTABILITY_MESSAGES = {
  exportPending: 'Your data is being prepared. This takes a minute or two; the link appears here when it is ready.',
  exportFailed: 'We could not prepare your data. Please try again.',
  exportNotFound: 'This download was not found.',
  exportExpired: 'This download link has expired. Please prepare your data again.',
  exportNotReady: 'Your data is still being prepared.',
  emailMismatch: 'Type the email address of this account to confirm.',
  passwordRequired: 'Enter your password to confirm.',
  passwordWrong: 'The password is not correct.',
  signInAgain: 'Please sign in again (within the last 5 minutes) to delete your account.',
  adminRefused: 'Admin accounts are closed by another admin.',
  deleted: 'Your account has been deleted.',
  handOverTargetNotFound: 'Choose an advisor of your firm to hand your clients to.',
} as const;

/** What the law keeps after a deletion, shown on the page before the person confirms. */
export const KEPT_AFTER_DELETION =
  'By law we keep your invoices (number, date, amounts and the name billed), the record of which advisor viewed which part of your data and when, and the emails and text messages we sent you for 6 years. They no longer name your account; everything else is erased.';

/** The email a connected advisor gets when a client deletes their account (the bell cannot name someone gone). */
export function advisorNoticeOfDeletion(clientName: string, productName: string): { subject: string; text: string } {
  return {
    subject: `${clientName} deleted their ${productName} account`,
    text: `${clientName} has deleted their ${productName} account. Your connection has ended and their data is no longer available to you.`,
  };
}

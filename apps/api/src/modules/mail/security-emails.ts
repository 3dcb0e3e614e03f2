import type { OutgoingMail } from '../../providers/mail/mailer';

interface Recipient {
  email: string;
  firstName: string;
}

const greeting = (to: Recipient) => (to.firstName ? `Hi ${to.firstName},` : 'Hi,');

/** What changed on the account security page, in the words of the mail's first line. */
export type SecurityChange = 'authenticator-on' | 'authenticator-off' | 'passkey-added' | 'passkey-removed';

const CHANGES: Record<SecurityChange, { subject: string; line: string }> = {
  'authenticator-on': { subject: 'An authenticator app was set up', line: 'An authenticator app was set up for two-factor sign-in on your account.' },
  'authenticator-off': {
    subject: 'Two-factor sign-in was turned off',
    line: 'The authenticator app was removed from your account: signing in now needs only your password.',
  },
  'passkey-added': { subject: 'A passkey was added', line: 'A passkey was added to your account: it can now sign in without a password.' },
  'passkey-removed': { subject: 'A passkey was removed', line: 'A passkey was removed from your account: it can no longer sign in.' },
};

/** To the owner after any change to how the account signs in, so a change they did not make is noticed. */
export function securityChangeEmail(productName: string, to: Recipient, change: SecurityChange, securityPage: string): OutgoingMail {
  const { subject, line } = CHANGES[change];
  return {
    to: to.email,
    subject: `${productName}: ${subject}`,
    text: `${greeting(to)}\n\n${line}\n\nIf it was you, there is nothing to do. If it was not, change your password now and review your account's security:\n${securityPage}`,
  };
}

/** To the owner when their account is signed in from a browser it was never signed in from. */
export function newSignInEmail(productName: string, to: Recipient, sign: { browser: string; at: string }, securityPage: string): OutgoingMail {
  return {
    to: to.email,
    subject: `New sign-in to your ${productName} account`,
    text: `${greeting(to)}\n\nYour account was just signed in from a new device: ${sign.browser}, at ${sign.at}.\n\nIf it was you, there is nothing to do. If it was not, sign that device out and change your password:\n${securityPage}`,
  };
}

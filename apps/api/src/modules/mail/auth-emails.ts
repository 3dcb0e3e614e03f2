import type { OutgoingMail } from '../../providers/mail/mailer';

interface Recipient {
  email: string;
  firstName: string;
}

const greeting = (to: Recipient) => (to.firstName ? `Hi ${to.firstName},` : 'Hi,');

export function verificationEmail(productName: string, to: Recipient, link: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Verify your email for ${productName}`,
    text: `${greeting(to)}\n\nPlease confirm your email address by opening this link:\n${link}\n\nIf you did not create a ${productName} account, you can ignore this message.`,
  };
}

export function passwordResetEmail(productName: string, to: Recipient, link: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Reset your ${productName} password`,
    text: `${greeting(to)}\n\nSomeone asked to reset the password of your ${productName} account. To choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this message: your password stays the same.`,
  };
}

/**
 * To an address's owner when someone registers with it: the registration was answered as for any
 * address (it tells nobody who is a customer) and changed nothing; the owner learns of it here,
 * with the ways back into the account they may have forgotten.
 */
export function registrationAttemptEmail(productName: string, to: Recipient, links: { logIn: string; resetPassword: string }): OutgoingMail {
  return {
    to: to.email,
    subject: `Someone tried to sign up for ${productName} with your email`,
    text: `${greeting(to)}\n\nSomeone tried to create a new ${productName} account with this email address. It already has an account, so no new account was made and nothing in yours was changed.\n\nIf it was you and you forgot that you have an account, log in here:\n${links.logIn}\n\nIf you forgot your password, choose a new one here:\n${links.resetPassword}\n\nIf it was not you, you can ignore this message: your account and its password stay as they are.`,
  };
}

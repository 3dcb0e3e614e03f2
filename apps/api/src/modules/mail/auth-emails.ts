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

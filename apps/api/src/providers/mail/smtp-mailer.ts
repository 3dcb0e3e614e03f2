import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * timeoutMs bounds connecting, the greeting and each silence: a hung mail server never holds a
 * request for long. They go in the URL's query: nodemailer reads a URL's options from it and drops
 * any given beside the URL.
 */
export function createSmtpMailer(smtpUrl: string, from: string, timeoutMs = 15_000): Mailer {
  const url = new URL(smtpUrl);
  for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) url.searchParams.set(name, String(timeoutMs));
  const transport = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async deliver(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

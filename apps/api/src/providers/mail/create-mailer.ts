import type { Config } from '../../config/env';
import type { Mailer } from './mailer';
import { createOutboxOnlyMailer } from './outbox-only-mailer';
import { createSmtpMailer } from './smtp-mailer';

export function createMailer(config: Config): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom, config.mailTimeoutMs) : createOutboxOnlyMailer();
}

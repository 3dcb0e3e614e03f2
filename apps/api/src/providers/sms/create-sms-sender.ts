import type { Config } from '../../config/env';
import { createOutboxOnlySmsSender } from './outbox-only-sms-sender';
import type { SmsSender } from './sms-sender';

/** Twilio's client is imported only when configured: loading it costs every server start that does not use it. */
export async function createSmsSender(config: Config): Promise<SmsSender> {
  if (!config.twilio) return createOutboxOnlySmsSender();
  const { createTwilioSmsSender } = await import('./twilio-sms-sender');
  return createTwilioSmsSender(config.twilio);
}

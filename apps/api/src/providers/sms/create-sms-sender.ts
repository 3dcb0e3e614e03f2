import type { Config } from '../../config/env';
import { createOutboxOnlySmsSender } from './outbox-only-sms-sender';
import type { SmsSender } from './sms-sender';
import { createTwilioSmsSender } from './twilio-sms-sender';

export function createSmsSender(config: Config): SmsSender {
  return config.twilio ? createTwilioSmsSender(config.twilio) : createOutboxOnlySmsSender();
}

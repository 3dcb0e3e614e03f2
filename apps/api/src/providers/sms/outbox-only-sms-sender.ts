import type { SmsSender } from './sms-sender';

/** Without a provider configured, messages stay in the outbox (the development mailbox shows them). */
export function createOutboxOnlySmsSender(): SmsSender {
  return { kind: 'outbox-only', send: () => Promise.resolve({ providerId: null }) };
}

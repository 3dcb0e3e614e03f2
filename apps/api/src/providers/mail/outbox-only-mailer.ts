import type { Mailer } from './mailer';

/** The embedded default: messages stay in the outbox and are read on the development mailbox page. */
export function createOutboxOnlyMailer(): Mailer {
  return { kind: 'outbox-only', deliver: async () => {} };
}

import { randomUUID } from 'node:crypto';
import type { Db } from '@finboard/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, OutgoingMail } from '../../providers/mail/mailer';
import { insertOutboxMessage, markOutboxMessage } from './outbox.repository';

export interface MailService {
  send(mail: OutgoingMail & { userId?: string | null }): Promise<void>;
  /** As send, but a delivery failure is thrown after it is recorded: a background job retries it. */
  sendOrThrow(mail: OutgoingMail & { userId?: string | null }): Promise<void>;
}

/**
 * Writes the message to the outbox, then hands it to the mailer. A delivery failure is recorded on
 * the outbox row and logged, never thrown at the user: the action that sent it has already happened.
 */
export function createMailService(db: Db, mailer: Mailer, log: FastifyBaseLogger): MailService {
  async function deliver(mail: OutgoingMail & { userId?: string | null }, rethrow: boolean): Promise<void> {
    const id = randomUUID();
    await insertOutboxMessage(db, {
      id,
      userId: mail.userId ?? null,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
    });
    if (mailer.kind === 'outbox-only') return;
    try {
      await mailer.deliver(mail);
      await markOutboxMessage(db, id, { status: 'sent' });
    } catch (error) {
      log.error({ err: error, outboxId: id }, 'mail delivery failed');
      await markOutboxMessage(db, id, { status: 'failed', error: String(error) });
      if (rethrow) throw error;
    }
  }
  return {
    send: (mail) => deliver(mail, false),
    sendOrThrow: (mail) => deliver(mail, true),
  };
}

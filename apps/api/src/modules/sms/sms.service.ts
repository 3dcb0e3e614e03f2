import { randomUUID } from 'node:crypto';
import { type Db, smsOutbox } from '@finboard/db';
import { desc, eq } from 'drizzle-orm';
import type { OutgoingSms, SmsSender } from '../../providers/sms/sms-sender';

export interface SmsService {
  /** Writes the message to the outbox, then hands it to the sender; a failure is recorded on the row and thrown (a job retries it). */
  sendOrThrow(message: OutgoingSms & { userId: string | null }): Promise<void>;
}

export function createSmsService(db: Db, sender: SmsSender): SmsService {
  return {
    async sendOrThrow(message) {
      const id = randomUUID();
      await db.insert(smsOutbox).values({ id, userId: message.userId, toNumber: message.to, body: message.body });
      if (sender.kind === 'outbox-only') return;
      try {
        const { providerId } = await sender.send(message);
        await db.update(smsOutbox).set({ status: 'sent', providerId, sentAt: new Date() }).where(eq(smsOutbox.id, id));
      } catch (error) {
        await db
          .update(smsOutbox)
          .set({ status: 'failed', error: String(error) })
          .where(eq(smsOutbox.id, id));
        throw error;
      }
    },
  };
}

/** The development mailbox's texts: newest first, bounded. */
export function findRecentSmsMessages(db: Db, limit: number) {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(limit);
}

import { type Db, mailOutbox } from '@finboard/db';
import { desc, eq } from 'drizzle-orm';

export interface NewOutboxMessage {
  id: string;
  userId: string | null;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
}

export async function insertOutboxMessage(db: Db, message: NewOutboxMessage) {
  await db.insert(mailOutbox).values(message);
}

export async function markOutboxMessage(db: Db, id: string, outcome: { status: 'sent' | 'failed'; error?: string }) {
  await db
    .update(mailOutbox)
    .set({ status: outcome.status, error: outcome.error ?? null, sentAt: outcome.status === 'sent' ? new Date() : null })
    .where(eq(mailOutbox.id, id));
}

/** The development mailbox: newest first, bounded. */
export function findRecentOutboxMessages(db: Db, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

export async function deleteOutboxMessagesOfUser(db: Db, userId: string) {
  await db.delete(mailOutbox).where(eq(mailOutbox.userId, userId));
}

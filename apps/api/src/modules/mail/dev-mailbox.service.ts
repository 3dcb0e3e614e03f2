import type { TMailboxResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { findRecentOutboxMessages } from './outbox.repository';

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

export async function listDevMailbox(db: Db): Promise<TMailboxResponse> {
  const rows = await findRecentOutboxMessages(db, 100);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      links: row.textBody.match(LINK_PATTERN) ?? [],
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

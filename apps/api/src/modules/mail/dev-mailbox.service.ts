import type { TMailboxResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { findRecentSmsMessages } from '../sms/sms.service';
import { findRecentOutboxMessages } from './outbox.repository';

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

const MAILBOX_SIZE = 100;

/** The newest emails and text messages together (a text shows as 'Text message' to its number). */
export async function listDevMailbox(db: Db): Promise<TMailboxResponse> {
  const [mails, texts] = await Promise.all([findRecentOutboxMessages(db, MAILBOX_SIZE), findRecentSmsMessages(db, MAILBOX_SIZE)]);
  const messages = [
    ...mails.map((row) => ({ id: row.id, to: row.toAddress, subject: row.subject, text: row.textBody, createdAt: row.createdAt })),
    ...texts.map((row) => ({ id: row.id, to: row.toNumber, subject: 'Text message', text: row.body, createdAt: row.createdAt })),
  ];
  return {
    messages: messages
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, MAILBOX_SIZE)
      .map((message) => ({ ...message, links: message.text.match(LINK_PATTERN) ?? [], createdAt: message.createdAt.toISOString() })),
  };
}

import type { TMarkNotificationsReadRequest, TNotificationListResponse, TUnreadCountResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { Actor } from '../../access/actor';
import { requireNotificationRecipient } from '../../access/notification-access';
import { notFound } from '../../errors/app-error';
import { decodeNotificationCursor, encodeNotificationCursor } from './notification-cursor';
import { toNotification } from './notification-mapper';
import { countUnread, findNotificationsOf, markAllRead, markConnectionRequestsRead as markRequestRowsRead, markRead } from './notifications.repository';

export interface NotificationDeps {
  db: Db;
  now: () => Date;
}

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

/** The caller's notifications, newest first, `limit` at a time; `before` is the previous page's nextCursor. */
export async function listNotifications(
  deps: NotificationDeps,
  actor: Actor,
  query: { limit: number; before?: string | undefined },
): Promise<TNotificationListResponse> {
  const recipient = requireNotificationRecipient(actor);
  const before = query.before === undefined ? null : decodeNotificationCursor(query.before);
  // One more than the page says whether an older page exists.
  const [rows, unreadCount] = await Promise.all([
    findNotificationsOf(deps.db, { userId: recipient.userId, limit: query.limit + 1, before }),
    countUnread(deps.db, recipient.userId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    notifications: page.map((row) => toNotification(row, recipient.role)),
    unreadCount,
    nextCursor: rows.length > query.limit && last ? encodeNotificationCursor({ createdAt: last.exactCreatedAt, id: last.notification.id }) : null,
  };
}

/**
 * Marks a batch read (the panel's first six, or one dismissed): all or nothing. An id that is not
 * the caller's, or does not exist, is not found and nothing is marked; one already read stays read.
 */
export async function markNotificationsRead(deps: NotificationDeps, actor: Actor, input: TMarkNotificationsReadRequest): Promise<TUnreadCountResponse> {
  const recipient = requireNotificationRecipient(actor);
  const ids = [...new Set(input.ids)];
  await deps.db.transaction(async (tx) => {
    const marked = await markRead(tx, { userId: recipient.userId, ids, now: deps.now() });
    // Throwing inside the transaction rolls the marks back.
    if (marked.length !== ids.length) throw notFound(NOTIFICATION_NOT_FOUND);
  });
  return { unreadCount: await countUnread(deps.db, recipient.userId) };
}

export async function markAllNotificationsRead(deps: NotificationDeps, actor: Actor): Promise<TUnreadCountResponse> {
  const recipient = requireNotificationRecipient(actor);
  await markAllRead(deps.db, { userId: recipient.userId, now: deps.now() });
  return { unreadCount: await countUnread(deps.db, recipient.userId) };
}

/** A request that can no longer be answered (accepted, declined, withdrawn): its connection_request notifications are read. */
export function markConnectionRequestsRead(db: Db, scope: { recipientId: string; connectionId: string; now: Date }): Promise<void> {
  return markRequestRowsRead(db, scope);
}

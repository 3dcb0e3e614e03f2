import type { ServerResponse } from 'node:http';
import type { Db } from '@finboard/db';
import type { Actor } from '../../../access/actor';
import { requireNotificationRecipient } from '../../../access/notification-access';
import { validationError } from '../../../errors/app-error';
import { decodeNotificationCursor, encodeNotificationCursor } from '../notification-cursor';
import { findNewestPosition, findNotificationsAfter, type NotificationPosition } from '../notifications.repository';
import { liveEventOf, type NotificationHub } from './notification-hub';
import { SseStream } from './sse-stream';

export interface NotificationStreamDeps {
  db: Db;
  hub: NotificationHub;
  /** A failure after the stream opened (its headers are sent: it can only be ended and logged). */
  onError: (error: unknown) => void;
}

/** How long a browser waits before reconnecting a dropped stream. */
export const RECONNECT_DELAY_MS = 2_000;
/** A page that missed more than this reads its notifications afresh instead of a replay. */
export const MAX_REPLAYED = 50;

export const INVALID_LAST_EVENT_MESSAGE = 'This notification stream cannot resume from there. Please reload the page.';

/** The Last-Event-ID a reconnecting browser sends: a position this server wrote, or a validation error. */
export function resumePositionOf(lastEventId: string | undefined): NotificationPosition | null {
  if (lastEventId === undefined || lastEventId === '') return null;
  try {
    return decodeNotificationCursor(lastEventId);
  } catch {
    throw validationError(INVALID_LAST_EVENT_MESSAGE, 'Last-Event-ID');
  }
}

/**
 * Opens the caller's live notifications on `response`. Registered with the hub first, so nothing
 * committed from here on is lost; then what a reconnecting page missed (after its Last-Event-ID),
 * or for a new page a `ready` event carrying the newest position; then everything as it comes.
 * Refusals (no session, a malformed id, too many streams) are thrown before anything is written.
 */
export async function openNotificationStream(
  deps: NotificationStreamDeps,
  actor: Actor,
  lastEventId: string | undefined,
  response: ServerResponse,
  beforeOpen: () => void,
): Promise<void> {
  const recipient = requireNotificationRecipient(actor);
  const resumeFrom = resumePositionOf(lastEventId);
  const stream = new SseStream(response);
  const live = deps.hub.add(recipient.userId, recipient.role, stream, actor?.sessionId ?? null);
  beforeOpen();
  stream.open({}, RECONNECT_DELAY_MS);
  try {
    if (resumeFrom) {
      const missed = await findNotificationsAfter(deps.db, { userId: recipient.userId, after: resumeFrom, limit: MAX_REPLAYED + 1 });
      if (missed.length > MAX_REPLAYED) stream.send('resync', {});
      else for (const row of missed) live.replay(liveEventOf(row, recipient.role));
    } else {
      const newest = await findNewestPosition(deps.db, recipient.userId);
      stream.send('ready', {}, newest ? encodeNotificationCursor(newest) : undefined);
    }
  } catch (error) {
    // The page has its headers already: it reconnects and tries again.
    stream.end();
    deps.onError(error);
  } finally {
    live.goLive();
  }
}

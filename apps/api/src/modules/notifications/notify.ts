import { randomUUID } from 'node:crypto';
import type { Db } from '@finboard/db';
import { isNotificationTypeFor, type NotificationRecipientRole, type NotificationType } from '@finboard/domain';
import { queueAlerts } from './delivery/queue-alerts';
import { signalNotification } from './live/notification-channel';
import { insertNotification } from './notifications.repository';

export interface NotificationEvent {
  /** Who is told, with the role the call site knows them by (a client side or an advisor side of a link). */
  recipient: { id: string; role: NotificationRecipientRole };
  type: NotificationType;
  /** The other person of the pair (absent for account_login_required). */
  personId?: string | null;
  /** client_account_closed: the name the advisor knew, all that is kept of a person whose account is gone. */
  personName?: string | null;
  connectionId?: string | null;
  institutionId?: string | null;
  scenarioId?: string | null;
  /** share_request and its answers: the ask. */
  shareRequestId?: string | null;
  /** When the event happened; the caller's clock, so a test's frozen clock shows. */
  at: Date;
}

/**
 * Writes a notification with the event it announces, and signals the pages open live: `db` must be the event's own transaction, so
 * the two are kept or lost together. A type the recipient's role never receives is a programming
 * error (it would reach a user who has no page for it), thrown rather than stored. Returns the new id.
 */
export async function notifyInTransaction(tx: Db, event: NotificationEvent): Promise<string> {
  if (!isNotificationTypeFor(event.recipient.role, event.type)) {
    throw new Error(`${event.recipient.role === 'advisor' ? 'An' : 'A'} ${event.recipient.role} does not receive ${event.type} notifications.`);
  }
  const id = randomUUID();
  await insertNotification(tx, {
    id,
    userId: event.recipient.id,
    type: event.type,
    personId: event.personId ?? null,
    personName: event.personName ?? null,
    connectionId: event.connectionId ?? null,
    institutionId: event.institutionId ?? null,
    scenarioId: event.scenarioId ?? null,
    shareRequestId: event.shareRequestId ?? null,
    createdAt: event.at,
  });
  // Heard by every api instance once (and only if) the transaction commits; the alerts likewise.
  await signalNotification(tx, { userId: event.recipient.id, id });
  await queueAlerts(tx, { notificationId: id, userId: event.recipient.id });
  return id;
}

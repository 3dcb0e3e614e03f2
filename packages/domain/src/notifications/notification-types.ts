/**
 * Notification types (spec 01 §4). Each is addressed to one side of a client–advisor pair: an
 * advisor hears of requests, connections, disconnects, new clients through their link and shared
 * scenarios, and of a connected client who deleted their account (issue 37); a client of
 * connections, disconnects, a bank that needs its login again and shared scenarios. An advisor's
 * ask to share a part goes to the client (share_request), whose answer goes back (granted, declined).
 */
export const ADVISOR_NOTIFICATION_TYPES = [
  'connection_request',
  'connection',
  'disconnect',
  'new_client_account',
  'scenario_share',
  'client_account_closed',
  'share_request_granted',
  'share_request_declined',
] as const;
export const CLIENT_NOTIFICATION_TYPES = ['connection', 'disconnect', 'account_login_required', 'scenario_share', 'share_request'] as const;
export const NOTIFICATION_TYPES = [
  'connection_request',
  'connection',
  'disconnect',
  'new_client_account',
  'scenario_share',
  'account_login_required',
  'client_account_closed',
  'share_request',
  'share_request_granted',
  'share_request_declined',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationRecipientRole = 'client' | 'advisor';

/** Whether a user of this role may receive this type (the producer's guard against a wrong address). */
export function isNotificationTypeFor(role: NotificationRecipientRole, type: NotificationType): boolean {
  const allowed: readonly NotificationType[] = role === 'advisor' ? ADVISOR_NOTIFICATION_TYPES : CLIENT_NOTIFICATION_TYPES;
  return allowed.includes(type);
}

/** The bell's panel shows this many; the notifications page starts with as many (spec 01 §9). */
export const NOTIFICATION_PANEL_SIZE = 6;
/** At most this many ids are marked read in one call (a panel's worth, with room to spare). */
export const MAX_NOTIFICATIONS_MARKED_AT_ONCE = 50;

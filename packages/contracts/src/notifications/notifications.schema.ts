import { MAX_NOTIFICATIONS_MARKED_AT_ONCE, NOTIFICATION_PANEL_SIZE, NOTIFICATION_TYPES, SHARE_REQUEST_PARTS } from '@finboard/domain';
import { z } from 'zod';

/** The other person of the pair the notification is about (spec 01 §3 Notification: client/advisor, name, photo). */
export const ZNotificationPerson = z
  .object({ id: z.string(), role: z.enum(['client', 'advisor']), firstName: z.string(), lastName: z.string(), photoUrl: z.string().nullable() })
  .strict();

/** One notification as its recipient sees it; only the fields its type uses are set. */
export const ZNotification = z
  .object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    /** When the event happened (ISO 8601). */
    createdAt: z.string(),
    read: z.boolean(),
    person: ZNotificationPerson.nullable(),
    /** client_account_closed: the name of a client whose account is gone (there is no person to link to). */
    personName: z.string().optional(),
    /** The link a connection_request, connection or disconnect is about. */
    connectionId: z.string().nullable(),
    /** account_login_required: the institution whose login is needed again. */
    institution: z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }).strict().nullable(),
    /** scenario_share: the scenario shared. */
    scenarioId: z.string().nullable(),
    /** share_request and its answers: the ask and its part (absent once the request is gone). */
    shareRequest: z
      .object({ id: z.string(), part: z.enum(SHARE_REQUEST_PARTS) })
      .strict()
      .optional(),
  })
  .strict();
export type TNotification = z.infer<typeof ZNotification>;

/** GET /api/notifications: newest first, a page at a time (before = the last one's cursor). */
export const ZNotificationListQuery = z
  .object({
    limit: z.coerce.number().int('Use a whole number of notifications').min(1).max(50).default(NOTIFICATION_PANEL_SIZE),
    before: z.string().max(200).optional(),
  })
  .strict();
export type TNotificationListQuery = z.input<typeof ZNotificationListQuery>;

export const ZNotificationListResponse = z
  .object({
    notifications: z.array(ZNotification),
    unreadCount: z.number().int(),
    /** Pass as `before` for the next, older page; null at the end. */
    nextCursor: z.string().nullable(),
  })
  .strict();
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponse>;

/** POST /api/notifications/read: the panel's batch (or one dismissed). Another user's id is not found. */
export const ZMarkNotificationsReadRequest = z
  .object({ ids: z.array(z.string().uuid('Unknown notification')).min(1).max(MAX_NOTIFICATIONS_MARKED_AT_ONCE) })
  .strict();
export type TMarkNotificationsReadRequest = z.infer<typeof ZMarkNotificationsReadRequest>;

/** What the bell needs after any marking. */
export const ZUnreadCountResponse = z.object({ unreadCount: z.number().int() }).strict();
export type TUnreadCountResponse = z.infer<typeof ZUnreadCountResponse>;

/** POST /api/alerts/off: the signed token of an alert's "turn off" link. */
export const ZAlertOffRequest = z.object({ token: z.string().min(1).max(512) }).strict();
export type TAlertOffRequest = z.infer<typeof ZAlertOffRequest>;
export const ZAlertOffResponse = z.object({ channel: z.enum(['email', 'sms']) });
export type TAlertOffResponse = z.infer<typeof ZAlertOffResponse>;

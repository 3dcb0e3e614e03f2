import type { TNotification, TNotificationListResponse } from '@finboard/contracts';

const HOUR_MS = 3_600_000;

/** The n-th notification's id: a uuid, as POST /api/notifications/read requires. */
export const notificationId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

/** A notification n hours old (by default), from Ann Lee, unread, about a connection. */
export function makeNotification(n: number, overrides: Partial<TNotification> = {}): TNotification {
  return {
    id: notificationId(n),
    type: 'connection',
    createdAt: new Date(Date.now() - n * HOUR_MS - 60_000).toISOString(),
    read: false,
    person: { id: `person-${n}`, role: 'client', firstName: 'Ann', lastName: `Lee${n}`, photoUrl: null },
    connectionId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    institution: null,
    scenarioId: null,
    ...overrides,
  };
}

export function makeNotificationPage(notifications: TNotification[], unreadCount: number, nextCursor: string | null = null): TNotificationListResponse {
  return { notifications, unreadCount, nextCursor };
}

import { type Db, institutions, notifications, shareRequests, userProfiles, users } from '@finboard/db';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

export type NotificationInsert = typeof notifications.$inferInsert;

/** A page's position: the (created_at, id) of the last row shown; created_at as exact ISO text (microseconds, UTC). */
export interface NotificationPosition {
  createdAt: string;
  id: string;
}

export async function insertNotification(db: Db, row: NotificationInsert): Promise<void> {
  await db.insert(notifications).values(row);
}

/** created_at to the microsecond, as ISO 8601 in UTC: a JavaScript Date would drop the last three digits and break the keyset. */
const exactCreatedAt = sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Notifications with the other person's name and picture and the institution, read fresh now. */
function selectNotificationRows(db: Db) {
  return (
    db
      .select({
        notification: notifications,
        exactCreatedAt,
        person: { id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image },
        photoFileId: userProfiles.photoFileId,
        institution: { id: institutions.id, name: institutions.name, logoBase64: institutions.logoBase64 },
        shareRequest: { id: shareRequests.id, part: shareRequests.part },
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.personId))
      .leftJoin(userProfiles, eq(userProfiles.userId, notifications.personId))
      // Only the recipient's own institution, and not once it is deleted.
      .leftJoin(
        institutions,
        and(eq(institutions.id, notifications.institutionId), eq(institutions.userId, notifications.userId), isNull(institutions.deletedAt)),
      )
      .leftJoin(shareRequests, eq(shareRequests.id, notifications.shareRequestId))
  );
}

const position = (at: NotificationPosition) => sql`(${at.createdAt}::timestamptz, ${at.id})`;
const rowPosition = sql`(${notifications.createdAt}, ${notifications.id})`;

/** A recipient's notifications, newest first (ties in created_at by id, descending), strictly older than `before`. */
export function findNotificationsOf(db: Db, { userId, limit, before }: { userId: string; limit: number; before: NotificationPosition | null }) {
  const conditions = [eq(notifications.userId, userId)];
  if (before) conditions.push(sql`${rowPosition} < ${position(before)}`);
  return selectNotificationRows(db)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** A recipient's notifications strictly newer than `after`, oldest first: what a reconnecting stream missed. */
export function findNotificationsAfter(db: Db, { userId, after, limit }: { userId: string; after: NotificationPosition; limit: number }) {
  return selectNotificationRows(db)
    .where(and(eq(notifications.userId, userId), sql`${rowPosition} > ${position(after)}`))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
}

/** These notifications, oldest first, each with its recipient (the caller checks whose they are). */
export function findNotificationsByIds(db: Db, ids: readonly string[]) {
  return selectNotificationRows(db)
    .where(inArray(notifications.id, [...ids]))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** Where the recipient's newest notification stands (null with none): a new stream's first position. */
export async function findNewestPosition(db: Db, userId: string): Promise<NotificationPosition | null> {
  const [row] = await db
    .select({ createdAt: exactCreatedAt, id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(1);
  return row ?? null;
}

export type NotificationListRow = Awaited<ReturnType<typeof findNotificationsOf>>[number];

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks these of the recipient's notifications read (a read one keeps its first read time); the ids it found. */
export async function markRead(db: Db, { userId, ids, now }: { userId: string; ids: readonly string[]; now: Date }): Promise<string[]> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

export async function markAllRead(db: Db, { userId, now }: { userId: string; now: Date }): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** A request that can no longer be answered: its connection_request notifications are read. */
export async function markConnectionRequestsRead(
  db: Db,
  { recipientId, connectionId, now }: { recipientId: string; connectionId: string; now: Date },
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, recipientId),
        eq(notifications.connectionId, connectionId),
        eq(notifications.type, 'connection_request'),
        isNull(notifications.readAt),
      ),
    );
}

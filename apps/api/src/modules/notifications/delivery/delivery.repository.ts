import { type Db, institutions, notifications, shareRequests, userProfiles, users } from '@finboard/db';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AlertChannel } from './alert-links';

const person = alias(users, 'person');

/** A notification with what its alert needs: the recipient's address and choices, the names it mentions (as they are now). */
export async function findAlertOf(db: Db, notificationId: string) {
  const [row] = await db
    .select({
      type: notifications.type,
      recipient: { id: users.id, email: users.email, role: users.role },
      emailAlert: userProfiles.emailAlert,
      smsAlert: userProfiles.smsAlert,
      phone: userProfiles.phone,
      person: { firstName: person.firstName, lastName: person.lastName },
      /** client_account_closed: the name kept, the person being gone. */
      personName: notifications.personName,
      institutionName: institutions.name,
      sharePart: shareRequests.part,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, notifications.userId))
    .leftJoin(person, eq(person.id, notifications.personId))
    .leftJoin(
      institutions,
      and(eq(institutions.id, notifications.institutionId), eq(institutions.userId, notifications.userId), isNull(institutions.deletedAt)),
    )
    .leftJoin(shareRequests, eq(shareRequests.id, notifications.shareRequestId))
    .where(eq(notifications.id, notificationId))
    .limit(1);
  return row ?? null;
}

/** The recipient's alert choices (a user without a profile row yet has the defaults: email on, SMS off). */
export async function findAlertChoices(db: Db, userId: string): Promise<{ emailAlert: boolean; smsAlert: boolean }> {
  const [row] = await db
    .select({ emailAlert: userProfiles.emailAlert, smsAlert: userProfiles.smsAlert })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return row ?? { emailAlert: true, smsAlert: false };
}

/** Turns one alert off; false when the user no longer exists. */
export async function turnAlertOff(db: Db, userId: string, channel: AlertChannel): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return false;
  const change = channel === 'email' ? { emailAlert: false } : { smsAlert: false };
  await db
    .insert(userProfiles)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...change, updatedAt: new Date() } });
  return true;
}

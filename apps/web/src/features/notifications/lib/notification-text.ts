import type { TNotification } from '@finboard/contracts';
import { notificationAgeText, type NotificationRecipientRole } from '@finboard/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { APP_TIME_ZONE } from '../../../lib/format-date';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The other person's full name as the sentence names them. */
export function personNameOf(notification: Pick<TNotification, 'person'>): string {
  const person = notification.person;
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : '';
  return name || 'Someone';
}

/** One sentence per type, as its recipient reads it. */
export function notificationSentence(notification: TNotification, role: NotificationRecipientRole): string {
  const name = personNameOf(notification);
  switch (notification.type) {
    case 'connection_request':
      return `${name} wants to connect with you.`;
    case 'connection':
      return role === 'client' ? `${name} accepted your connection request.` : `${name} is now connected with you.`;
    case 'disconnect':
      return `${name} disconnected from you.`;
    case 'new_client_account':
      return `${name} created an account through your link.`;
    case 'scenario_share':
      return `${name} shared a scenario with you.`;
    case 'account_login_required':
      return `${notification.institution?.name.trim() || 'Your bank'} needs you to log in again.`;
  }
}

/** 'N hours ago' under 48 hours, else 'N days ago' (spec 01 §2). */
export function notificationAge(notification: Pick<TNotification, 'createdAt'>, now: Date = new Date()): string {
  return notificationAgeText(new Date(notification.createdAt), now);
}

/** A disconnect's inline detail, in New York time: 'Disconnected on Nov 24, 2026 at 10:42 AM ET'. */
export function disconnectedAtText(createdAt: string): string {
  const date = dayjs(createdAt);
  if (!date.isValid()) return `Disconnected on ${createdAt}`;
  return `Disconnected on ${date.tz(APP_TIME_ZONE).format('MMM D, YYYY [at] h:mm A')} ET`;
}

/** The initials shown when there is no photo (an institution or a person). */
export function avatarNameOf(notification: TNotification): string {
  return notification.type === 'account_login_required' ? (notification.institution?.name ?? '') : personNameOf(notification);
}

import type { TNotification } from '@finboard/contracts';
import { notificationSentence as sentenceOf, type NotificationRecipientRole } from '@finboard/domain';
import { formatAge, formatMediumDate, formatTime, formatTimeZoneName } from '@finboard/domain/format';

/** The other person's full name as the sentence names them. */
export function personNameOf(notification: Pick<TNotification, 'person' | 'personName'>): string {
  const person = notification.person;
  // A client who closed their account has no person left, only the name the advisor knew.
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : (notification.personName ?? '').trim();
  return name || 'Someone';
}

/** One sentence per type, as its recipient reads it (the domain's wording, which the alerts use too). */
export function notificationSentence(notification: TNotification, role: NotificationRecipientRole): string {
  return sentenceOf(
    {
      type: notification.type,
      personName: personNameOf(notification),
      institutionName: notification.institution?.name ?? '',
      sharePart: notification.shareRequest?.part ?? null,
    },
    role,
  );
}

/** 'just now', 'N hours ago' under 48 hours, else 'N days ago' (spec 01 §2). */
export function notificationAge(notification: Pick<TNotification, 'createdAt'>, now: Date = new Date()): string {
  return formatAge(new Date(notification.createdAt), now);
}

/** A disconnect's inline detail in the product's zone, named: 'Disconnected on Nov 24, 2026 at 10:42 AM EST'. */
export function disconnectedAtText(createdAt: string): string {
  if (Number.isNaN(Date.parse(createdAt))) return `Disconnected on ${createdAt}`;
  return `Disconnected on ${formatMediumDate(createdAt)} at ${formatTime(createdAt)} ${formatTimeZoneName(createdAt)}`;
}

/** The initials shown when there is no photo (an institution or a person). */
export function avatarNameOf(notification: TNotification): string {
  return notification.type === 'account_login_required' ? (notification.institution?.name ?? '') : personNameOf(notification);
}

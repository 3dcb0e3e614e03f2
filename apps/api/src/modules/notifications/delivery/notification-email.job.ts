import type { Db } from '@finboard/db';
import { z } from 'zod';
import type { JobKind } from '../../../jobs/job-runner';
import type { MailService } from '../../mail/mail.service';
import { alertOffToken } from './alert-links';
import { findAlertOf } from './delivery.repository';
import { notificationEmail } from './notification-email';

export const NOTIFICATION_EMAIL_JOB = 'notification.email';
/** Tries over about 15 minutes (30 s, 1, 2, 4, 8 min apart): a mail server down for longer loses the alert, not the notification. */
export const NOTIFICATION_EMAIL_ATTEMPTS = 5;

export interface AlertDeps {
  db: Db;
  mail: MailService;
  productName: string;
  publicUrl: string;
  authSecret: string;
}

export const alertOffUrl = (deps: Pick<AlertDeps, 'publicUrl' | 'authSecret'>, userId: string, channel: 'email' | 'sms') =>
  `${deps.publicUrl}/alerts/off?token=${alertOffToken(deps.authSecret, userId, channel)}`;

/**
 * Emails one notification to its recipient, if they still want email alerts when it runs (a choice
 * turned off meanwhile is kept). At most once: a run cut off mid-way is not repeated.
 */
export function notificationEmailJob(deps: AlertDeps): JobKind<{ notificationId: string }> {
  return {
    kind: NOTIFICATION_EMAIL_JOB,
    repeatable: false,
    parse: (payload) => z.object({ notificationId: z.uuid() }).parse(payload),
    async run({ notificationId }) {
      const alert = await findAlertOf(deps.db, notificationId);
      if (!alert || alert.emailAlert === false) return;
      const role = alert.recipient.role;
      if (role !== 'client' && role !== 'advisor') return;
      const personName = alert.person ? `${alert.person.firstName} ${alert.person.lastName}` : (alert.personName ?? '');
      const mail = notificationEmail({
        productName: deps.productName,
        publicUrl: deps.publicUrl,
        to: alert.recipient.email,
        recipientRole: role,
        type: alert.type,
        personName,
        institutionName: alert.institutionName ?? '',
        sharePart: alert.sharePart,
        alertOffUrl: alertOffUrl(deps, alert.recipient.id, 'email'),
      });
      await deps.mail.sendOrThrow({ ...mail, userId: alert.recipient.id });
    },
  };
}

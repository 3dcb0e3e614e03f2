import type { Db } from '@finboard/db';
import { queueJob } from '../../../jobs/job-runner';
import { findAlertChoices } from './delivery.repository';
import { NOTIFICATION_EMAIL_ATTEMPTS, NOTIFICATION_EMAIL_JOB } from './notification-email.job';
import { NOTIFICATION_SMS_ATTEMPTS, NOTIFICATION_SMS_JOB } from './notification-sms.job';

/** Queues a notification's alerts by its recipient's choices, in the notification's transaction (once per notification, ever). */
export async function queueAlerts(tx: Db, { notificationId, userId }: { notificationId: string; userId: string }): Promise<void> {
  const choices = await findAlertChoices(tx, userId);
  if (choices.emailAlert) {
    await queueJob(tx, {
      kind: NOTIFICATION_EMAIL_JOB,
      payload: { notificationId },
      dedupeKey: `${NOTIFICATION_EMAIL_JOB}:${notificationId}`,
      maxAttempts: NOTIFICATION_EMAIL_ATTEMPTS,
    });
  }
  if (choices.smsAlert) {
    await queueJob(tx, {
      kind: NOTIFICATION_SMS_JOB,
      payload: { notificationId },
      dedupeKey: `${NOTIFICATION_SMS_JOB}:${notificationId}`,
      maxAttempts: NOTIFICATION_SMS_ATTEMPTS,
    });
  }
}

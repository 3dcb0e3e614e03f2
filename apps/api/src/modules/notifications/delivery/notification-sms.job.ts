import { toE164 } from '@finboard/domain';
import { notificationSentence } from '@finboard/domain';
import { z } from 'zod';
import { type JobKind, PermanentJobError } from '../../../jobs/job-runner';
import { SmsRefusedError } from '../../../providers/sms/sms-sender';
import type { SmsService } from '../../sms/sms.service';
import type { AlertDeps } from './notification-email.job';
import { findAlertOf, turnAlertOff } from './delivery.repository';

export const NOTIFICATION_SMS_JOB = 'notification.sms';
export const NOTIFICATION_SMS_ATTEMPTS = 5;
export const NO_MOBILE_NUMBER = 'The profile has no phone number that can receive texts.';

/**
 * Texts one notification to its recipient's profile phone, if they still want text alerts when it
 * runs. At most once (a run cut off mid-way is not repeated); a number the provider refuses for good
 * fails at once, and a recipient who replied STOP has their text alerts turned off.
 */
export function notificationSmsJob(deps: Omit<AlertDeps, 'mail' | 'authSecret'> & { sms: SmsService }): JobKind<{ notificationId: string }> {
  return {
    kind: NOTIFICATION_SMS_JOB,
    repeatable: false,
    parse: (payload) => z.object({ notificationId: z.uuid() }).parse(payload),
    async run({ notificationId }) {
      const alert = await findAlertOf(deps.db, notificationId);
      if (!alert || alert.smsAlert !== true) return;
      const role = alert.recipient.role;
      if (role !== 'client' && role !== 'advisor') return;
      const to = toE164(alert.phone ?? '');
      if (!to) throw new PermanentJobError(NO_MOBILE_NUMBER);
      const personName = alert.person ? `${alert.person.firstName} ${alert.person.lastName}` : (alert.personName ?? '');
      const sentence = notificationSentence({ type: alert.type, personName, institutionName: alert.institutionName ?? '', sharePart: alert.sharePart }, role);
      try {
        await deps.sms.sendOrThrow({ to, body: `${deps.productName}: ${sentence} ${deps.publicUrl}/notifications`, userId: alert.recipient.id });
      } catch (error) {
        if (!(error instanceof SmsRefusedError)) throw error;
        if (error.optedOut) await turnAlertOff(deps.db, alert.recipient.id, 'sms');
        throw new PermanentJobError(error.message);
      }
    },
  };
}

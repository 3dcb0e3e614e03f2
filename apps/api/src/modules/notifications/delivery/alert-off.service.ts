import type { Db } from '@finboard/db';
import type { AlertChannel } from './alert-links';
import { validationError } from '../../../errors/app-error';
import { readAlertOffToken } from './alert-links';
import { turnAlertOff } from './delivery.repository';

export const INVALID_ALERT_LINK = 'This link is not valid. You can turn alerts off in your profile.';

/** An alert email's "turn off" link: the signed token is the proof; a bad or spent one is refused. */
export async function turnAlertOffByLink(db: Db, authSecret: string, token: string): Promise<{ channel: AlertChannel }> {
  const alert = readAlertOffToken(authSecret, token);
  if (!alert || !(await turnAlertOff(db, alert.userId, alert.channel))) throw validationError(INVALID_ALERT_LINK, 'token');
  return { channel: alert.channel };
}

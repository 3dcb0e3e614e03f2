import { ZAlertOffRequest, ZAlertOffResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../../access/route-policy';
import { validationError } from '../../../errors/app-error';
import { readAlertOffToken } from './alert-links';
import { turnAlertOff } from './delivery.repository';

export const INVALID_ALERT_LINK = 'This link is not valid. You can turn alerts off in your profile.';

/**
 * POST /api/alerts/off: the "turn off" link of an alert email, without signing in (the signed token
 * is the proof). The link opens a page that asks first: a mail scanner following links changes nothing.
 */
export const alertsRoutes: FastifyPluginAsyncZod<{ db: Db; authSecret: string }> = async (app, { db, authSecret }) => {
  app.post(
    '/api/alerts/off',
    { config: { access: PUBLIC }, schema: { tags: ['notifications'], body: ZAlertOffRequest, response: { 200: ZAlertOffResponse } } },
    async (req) => {
      const alert = readAlertOffToken(authSecret, req.body.token);
      if (!alert || !(await turnAlertOff(db, alert.userId, alert.channel))) throw validationError(INVALID_ALERT_LINK, 'token');
      return { channel: alert.channel };
    },
  );
};

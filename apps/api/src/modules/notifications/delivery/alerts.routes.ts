import { ZAlertOffRequest, ZAlertOffResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../../access/route-policy';
import { turnAlertOffByLink } from './alert-off.service';

/**
 * POST /api/alerts/off: the "turn off" link of an alert email, without signing in (the signed token
 * is the proof). The link opens a page that asks first: a mail scanner following links changes nothing.
 */
export const alertsRoutes: FastifyPluginAsyncZod<{ db: Db; authSecret: string }> = async (app, { db, authSecret }) => {
  app.post(
    '/api/alerts/off',
    { config: { access: PUBLIC }, schema: { tags: ['notifications'], body: ZAlertOffRequest, response: { 200: ZAlertOffResponse } } },
    async (req) => turnAlertOffByLink(db, authSecret, req.body.token),
  );
};

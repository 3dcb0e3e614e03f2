import { signedInActor } from '../../access/access';
import { ZMarkNotificationsReadRequest, ZNotificationListQuery, ZNotificationListResponse, ZUnreadCountResponse } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verified } from '../../access/route-policy';
import { listNotifications, markAllNotificationsRead, markNotificationsRead, type NotificationDeps } from './notifications.service';

const ZEmptyBody = z.object({}).strict().optional();

/** In-app notifications (spec 01 §2 Notifications, §4 types): the caller's own, as a verified client or advisor. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: NotificationDeps }> = async (app, { deps }) => {
  const tags = ['notifications'];
  const access = verified('client', 'advisor');

  app.get(
    '/api/notifications',
    { config: { access }, schema: { tags, querystring: ZNotificationListQuery, response: { 200: ZNotificationListResponse } } },
    async (req) => listNotifications(deps, signedInActor(req), req.query),
  );

  app.post(
    '/api/notifications/read',
    { config: { access }, schema: { tags, body: ZMarkNotificationsReadRequest, response: { 200: ZUnreadCountResponse } } },
    async (req) => markNotificationsRead(deps, signedInActor(req), req.body),
  );

  app.post('/api/notifications/read-all', { config: { access }, schema: { tags, body: ZEmptyBody, response: { 200: ZUnreadCountResponse } } }, async (req) =>
    markAllNotificationsRead(deps, signedInActor(req)),
  );
};

import { signedInActor } from '../../../access/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verified } from '../../../access/route-policy';
import { type NotificationStreamDeps, openNotificationStream } from './notification-stream.service';

const ZStreamHeaders = z.object({ 'last-event-id': z.string().max(200).optional() });

/**
 * GET /api/notifications/stream: the caller's notifications as Server-Sent Events (`notification`,
 * `ready`, `resync`), as they are committed on any api instance. A browser's EventSource resumes
 * with Last-Event-ID after a drop.
 */
export const notificationStreamRoutes: FastifyPluginAsyncZod<{ deps: NotificationStreamDeps }> = async (app, { deps }) => {
  app.get(
    '/api/notifications/stream',
    { config: { access: verified('client', 'advisor') }, schema: { tags: ['notifications'], headers: ZStreamHeaders } },
    async (req, reply) => {
      await openNotificationStream(deps, signedInActor(req), req.headers['last-event-id'], reply.raw, () => {
        reply.hijack();
      });
      return reply;
    },
  );
};

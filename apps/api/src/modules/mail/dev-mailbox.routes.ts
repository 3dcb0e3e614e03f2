import { ZMailboxResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../access/route-policy';
import { isLoopbackAddress } from '../../platform/loopback';
import { listDevMailbox } from './dev-mailbox.service';

/**
 * Registered only outside production, and answered only to this machine: it lists everyone's
 * mail, reset links included, so a server reachable from the network must not show it.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/dev/mailbox', { config: { access: PUBLIC }, schema: { tags: ['development'], response: { 200: ZMailboxResponse } } }, (request, reply) => {
    if (!isLoopbackAddress(request.ip)) return reply.callNotFound();
    return listDevMailbox(db);
  });
};

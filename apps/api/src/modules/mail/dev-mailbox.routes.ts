import { ZMailboxResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listDevMailbox } from './dev-mailbox.service';

/** Registered only outside production: it shows every user's mail. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/dev/mailbox', { schema: { tags: ['development'], response: { 200: ZMailboxResponse } } }, () => listDevMailbox(db));
};

import { ZSupportMessageRequest, ZSupportMessageResponse } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../access/route-policy';
import { sendSupportMessage, type SupportDeps } from './support.service';

/** /pages/help's contact form (any signed-in user). */
export const supportRoutes: FastifyPluginAsyncZod<{ deps: SupportDeps }> = async (app, { deps }) => {
  app.post(
    '/api/support/messages',
    { config: { access: SIGNED_IN }, schema: { tags: ['support'], body: ZSupportMessageRequest, response: { 200: ZSupportMessageResponse } } },
    async (req) => sendSupportMessage(deps, await req.getActor(), req.body),
  );
};

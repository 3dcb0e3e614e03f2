import { signedInActor } from '../../access/access';
import { ZSupportMessageRequest, ZSupportMessageResponse } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../access/route-policy';
import type { Config } from '../../config/env';
import { sendSupportMessage, type SupportDeps } from './support.service';

/** /pages/help's contact form and the help chat (any signed-in user), limited per address: each one is a mail to a person. */
export const supportRoutes: FastifyPluginAsyncZod<{ deps: SupportDeps; rateLimit: Config['supportRateLimit'] }> = async (app, { deps, rateLimit }) => {
  app.post(
    '/api/support/messages',
    {
      config: { access: SIGNED_IN, rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
      schema: { tags: ['support'], body: ZSupportMessageRequest, response: { 200: ZSupportMessageResponse } },
    },
    async (req) => sendSupportMessage(deps, signedInActor(req), req.body),
  );
};

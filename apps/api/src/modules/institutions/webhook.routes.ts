import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleAggregationWebhook } from './webhook.service';
import type { SyncDeps } from './sync.service';
import { PUBLIC } from '../../access/route-policy';
import { keepRawJsonBody, singleHeaders } from '../../platform/raw-json-body';

/** The provider calls this; it signs the raw body, so the route keeps the body as received. */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: SyncDeps }> = async (app, { deps }) => {
  keepRawJsonBody(app);
  app.post(
    '/api/webhooks/aggregation',
    {
      config: { allowCrossSite: true, access: PUBLIC },
      // The body is checked by its signature before it is read, so it has no schema of its own here.
      schema: { tags: ['webhooks'], response: { 200: z.object({ received: z.literal(true), handled: z.boolean() }) } },
    },
    async (req) => {
      const outcome = await handleAggregationWebhook(deps, req.rawBody ?? '', singleHeaders(req.headers));
      return { received: true as const, handled: outcome.handled };
    },
  );
};

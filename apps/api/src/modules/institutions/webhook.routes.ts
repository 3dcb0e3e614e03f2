import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleAggregationWebhook } from './webhook.service';
import type { SyncDeps } from './sync.service';
import { PUBLIC } from '../../access/route-policy';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** The provider calls this; it signs the raw body, so the route keeps the body as received. */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: SyncDeps }> = async (app, { deps }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      // A body that is not JSON is the sender's mistake (400), not a server failure.
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
  app.post('/api/webhooks/aggregation', {
      config: { allowCrossSite: true, access: PUBLIC },
      // The body is checked by its signature before it is read, so it has no schema of its own here.
      schema: { tags: ['webhooks'], response: { 200: z.object({ received: z.literal(true), handled: z.boolean() }) } },
    }, async (req) => {
    const headers = Object.fromEntries(Object.entries(req.headers).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
    const outcome = await handleAggregationWebhook(deps, req.rawBody ?? '', headers);
    return { received: true as const, handled: outcome.handled };
  });
};

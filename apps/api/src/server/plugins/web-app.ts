import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built single-page app: real files as they are (hashed assets cached for a year),
 * every other non-api GET gets index.html so the browser router can take over.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});

import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answerFrameworkError } from '../../errors/error-handler';
import { isLoopbackAddress } from '../../platform/loopback';

const DEV_MAILBOX_API = '/api/dev/mailbox';
/** The mailbox page and anything under it, as the browser router matches it (case-insensitive, decoded). */
const DEV_MAILBOX_PAGE = /^dev\/mailbox(\/|$)/i;

/**
 * The development mailbox page is served where its api is (never in production) and to this
 * machine only, like the api itself (dev-mailbox.routes.ts).
 */
function isHiddenDevMailboxPage(app: FastifyInstance, request: FastifyRequest<{ Params: { '*': string } }>): boolean {
  if (!DEV_MAILBOX_PAGE.test(request.params['*'])) return false;
  return !app.hasRoute({ method: 'GET', url: DEV_MAILBOX_API }) || !isLoopbackAddress(request.ip);
}

/** The router's limit on one path parameter (Fastify's default maxParamLength). */
const MAX_PARAM_LENGTH = 100;

/**
 * The catch-all below is a brother of every api route, so the router hands it an api path whose id
 * is over its limit instead of refusing that path itself: answer it as the api does without the
 * web app (a 400 naming the long part), never differently depending on whether the app is built.
 */
function hasOverlongSegment(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH);
}

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
  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      if (hasOverlongSegment(request.url)) {
        answerFrameworkError({ code: 'FST_ERR_MAX_PARAM_LENGTH' } as FastifyError, request, reply);
        return reply;
      }
      return reply.callNotFound();
    }
    if (isHiddenDevMailboxPage(app, request)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A cross-site POST the route expects and protects otherwise (Apple's form_post OAuth callback). */
    allowCrossSiteForm?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === publicOrigin) return true;
  return origin === `${request.protocol}://${request.headers.host}`;
}

/**
 * Cross-site request forgery defence for the cookie session: every state-changing api request must
 * come from our own origin and, when it has a body, carry JSON (a form or text/plain post is refused).
 * Authenticated JSON is never cached.
 */
export const requestGuardPlugin = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header('cache-control', 'no-store');
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config?.allowCrossSiteForm) return;
    if (!isSameOrigin(request, publicOrigin)) {
      throw new AppError('FORBIDDEN', 'This request must come from the Finboard web app.');
    }
    const contentType = request.headers['content-type'];
    if (contentType !== undefined && !/^application\/json(\s*;|$)/i.test(contentType)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request as JSON (content-type application/json).');
    }
  });
});

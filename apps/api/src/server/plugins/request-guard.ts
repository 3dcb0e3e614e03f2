import { fieldLabel, fieldPath } from '@finboard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that authenticates its caller itself (the OAuth state of Apple's form post, a webhook signature). */
    allowCrossSite?: boolean;
    /** An upload route: multipart/form-data from our own origin. */
    acceptsMultipart?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// PostgreSQL text and jsonb cannot hold NUL, and a lone surrogate is not text: either would fail
// (or be silently altered) deep in a query, so they are refused before any handler sees them.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` can reach PostgreSQL as it is (no NUL, no lone surrogate). */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

interface BodyNode {
  value: unknown;
  key: string;
  parent: BodyNode | null;
}

function pathOf(node: BodyNode): string[] {
  const path: string[] = [];
  for (let at: BodyNode | null = node; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** Where the first string (or key) of a parsed body, query or params that cannot be stored is, or null. Iterative: bodies may nest deeply. */
function findUnstorableText(body: unknown): string[] | null {
  const pending: BodyNode[] = [{ value: body, key: '', parent: null }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (typeof node.value === 'string') {
      if (UNSTORABLE.test(node.value)) return pathOf(node);
    } else if (node.value && typeof node.value === 'object') {
      for (const [key, value] of Object.entries(node.value)) {
        const child = { value, key, parent: node };
        if (UNSTORABLE.test(key)) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return null;
}

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
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config?.allowCrossSite) return;
    if (!isSameOrigin(request, publicOrigin)) {
      throw new AppError('FORBIDDEN', 'This request must come from the Finboard web app.');
    }
    const contentType = request.headers['content-type'];
    const isUpload = request.routeOptions.config?.acceptsMultipart && /^multipart\/form-data(\s*;|$)/i.test(contentType ?? '');
    if (contentType !== undefined && !isUpload && !/^application\/json(\s*;|$)/i.test(contentType)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request as JSON (content-type application/json).');
    }
  });
  // preValidation runs for every route, with or without a schema, before its schema and handler.
  // Only for our api routes: an unknown /api path (the web app's catch-all hands it to the 404
  // handler) reads nothing and stays a 404.
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    // A query string or path parameter (`?search=%00`) reaches the same queries as a body does.
    for (const input of [request.params, request.query, request.body]) {
      const path = findUnstorableText(input);
      if (!path) continue;
      const field = fieldPath(path);
      throw new AppError('VALIDATION', `${fieldLabel(path)} contains characters that are not allowed (a null character or broken Unicode).`, field);
    }
  });
});

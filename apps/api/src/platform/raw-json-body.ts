import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * Webhook senders sign the raw body, so a webhook plugin keeps the JSON body as received beside the
 * parsed one (encapsulated: only that plugin's routes parse this way). Not JSON → 400, never a 500.
 */
export function keepRawJsonBody(app: FastifyInstance, bodyLimit = 64 * 1024): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
}

/** A request's headers with repeated ones reduced to their first value. */
export function singleHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
}

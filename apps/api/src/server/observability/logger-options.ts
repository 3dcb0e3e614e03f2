import type { FastifyServerOptions } from 'fastify';

/**
 * What a log line may carry: structured JSON (pino), every request line with its request id
 * (`reqId`), and never personal data or secrets. A request is logged as its method and path without
 * the query string (a query can hold an email or a token: /api/alerts/off?token=, /verify-email?token=),
 * its answer as its status and duration: never headers, cookies or bodies. Anything else that
 * happens to carry one of these fields (an error with its request, a job's payload) is redacted.
 */
export const REDACTED_PATHS = [
  'req.headers',
  'res.headers',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["stripe-signature"]',
  'headers["plaid-verification"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  '*.headers["stripe-signature"]',
  '*.headers["plaid-verification"]',
  'body',
  '*.body',
  'payload',
  '*.payload',
  'password',
  '*.password',
  'email',
  '*.email',
  'token',
  '*.token',
];

/** The path of a request URL without its query string or fragment. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

interface LoggedRequest {
  method: string;
  url?: string;
}

const serializers = {
  req: (request: LoggedRequest) => ({ method: request.method, path: pathOf(request.url ?? '') }),
  // The reply: its status beside its request's method and path, so one line tells the whole story.
  res: (reply: { statusCode: number; request?: LoggedRequest }) => ({
    ...(reply.request ? { method: reply.request.method, path: pathOf(reply.request.url ?? '') } : {}),
    statusCode: reply.statusCode,
  }),
};

/** Fastify's logger settings; `stream` lets tests read the lines (otherwise standard output). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, serializers, ...(stream ? { stream } : {}) };
}

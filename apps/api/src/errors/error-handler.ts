import type { ErrorCode, TErrorResponse } from '@finboard/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ProviderUnavailableError } from '../providers/provider-unavailable';
import { AppError } from './app-error';
import { HTTP_STATUS } from './http-status';
import { StoredDataError } from './stored-json';
import { isDatabaseUnavailable } from './unavailable-database';

/** How long a caller is asked to wait when the database is unreachable (a restart takes seconds). */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

function send(reply: FastifyReply, request: FastifyRequest, code: ErrorCode, message: string, field?: string) {
  const body: TErrorResponse = { error: { code, message, requestId: request.id } };
  if (field) body.error.field = field;
  return reply.status(HTTP_STATUS[code]).header('cache-control', 'no-store').send(body);
}

/** Fastify's own client errors (bad JSON, too large, wrong media type) keep their 4xx meaning. */
function codeForFastifyError(error: FastifyError): ErrorCode | null {
  if (error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (error.statusCode === 429) return 'RATE_LIMITED';
  if (error.statusCode === 400) return 'VALIDATION';
  return null;
}

function describeFastifyError(code: ErrorCode, error: FastifyError): string {
  if (code === 'PAYLOAD_TOO_LARGE') return 'The request is too large.';
  if (code === 'UNSUPPORTED_MEDIA_TYPE') return 'Send the request as JSON (content-type application/json).';
  if (code === 'RATE_LIMITED') return 'Too many attempts. Please wait a minute and try again.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty.';
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'The request body is not valid JSON.';
  return 'The request is not valid.';
}

/**
 * Fastify's router refuses a path before any hook or handler runs, and without this answers in its
 * own shape (`{ error: 'Bad Request', code: 'FST_ERR_…' }`, the path echoed, no request id): a path
 * that is not UTF-8 once decoded (`/api/scenarios/%FF`), and a parameter over the router's length
 * limit (100 characters; ids are far shorter), which it answered 414. Both are a VALIDATION 400
 * here, in the api's error shape (the route fuzz found the 414s).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long.' : 'The address is not valid.';
  // Sent, not returned: Fastify's frameworkErrors hook expects nothing back (a reply is thenable).
  send(reply, request, 'VALIDATION', message);
}

/**
 * The one error mapping: typed codes to HTTP, validation with field and message, an unreachable
 * database or a provider that does not answer as 503 with Retry-After, a stored jsonb value that
 * does not parse (StoredDataError, logged with its place) and unknown errors as a bare 500.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, request, error.code, error.message, error.field);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The message is already a sentence naming the field (readable-issue.ts, installed by buildServer).
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      return send(reply, request, 'VALIDATION', first?.message || 'The request is not valid.', field);
    }
    if (error instanceof ProviderUnavailableError) {
      request.log.warn({ err: { message: error.message, cause: String(error.cause) } }, 'provider unavailable');
      reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, request, 'SERVICE_UNAVAILABLE', error.message);
    }
    if (isDatabaseUnavailable(error)) {
      // Not our fault nor the caller's: a warning, not an error log line per request (no storm of stacks).
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return send(reply, request, 'SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
    }
    if (error instanceof StoredDataError) {
      // Our data, not the request: logged with where it is (table, column, row id) so it can be repaired.
      request.log.error({ err: error, storedData: error.place }, 'stored data does not match its schema');
      return send(reply, request, 'INTERNAL', `Sorry, something went wrong. Reference: ${request.id}`);
    }
    const clientCode = isResponseSerializationError(error) ? null : codeForFastifyError(error);
    if (clientCode) return send(reply, request, clientCode, describeFastifyError(clientCode, error));
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 'INTERNAL', `Sorry, something went wrong. Reference: ${request.id}`);
  });

  app.setNotFoundHandler((request, reply) => send(reply, request, 'NOT_FOUND', 'Not found'));
});

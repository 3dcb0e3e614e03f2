import { REPORT_LINK_EXPIRED } from '@finboard/contracts';
import { REPORT_LINK_PAGE, type ReportLinkProblem } from '@finboard/domain/reports';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';

/**
 * A report link is opened in a new tab (the web's window.open), so its refusals are read by a
 * person, not by the web's code: a browser's navigation (Sec-Fetch-Mode: navigate, or an Accept that
 * asks for HTML) is sent to the web's page that explains it. Everything else keeps the JSON error.
 */
export function isBrowserNavigation(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

/** What the page says: the status alone decides (the key is never carried to the page). */
export function reportLinkProblemOf(error: FastifyError | Error): ReportLinkProblem {
  if (error instanceof AppError) {
    if (error.code === 'UNAUTHENTICATED') return 'signed-out';
    if (error.code === 'FORBIDDEN') return 'forbidden';
    if (error.code === 'CONFLICT') return 'pending';
    if (error.message === REPORT_LINK_EXPIRED) return 'expired';
  }
  return 'not-found';
}

/**
 * The download route's own error handler: a navigation is redirected (303, never cached) to the
 * page; any other caller's error goes on to the app's handler (rethrown: Fastify hands it to the
 * parent handler), so the link rules and their JSON answers are unchanged.
 */
export function reportLinkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const isClientError = error instanceof AppError || (error.statusCode !== undefined && error.statusCode < 500);
  if (!isBrowserNavigation(request) || !isClientError) throw error;
  // Sent here and not returned: a route's errorHandler returns nothing (a reply is thenable).
  reply.header('cache-control', 'no-store').redirect(`${REPORT_LINK_PAGE}?problem=${reportLinkProblemOf(error)}`, 303);
}

import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';

/** The header better-auth reads the client address from; always set by us, never by the client. */
export const CLIENT_IP_HEADER = 'x-finboard-client-ip';

/** A request's headers as a Fetch `Headers`, with the client address we trust. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

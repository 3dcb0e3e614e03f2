import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors/app-error';
import { requireRole } from './access';
import type { Actor } from './actor';
import { requireVerified } from './client-data-access';

const DECIDED = Symbol('client data write decided by access/');

/**
 * One request's decision to write a client's data, made once by the route's policy: the writer is
 * a verified client writing their own data. An advisor's access is read-only, so there is no other
 * owner to decide on. Only this module makes one, so a service that takes it needs no actor check.
 */
export interface ClientDataWrite {
  readonly actor: Actor;
  /** Whose data: always the writer's own. */
  readonly ownerId: string;
  readonly [DECIDED]: true;
}

/** The route policy's decision: fails closed for anyone but a verified client, and for another's ?userId=. */
export function decideClientDataWrite(actor: Actor | null, requestedUserId?: string): ClientDataWrite {
  const client = requireRole(requireVerified(actor), 'client');
  if (requestedUserId && requestedUserId !== client.userId) throw forbidden();
  return { actor: client, ownerId: client.userId, [DECIDED]: true };
}

/** A write done for its owner outside a request (the demo seeding as the demo client), decided the same way. */
export function ownDataWrite(actor: Actor | null): ClientDataWrite {
  return decideClientDataWrite(actor);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access policy of a client-data write route (server/plugins/access-policy.ts). */
    clientDataWrite?: ClientDataWrite;
  }
}

/** The decision a client-data write route's policy made for this request. */
export function decidedWrite(request: FastifyRequest): ClientDataWrite {
  // A route that writes client data without such a policy is a programming error, caught by the route tests.
  if (!request.clientDataWrite) throw new Error(`${request.method} ${request.url} writes client data but its policy decided no client-data write`);
  return request.clientDataWrite;
}

import type { Role } from '@finboard/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../errors/app-error';
import type { Actor } from './actor';

/**
 * The only place that decides who may do what. Deny by default: a route that needs a user calls
 * requireActor, one that needs a role calls requireRole.
 */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw unauthenticated();
  return actor;
}

export function requireRole(actor: Actor | null, ...roles: Role[]): Actor {
  const signedIn = requireActor(actor);
  if (!signedIn.role || !roles.includes(signedIn.role)) throw forbidden();
  return signedIn;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by the access policy of every route that is not public (server/plugins/access-policy.ts). */
    signedInActor?: Actor;
  }
}

/** The caller a non-public route's policy let in: services take it, never a possibly signed-out actor. */
export function signedInActor(request: FastifyRequest): Actor {
  // A non-public route always has one; asking for it on a public route is a programming error.
  if (!request.signedInActor) throw new Error(`${request.method} ${request.url} asks for the signed-in caller but its policy is public`);
  return request.signedInActor;
}

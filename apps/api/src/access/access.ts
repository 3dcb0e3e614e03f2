import type { Role } from '@finboard/domain';
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

import type { Role } from '@finboard/domain';
import { forbidden } from '../errors/app-error';
import type { Actor } from './actor';
import { requireVerified } from './client-data-access';

const ROLE_REFUSAL = 'Only clients and advisors have connections.';

/**
 * Who may take part in a connection: a verified client or advisor (a connection opens financial
 * data, so it waits for the email like the data itself). Which link is theirs is decided by the
 * service's party-scoped lookup: another's link is not found.
 */
export function requireConnectionParty(actor: Actor | null, ...roles: Extract<Role, 'client' | 'advisor'>[]): Actor {
  const verified = requireVerified(actor);
  if (!verified.role || !(roles as Role[]).includes(verified.role))
    throw forbidden(roles.length === 1 ? `Only a${roles[0] === 'advisor' ? 'n advisor' : ' client'} can do this.` : ROLE_REFUSAL);
  return verified;
}

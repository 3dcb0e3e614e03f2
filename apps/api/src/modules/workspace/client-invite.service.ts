import type { TClientInviteRequest } from '@finboard/contracts';
import { inviteProblem } from '@finboard/domain/workspace';
import { requireRole } from '../../access/access';
import type { Actor } from '../../access/actor';
import { validationError } from '../../errors/app-error';
import { type InvitationDeps, sendInvitation } from '../invitations/invitations.service';

/**
 * Client Linking's invite dialog (only Client, spec 01 §2): the spec's messages, then an invitation
 * by email. Registering through it leaves the advisor's request (source Email) for the client to
 * accept. The answer is the same whether or not the address has an account.
 */
export async function inviteClient(deps: InvitationDeps, actor: Actor, input: TClientInviteRequest): Promise<{ sentTo: string }> {
  const advisor = requireRole(actor, 'advisor');
  const problem = inviteProblem(input);
  if (problem) throw validationError(problem);
  return sendInvitation(deps, advisor.userId, { kind: 'client', firstName: input.firstName, lastName: input.lastName, email: input.email });
}

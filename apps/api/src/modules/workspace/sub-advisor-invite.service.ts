import type { TSubAdvisorInviteRequest } from '@finboard/contracts';
import { inviteProblem, SUB_ADVISOR_PLAN_FULL } from '@finboard/domain/workspace';
import { requireRole } from '../../access/access';
import type { Actor } from '../../access/actor';
import { forbidden, validationError } from '../../errors/app-error';
import { canTakeSubAccount } from '../billing/sub-accounts.service';
import { type InvitationDeps, sendInvitation } from '../invitations/invitations.service';

/**
 * A primary advisor invites a sub-advisor by email (spec 01 §3 Invite, §6): only while the plan's
 * allowance exceeds the count. The place is taken when the invitation is accepted, atomically.
 */
export async function inviteSubAdvisor(deps: InvitationDeps, actor: Actor, input: TSubAdvisorInviteRequest): Promise<{ sentTo: string }> {
  const advisor = requireRole(actor, 'advisor');
  const problem = inviteProblem(input);
  if (problem) throw validationError(problem);
  if (!(await canTakeSubAccount({ db: deps.db }, advisor.userId))) throw forbidden(SUB_ADVISOR_PLAN_FULL);
  return sendInvitation(deps, advisor.userId, { kind: 'sub_advisor', ...input });
}

import type { TSubAdvisorInviteRequest } from '@finboard/contracts';
import { advisorInviteLinkOf, INVITE_MESSAGES, inviteProblem } from '@finboard/domain/workspace';
import { requireRole } from '../../access/access';
import type { Actor } from '../../access/actor';
import { forbidden, validationError } from '../../errors/app-error';
import { SUB_ADVISOR_PLAN_FULL } from '../auth/registration-context.service';
import { canTakeSubAccount } from '../billing/sub-accounts.service';
import { getUserName, isEmailRegistered } from '../session/session.service';
import type { InviteDeps } from './client-invite.service';

/**
 * A primary advisor invites a sub-advisor by email (spec 01 §3 Invite, §6): only while the plan's
 * allowance exceeds the count, which registration checks again when the link is used.
 */
export async function inviteSubAdvisor(deps: InviteDeps, actor: Actor | null, input: TSubAdvisorInviteRequest): Promise<{ sentTo: string }> {
  const advisor = requireRole(actor, 'advisor');
  const problem = inviteProblem(input);
  if (problem) throw validationError(problem);
  if (!(await canTakeSubAccount({ db: deps.db }, advisor.userId))) throw forbidden(SUB_ADVISOR_PLAN_FULL);
  if (await isEmailRegistered(deps.db, input.email)) throw validationError(INVITE_MESSAGES.existingUser, 'email');
  const link = new URL(advisorInviteLinkOf(deps.publicUrl, advisor.userId));
  for (const field of ['firstName', 'lastName', 'email'] as const) link.searchParams.set(field, input[field]);
  const advisorName = await getUserName(deps.db, advisor.userId);
  await deps.mail.sendOrThrow({
    to: input.email,
    subject: `${advisorName} invites you to join their practice on ${deps.productName}`,
    text: `Hi ${input.firstName},\n\n${advisorName} invites you to join their practice on ${deps.productName} as an advisor. Create your account with this link:\n${link.toString()}\n`,
    userId: advisor.userId,
  });
  return { sentTo: input.email };
}

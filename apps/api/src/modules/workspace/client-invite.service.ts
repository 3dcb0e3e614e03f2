import type { TClientInviteRequest } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { INVITE_MESSAGES, inviteProblem, registrationLinkOf } from '@finboard/domain/workspace';
import { requireRole } from '../../access/access';
import type { Actor } from '../../access/actor';
import { validationError } from '../../errors/app-error';
import type { MailService } from '../mail/mail.service';
import { getUserName, isEmailRegistered } from '../session/session.service';

export interface InviteDeps {
  db: Db;
  mail: MailService;
  publicUrl: string;
  productName: string;
}

/** The invite link: the advisor's Email source link, the form prefilled with the invitee's name and address. */
function inviteLinkOf(deps: InviteDeps, advisorId: string, input: TClientInviteRequest): string {
  const link = new URL(registrationLinkOf({ origin: deps.publicUrl, advisorId, source: 'Email' }));
  for (const field of ['firstName', 'lastName', 'email'] as const) link.searchParams.set(field, input[field]);
  return link.toString();
}

/**
 * Client Linking's invite dialog (only Client, spec 01 §2): the spec's messages, then an email
 * through the mailer. Registering through the link leaves the advisor's request with source Email.
 */
export async function inviteClient(deps: InviteDeps, actor: Actor | null, input: TClientInviteRequest): Promise<{ sentTo: string }> {
  const advisor = requireRole(actor, 'advisor');
  const problem = inviteProblem(input);
  if (problem) throw validationError(problem);
  if (await isEmailRegistered(deps.db, input.email)) throw validationError(INVITE_MESSAGES.existingUser, 'email');
  const advisorName = await getUserName(deps.db, advisor.userId);
  await deps.mail.sendOrThrow({
    to: input.email,
    subject: `${advisorName} invites you to ${deps.productName}`,
    text: `Hi ${input.firstName},\n\n${advisorName} invites you to plan your finances together on ${deps.productName}. Create your account with this link:\n${inviteLinkOf(deps, advisor.userId, input)}\n`,
    userId: advisor.userId,
  });
  return { sentTo: input.email };
}

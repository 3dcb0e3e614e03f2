import { SUPPORT_MESSAGE_SENT, type TSupportMessageRequest } from '@finboard/contracts';
import type { Actor } from '../../access/actor';
import type { MailService } from '../mail/mail.service';

export interface SupportDeps {
  mail: MailService;
  /** The support mailbox (SUPPORT_EMAIL). */
  supportEmail: string;
  productName: string;
}

/**
 * The Support page's contact form, mailed to the support mailbox through the mail service (so it
 * is in the outbox too). The sender's account is named beside what they typed, so support can
 * answer the account even when the reply address is another one.
 */
export async function sendSupportMessage(deps: SupportDeps, actor: Actor, input: TSupportMessageRequest): Promise<{ message: string }> {
  const user = actor;
  const text = [
    `From: ${input.name} <${input.email}>`,
    ...(input.phone ? [`Phone: ${input.phone}`] : []),
    `Account: ${user.email} (${user.role ?? 'no role'}, id ${user.userId})`,
    '',
    input.message,
  ].join('\n');
  await deps.mail.send({ to: deps.supportEmail, subject: `[${deps.productName} support] ${input.subject}`, text, userId: user.userId });
  return { message: SUPPORT_MESSAGE_SENT };
}

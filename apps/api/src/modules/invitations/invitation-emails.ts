import type { OutgoingMail } from '../../providers/mail/mailer';

export type InvitationKind = 'sub_advisor' | 'household' | 'client';

export interface InvitationMailInput {
  kind: InvitationKind;
  relation: 'spouse' | 'partner' | null;
  productName: string;
  publicUrl: string;
  inviterName: string;
  to: { email: string; firstName: string };
  link: string;
  expiresOn: string;
}

const WHAT: Record<InvitationKind, (input: InvitationMailInput) => { subject: string; body: string }> = {
  sub_advisor: ({ inviterName, productName }) => ({
    subject: `${inviterName} invites you to join their practice on ${productName}`,
    body: `${inviterName} invites you to join their practice on ${productName} as an advisor.`,
  }),
  household: ({ inviterName, productName, relation }) => ({
    subject: `${inviterName} invites you to ${productName}`,
    body: `${inviterName} invites you to join ${productName} as their ${relation ?? 'spouse'}. Nothing of either of you is shared by this: each chooses what to share with an advisor.`,
  }),
  client: ({ inviterName, productName }) => ({
    subject: `${inviterName} invites you to ${productName}`,
    body: `${inviterName} invites you to plan your finances together on ${productName}. Once your account exists you accept ${inviterName}'s request and choose what to share.`,
  }),
};

/** The invitation itself: the link works once, for this address, until it expires. */
export function invitationEmail(input: InvitationMailInput): OutgoingMail {
  const { subject, body } = WHAT[input.kind](input);
  return {
    to: input.to.email,
    subject,
    text: `Hi ${input.to.firstName},\n\n${body} Create your account with this email address through this link (it works once, until ${input.expiresOn}):\n${input.link}\n\nIf you were not expecting this, you can ignore this message.`,
  };
}

/**
 * Sent instead when the address already has an account: the inviter is answered the same either way,
 * so an invitation never tells a stranger who is a customer; the owner learns what happened here.
 */
export function invitationToExistingAccountEmail(input: InvitationMailInput): OutgoingMail {
  const { subject, body } = WHAT[input.kind](input);
  return {
    to: input.to.email,
    subject,
    text: `Hi ${input.to.firstName},\n\n${body} This email address already has a ${input.productName} account, so no new account is needed: log in at ${input.publicUrl}/login. If you want to work with ${input.inviterName} from that account, tell them; an invitation cannot be used by an existing account.\n\nIf you were not expecting this, you can ignore this message.`,
  };
}

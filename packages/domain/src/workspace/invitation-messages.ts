// What a person reads when an invitation or a registration link does not hold. The account is still
// made (an ordinary one, with no parent, household or advisor link), so each says so.
export const INVITATION_NOTICES = {
  invalid: 'This invitation link is not valid, so your account is not linked to anyone. Please ask for a new invitation.',
  expired: 'This invitation has expired, so your account is not linked to anyone. Please ask for a new invitation.',
  revoked: 'This invitation was withdrawn by the person who sent it, so your account is not linked to anyone.',
  accepted: 'This invitation has already been used, so your account is not linked to anyone. Please ask for a new invitation.',
  otherEmail: 'This invitation was sent to another email address. Register with the address it was sent to, or ask for a new invitation.',
  otherRole: 'This invitation is for another kind of account, so your account is not linked to anyone.',
} as const;

/** The expired-link page's wording (spec 01 §2), for an expired, altered or unsigned advisor link alike. */
export const REGISTRATION_LINK_EXPIRED_MESSAGE = 'This registration link has expired. Please ask your advisor for a new one.';

// Ours: the spec names "a sub-advisor over the allowance" as bad input without a text.
export const SUB_ADVISOR_PLAN_FULL = "Your advisor's plan has no place for another sub-advisor.";

export const INVITATION_NOT_FOUND = 'Invitation not found';

/** An inviter past INVITATION_MAX_PER_DAY (a 429): each invitation is a mail to an address they typed. */
export const INVITATIONS_PER_DAY_REACHED = "You've sent as many invitations as you can today. Please try again tomorrow.";

import { isValidEmail } from '../validation/email';

// Client Linking's invite dialog and SMS box (spec 01 §2, §5 Invite rules), messages quoted exactly.
export const INVITE_MESSAGES = {
  allRequired: 'All fields are required! You should input all the fields!',
  emailInvalid: 'Email is not valid! Please input valid email.',
  // Ours: the spec names "an invite to an existing user" as bad input without a text.
  existingUser: 'This email already has an account.',
  sent: 'Invitation sent.',
} as const;

export const SMS_MESSAGES = {
  invalidPhone: 'Invalid Phone Number!',
  // Sending is not implemented (spec 01 §2), and this is the spec's text as written.
  comingSoon: 'feature will available soon',
} as const;

export interface InviteForm {
  firstName: string;
  lastName: string;
  email: string;
}

/** The first problem of an invite, in the spec's order, or null. */
export function inviteProblem(form: InviteForm): string | null {
  if (!form.firstName.trim() || !form.lastName.trim() || !form.email.trim()) return INVITE_MESSAGES.allRequired;
  if (!isValidEmail(form.email.trim())) return INVITE_MESSAGES.emailInvalid;
  return null;
}

/** What the SMS box answers: an empty number is refused, anything else is not sent yet. */
export function smsInviteAnswer(phone: string): { ok: boolean; message: string } {
  return phone.trim() ? { ok: true, message: SMS_MESSAGES.comingSoon } : { ok: false, message: SMS_MESSAGES.invalidPhone };
}

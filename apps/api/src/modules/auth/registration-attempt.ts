import type { Db } from '@finboard/db';
import { registrationAttemptEmail } from '../mail/auth-emails';
import { takeAuthMailQuota } from '../mail/auth-mail-quota';
import type { MailService } from '../mail/mail.service';

export interface RegistrationAttemptDeps {
  db: Db;
  mail: MailService;
  productName: string;
  publicUrl: string;
  /** AUTH_MAIL_MAX_PER_HOUR: these notes count per account like the other auth mails. */
  authMailMaxPerHour: number;
}

/**
 * Tells an address's owner that someone tried to register with it; the registration itself was
 * answered as for a new address. At most AUTH_MAIL_MAX_PER_HOUR an hour per account, so registering
 * with someone's address again and again cannot fill their inbox.
 */
export async function tellOwnerOfRegistrationAttempt(deps: RegistrationAttemptDeps, owner: { id: string; email: string; firstName: string }): Promise<void> {
  if (!(await takeAuthMailQuota(deps.db, deps.authMailMaxPerHour, 'registration-attempt', owner.id))) return;
  const origin = deps.publicUrl.replace(/\/+$/, '');
  const links = { logIn: `${origin}/login`, resetPassword: `${origin}/reset-password` };
  await deps.mail.send({ ...registrationAttemptEmail(deps.productName, { email: owner.email, firstName: owner.firstName }, links), userId: owner.id });
}

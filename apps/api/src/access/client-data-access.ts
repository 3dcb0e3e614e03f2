import type { Db } from '@finboard/db';
import type { ClientDataScope } from '@finboard/domain';
import { advisorLinkRefusal, toSubscriptionStatus } from '@finboard/domain/billing';
import { forbidden } from '../errors/app-error';
import { requireActor } from './access';
import type { Actor } from './actor';
import { type AdvisorBilling, findAdvisorBilling } from './grants.repository';

export type { ClientDataScope };

export const VERIFY_EMAIL_REFUSAL = 'Please verify your email address to see your financial data.';

/**
 * Financial data (accounts, balances, cash flow, plans) opens only once the email is verified
 * (spec 01 §2: an unverified user is sent to /verify-email). Profile, onboarding and session stay open.
 */
export function requireVerified(actor: Actor | null): Actor {
  const signedIn = requireActor(actor);
  if (!signedIn.emailVerified) throw forbidden(VERIFY_EMAIL_REFUSAL);
  return signedIn;
}

/** Why an advisor with connected clients may not read them now (billing), or null. */
export async function advisorLinkRefusalOf(db: Db, advisorId: string): Promise<string | null> {
  return advisorLinkRefusalFor(await findAdvisorBilling(db, advisorId));
}

/** advisorLinkRefusalOf for billing already read (with the grants, in one statement). */
export function advisorLinkRefusalFor(billing: AdvisorBilling): string | null {
  return advisorLinkRefusal({
    plan: billing.plan === 'paid' ? 'paid' : 'free',
    clientAdvisorCount: 1,
    subscriptionStatus: toSubscriptionStatus(billing.subscriptionStatus),
  });
}

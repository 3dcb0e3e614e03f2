/**
 * Where a user goes after finishing onboarding (/financialfreedom's Done, the advisor wizard's
 * Finish) and where the link page sends someone with nothing left to answer (spec 01 §4):
 * - an unverified email first goes to /verify-email (every other page waits for it);
 * - a client with a pending advisor request goes to the link page, /client-advisor-link;
 * - otherwise /registration-complete for an advisor with a parent (a sub-advisor) or a paid plan,
 *   and for a client with a paid plan or a connected advisor; everyone else chooses a plan, /subscribe.
 * Advisors answer their requests on My Clients, so only a client's pending request counts.
 */
export type PostOnboardingPath = '/verify-email' | '/client-advisor-link' | '/registration-complete' | '/subscribe';

export interface PostOnboardingFacts {
  role: string | null;
  verified: boolean;
  plan: string;
  parentId: string | null;
  /** Connected advisors only (pending requests do not count). */
  clientAdvisorCount: number;
  /** The client has a request to or from an advisor still waiting for an answer. */
  hasPendingRequest: boolean;
}

export function postOnboardingPath(facts: PostOnboardingFacts): PostOnboardingPath {
  if (!facts.verified) return '/verify-email';
  const isPaid = facts.plan === 'paid';
  if (facts.role === 'client') {
    if (facts.hasPendingRequest) return '/client-advisor-link';
    return isPaid || facts.clientAdvisorCount > 0 ? '/registration-complete' : '/subscribe';
  }
  if (facts.role === 'advisor') return facts.parentId !== null || isPaid ? '/registration-complete' : '/subscribe';
  // Admins and unknown roles have no plan to choose.
  return '/registration-complete';
}

import type { TSessionUser } from '@finboard/contracts';
import { postOnboardingPath } from '@finboard/domain/connections';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

export interface OnboardingRedirectOptions {
  /** Whether the client has an advisor request waiting (the page reads it from the connections api). */
  hasPendingRequest?: () => Promise<boolean>;
}

/**
 * After the onboarding save (spec 01 §4), by the domain's postOnboardingPath: an unverified email
 * first, then a client's pending advisor request (the link page), else registration complete or
 * the plan choice. A failed look-up of the requests counts as none, so onboarding always ends.
 */
export function useOnboardingRedirect({ hasPendingRequest }: OnboardingRedirectOptions = {}) {
  const navigate = useNavigate();
  return useCallback(
    (user: TSessionUser) => {
      const go = async () => {
        let pending = false;
        if (user.verified && user.role === 'client' && hasPendingRequest) {
          pending = await hasPendingRequest().catch(() => false);
        }
        navigate(postOnboardingPath({ ...user, hasPendingRequest: pending }), { replace: true });
      };
      void go();
    },
    [navigate, hasPendingRequest],
  );
}

import type { TSessionUser } from '@finboard/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/** After the onboarding save (spec 01 §4): verified users are done, others verify their email first. */
export function useOnboardingRedirect() {
  const navigate = useNavigate();
  return useCallback(
    (user: TSessionUser) =>
      navigate(user.verified ? paths.registrationComplete() : paths.verifyEmail(), { replace: true }),
    [navigate],
  );
}

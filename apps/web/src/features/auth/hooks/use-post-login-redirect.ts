import type { TSessionUser } from '@finboard/contracts';
import { postLoginPath, postSocialLoginPath } from '@finboard/domain/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { setSessionUser } from '../../../lib/session';

/**
 * Sends a signed-in user where spec 01 §2 says (postLoginPath), optionally after a delay.
 * A user without a known role gets the role-selection modal instead (`roleUser` is set). Back from
 * a Google or Apple sign-in (`social`), the social rules apply (postSocialLoginPath, spec 01 §4).
 */
export function usePostLoginRedirect({ social = false }: { social?: boolean } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [roleUser, setRoleUser] = useState<TSessionUser | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const go = useCallback(
    (user: TSessionUser) => {
      // The session is stored only now so route guards see the user the moment we navigate.
      setSessionUser(queryClient, user);
      const path = social ? postSocialLoginPath(user) : postLoginPath(user);
      if (path) {
        setRoleUser(null);
        navigate(path, { replace: true });
      } else {
        setRoleUser(user);
      }
    },
    [navigate, queryClient, social],
  );

  const redirect = useCallback(
    (user: TSessionUser, delayMs = 0) => {
      clearTimeout(timer.current);
      if (delayMs <= 0) go(user);
      else timer.current = setTimeout(() => go(user), delayMs);
    },
    [go],
  );

  return { redirect, roleUser };
}

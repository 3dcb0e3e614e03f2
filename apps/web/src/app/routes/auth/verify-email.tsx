import type { TSessionUser } from '@finboard/contracts';
import { postLoginPath } from '@finboard/domain/validation';
import { Anchor, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '../../../components/auth-page';
import { paths } from '../../../config/paths';
import { myAdvisorsQuery } from '../../../features/connections/api';
import { CheckEmailPanel } from '../../../features/auth/components/check-email-panel';
import { VerifyTokenPanel } from '../../../features/auth/components/verify-token-panel';
import { setSessionUser, useSession } from '../../../lib/session';

export function Component() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onVerified = useCallback(
    (verified: TSessionUser) => {
      setSessionUser(queryClient, verified);
      const go = async () => {
        // A client who finished onboarding before verifying still has the link page to see when a
        // request made at registration (the directory's funnel, an advisor's link) is waiting.
        if (verified.role === 'client' && verified.completionDate) {
          const pending = await queryClient
            .fetchQuery({ ...myAdvisorsQuery(), staleTime: 0 })
            .then((answer) => answer.advisors.some((row) => row.connection.status === 'pending'))
            .catch(() => false);
          if (pending) return navigate(paths.clientAdvisorLink(), { replace: true });
        }
        return navigate(postLoginPath(verified) ?? paths.login(), { replace: true });
      };
      void go();
    },
    [navigate, queryClient],
  );

  if (token) {
    return (
      <AuthPage title="Verify your email">
        <VerifyTokenPanel
          token={token}
          onVerified={onVerified}
          signedOutNext={
            <Anchor component={Link} to={paths.login()} fw={600}>
              Log in to continue
            </Anchor>
          }
          fallback={
            user ? (
              <CheckEmailPanel email={user.email} />
            ) : (
              <Anchor component={Link} to={paths.login()} fw={600}>
                Log in to request a new link
              </Anchor>
            )
          }
        />
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Please Check Email For Verification">
      <CheckEmailPanel email={user?.email ?? null} />
      <Group justify="center">
        <Anchor component={Link} to={paths.login()} fz="sm">
          Back to log in
        </Anchor>
      </Group>
    </AuthPage>
  );
}

import type { TSessionUser } from '@finboard/contracts';
import { postLoginPath } from '@finboard/domain/validation';
import { Alert, Anchor, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '../../../components/auth-page';
import { paths } from '../../../config/paths';
import { myAdvisorsQuery } from '../../../features/connections/api';
import { CheckEmailPanel } from '../../../features/auth/components/check-email-panel';
import { VerifyTokenPanel } from '../../../features/auth/components/verify-token-panel';
import { readVerificationSent } from '../../../features/auth/lib/verification-sent';
import { setSessionUser, useSession } from '../../../lib/session';

export function Component() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
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
              <CheckEmailPanel email={user.email} signedIn />
            ) : (
              <>
                <CheckEmailPanel email={null} signedIn={false} />
                <Group justify="center">
                  <Anchor component={Link} to={paths.login()} fz="sm">
                    Log in
                  </Anchor>
                </Group>
              </>
            )
          }
        />
      </AuthPage>
    );
  }

  // Just registered: the register page says where the link went (the registration started no session).
  const sent = readVerificationSent(location.state);
  return (
    <AuthPage title="Please Check Email For Verification">
      {sent?.linkNotice && (
        <Alert color="orange" variant="light" title="Your account will not be linked">
          {sent.linkNotice}
        </Alert>
      )}
      {sent ? <CheckEmailPanel email={sent.email} signedIn={false} /> : <CheckEmailPanel email={user?.email ?? null} signedIn={user !== null} />}
      <Group justify="center">
        <Anchor component={Link} to={paths.login()} fz="sm">
          Back to log in
        </Anchor>
      </Group>
    </AuthPage>
  );
}

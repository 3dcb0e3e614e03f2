import type { TSessionUser } from '@finboard/contracts';
import { postLoginPath } from '@finboard/domain/validation';
import { Anchor, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '../../../components/auth-page';
import { paths } from '../../../config/paths';
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
      navigate(postLoginPath(verified) ?? paths.login(), { replace: true });
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

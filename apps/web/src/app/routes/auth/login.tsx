import type { TSessionUser } from '@finboard/contracts';
import { LOGIN_REDIRECT_DELAY_MS } from '@finboard/domain/validation';
import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthPage } from '../../../components/auth-page';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { LoginForm } from '../../../features/auth/components/login-form';
import { PasskeySignInButton } from '../../../features/auth/components/passkey-sign-in-button';
import { SocialButtons } from '../../../features/auth/components/social-buttons';
import { usePostLoginRedirect } from '../../../features/auth/hooks/use-post-login-redirect';
import { useSession } from '../../../lib/session';

// Only accounts without a role see it: loaded on demand.
const RoleSelectModal = lazy(() => import('../../../features/auth/components/role-select-modal').then((m) => ({ default: m.RoleSelectModal })));

const SOCIAL_RETURN = 'social';

export function Component() {
  const { user } = useSession();
  // The api sends a Google or Apple sign-in back here with via=social (social-sign-in.service.ts).
  const [search] = useSearchParams();
  const { redirect, roleUser } = usePostLoginRedirect({ social: search.get('via') === SOCIAL_RETURN });
  const handled = useRef(false);

  // Someone already signed in does not see the form: send them on as a fresh sign-in would.
  useEffect(() => {
    if (user && !handled.current) {
      handled.current = true;
      redirect(user);
    }
  }, [user, redirect]);

  const onSignedIn = (signedIn: TSessionUser) => {
    handled.current = true;
    redirect(signedIn, LOGIN_REDIRECT_DELAY_MS);
  };

  return (
    <AuthPage title="Welcome back" subtitle={`Log in to your ${env.productName} account.`} documentTitle="Log In">
      <Stack gap="lg">
        <SocialButtons />
        <PasskeySignInButton onSignedIn={onSignedIn} />
        <Divider label="or log in with email" labelPosition="center" />
        <LoginForm onSignedIn={onSignedIn} />
        <Text ta="center" fz="sm" c="dimmed">
          New to {env.productName}?{' '}
          <Anchor component={Link} to={paths.register()} fw={600}>
            Create an account
          </Anchor>
        </Text>
        <Text ta="center" fz="sm">
          <Anchor component={Link} to={paths.landing()} fw={500}>
            Find an advisor near you
          </Anchor>
        </Text>
      </Stack>
      {roleUser && (
        <Suspense fallback={null}>
          <RoleSelectModal opened onChosen={(chosen) => redirect(chosen)} />
        </Suspense>
      )}
    </AuthPage>
  );
}

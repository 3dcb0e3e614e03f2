import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthPage } from '../../../components/auth-page';
import { paths } from '../../../config/paths';
import { SetPasswordForm } from '../../../features/auth/components/set-password-form';
import { useSession } from '../../../lib/session';

export function Component() {
  const { user } = useSession();
  if (user?.hasPassword) {
    return (
      <AuthPage title="Your password is set" documentTitle="Update Password">
        <Text c="dimmed">
          Your account already has a password.{' '}
          <Anchor component={Link} to={paths.changePassword()}>
            Change your password
          </Anchor>{' '}
          instead.
        </Text>
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Set a password"
      subtitle="You signed up with Google or Apple. Add a password to also log in with your email."
      documentTitle="Update Password"
    >
      <SetPasswordForm />
    </AuthPage>
  );
}

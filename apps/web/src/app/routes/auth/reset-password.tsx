import { Anchor, Group } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '../../../components/auth-page';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { notify } from '../../../lib/notify';

export function Component() {
  const [search] = useSearchParams();
  const oobCode = search.get('oobCode');
  const navigate = useNavigate();

  const backToLogin = (
    <Group justify="center">
      <Anchor component={Link} to={paths.login()} fz="sm">
        Back to log in
      </Anchor>
    </Group>
  );

  if (oobCode) {
    return (
      <AuthPage title="Choose a new password" documentTitle="Reset Password">
        <ResetPasswordForm
          oobCode={oobCode}
          onDone={(message) => {
            notify({ color: 'teal', message });
            navigate(paths.login(), { replace: true });
          }}
        />
        {backToLogin}
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Reset your password"
      subtitle="Enter the email you signed up with and we will send you a link to reset your password."
      documentTitle="Reset Password"
    >
      <ForgotPasswordForm />
      {backToLogin}
    </AuthPage>
  );
}

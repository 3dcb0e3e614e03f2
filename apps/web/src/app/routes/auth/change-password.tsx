import { AuthPage } from '../../../components/auth-page';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';

export function Component() {
  return (
    <AuthPage title="Change your password" documentTitle="Change Password">
      <ChangePasswordForm />
    </AuthPage>
  );
}

import { AuthPage } from '../../../components/auth-page';
import { env } from '../../../config/env';
import { RegisterView } from '../../../features/auth/components/register-view';

export function Component() {
  return (
    <AuthPage title="Create your advisor account" subtitle={`Work with your clients on ${env.productName}.`} documentTitle="Advisor Sign Up">
      <RegisterView defaultRole="advisor" />
    </AuthPage>
  );
}

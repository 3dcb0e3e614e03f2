import { AuthPage } from '../../../components/auth-page';
import { env } from '../../../config/env';
import { RegisterView } from '../../../features/auth/components/register-view';
import { ConnectingAdvisorNotice } from '../../../features/directory/components/funnel/connecting-advisor-notice';

const advisorNotice = (advisorId: string) => <ConnectingAdvisorNotice advisorId={advisorId} />;

export function Component() {
  return (
    <AuthPage title="Create your account" subtitle={`Start planning your finances with ${env.productName}.`} documentTitle="Sign Up">
      <RegisterView defaultRole="client" advisorNotice={advisorNotice} />
    </AuthPage>
  );
}

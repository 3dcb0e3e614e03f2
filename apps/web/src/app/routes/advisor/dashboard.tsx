import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { TwoFactorPrompt } from '../../../features/account-security/components/two-factor-prompt';
import { AdvisorDashboardView } from '../../../features/workspace/components/advisor-dashboard-view';
import { useSession } from '../../../lib/session';

// The route guard lets in only advisors.
export function Component() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageTitle title="Dashboard" />
      <PageHeading crumbs={[{ label: 'Dashboard' }]} />
      {/* Advisors are asked at sign-in to set up two-factor sign-in; the first page they land on says so. */}
      <TwoFactorPrompt />
      {user && <AdvisorDashboardView advisorId={user.id} />}
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { AskForPlan } from '../../../features/connections/components/ask-for-plan';
import { MyPlanView } from '../../../features/my-plan/components/my-plan-view';
import { useClientView } from '../../../lib/client-view';

export function Component() {
  const { clientName, clientFirstName } = useClientView();
  return (
    <Stack gap="lg">
      <PageTitle title="My Plan" />
      <PageHeading crumbs={[{ label: clientName }, { label: 'My Plan' }]} />
      {/* An advisor shown no plan may ask the client to share one (issue 34). */}
      <MyPlanView clientFirstName={clientFirstName} noPlanAction={(clientId) => <AskForPlan clientId={clientId} />} />
    </Stack>
  );
}

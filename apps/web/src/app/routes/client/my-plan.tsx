import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { MyPlanView } from '../../../features/my-plan/components/my-plan-view';
import { useClientView } from '../../../lib/client-view';

export function Component() {
  const { clientName, clientFirstName } = useClientView();
  return (
    <Stack gap="lg">
      <PageTitle title="My Plan" />
      <PageHeading crumbs={[{ label: clientName }, { label: 'My Plan' }]} />
      <MyPlanView clientFirstName={clientFirstName} />
    </Stack>
  );
}

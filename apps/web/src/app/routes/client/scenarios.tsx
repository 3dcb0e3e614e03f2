import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { ScenariosView } from '../../../features/scenarios/components/scenarios-view';
import { useClientView } from '../../../lib/client-view';

export function Component() {
  const { clientName } = useClientView();
  return (
    <Stack gap="lg">
      <PageTitle title="Scenarios" />
      <PageHeading crumbs={[{ label: clientName }, { label: 'Scenarios' }]} />
      <ScenariosView />
    </Stack>
  );
}

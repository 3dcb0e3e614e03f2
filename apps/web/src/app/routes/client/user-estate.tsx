import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { EstateView } from '../../../features/estate/components/estate-view';
import { useClientView } from '../../../lib/client-view';

export function Component() {
  const { clientName } = useClientView();
  return (
    <Stack gap="lg">
      <PageTitle title="Estate" />
      <PageHeading crumbs={[{ label: clientName }, { label: 'Financial Info' }, { label: 'Estate' }]} />
      <EstateView />
    </Stack>
  );
}

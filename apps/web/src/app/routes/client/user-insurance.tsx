import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { InsuranceView } from '../../../features/income/components/income-view';
import { useClientView } from '../../../lib/client-view';

// Serves /client/user-insurance and /client/insurance.
export function Component() {
  const { clientName } = useClientView();
  return (
    <Stack gap="lg">
      <PageTitle title="Insurance" />
      <PageHeading crumbs={[{ label: clientName }, { label: 'Financial Info' }, { label: 'Insurance' }]} />
      <InsuranceView />
    </Stack>
  );
}

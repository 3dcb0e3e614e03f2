import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { IncomeView } from '../../../features/income/components/income-view';
import { useClientView } from '../../../lib/client-view';

export function Component() {
  const { clientName } = useClientView();
  return (
    <Stack gap="lg">
      <PageTitle title="Income" />
      <PageHeading crumbs={[{ label: clientName }, { label: 'Financial Info' }, { label: 'Income' }]} />
      <IncomeView />
    </Stack>
  );
}

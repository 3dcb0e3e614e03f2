import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { AccountDataView } from '../../../features/account-data/components/account-data-view';

/** /account-data (profile menu: 'Download my data'): the export of everything, and 'Delete my account'. */
export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Your Data" />
      <PageHeading crumbs={[{ label: 'Your Data' }]} />
      <AccountDataView />
    </Stack>
  );
}

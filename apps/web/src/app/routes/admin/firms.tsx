import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { FirmsView } from '../../../features/admin/components/firms-view';

/** /admin/firms: advisors grouped by primary advisor. */
export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Firms" />
      <PageHeading crumbs={[{ label: 'Admin' }, { label: 'Firms' }]} />
      <FirmsView />
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { DashboardView } from '../../../features/admin/components/dashboard-view';

/** /admin/dashboard: the business at a glance. */
export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Dashboard" />
      <PageHeading crumbs={[{ label: 'Admin' }, { label: 'Dashboard' }]} />
      <DashboardView />
    </Stack>
  );
}

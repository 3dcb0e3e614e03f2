import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { SalesView } from '../../../features/admin/components/sales-view';

/** /admin/sales: sign-ups and conversions by day and by source. */
export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Sales" />
      <PageHeading crumbs={[{ label: 'Admin' }, { label: 'Sales' }]} />
      <SalesView />
    </Stack>
  );
}

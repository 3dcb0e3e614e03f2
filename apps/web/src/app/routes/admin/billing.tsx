import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { AdminBillingView } from '../../../features/admin/components/admin-billing-view';

/** /admin/scenarios (the spec names Billing so): subscriptions, MRR, invoices, failed payments. */
export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Billing" />
      <PageHeading crumbs={[{ label: 'Admin' }, { label: 'Billing' }]} />
      <AdminBillingView />
    </Stack>
  );
}

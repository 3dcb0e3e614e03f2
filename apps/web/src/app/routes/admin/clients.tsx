import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { ClientsView } from '../../../features/admin/components/clients-view';

/** /admin/clients: every client, searched and paged by the server, with audited actions. */
export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Clients" />
      <PageHeading crumbs={[{ label: 'Admin' }, { label: 'Clients' }]} />
      <ClientsView />
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { ClientLinkingView } from '../../../features/workspace/components/client-linking-view';
import { useSession } from '../../../lib/session';

// The route guard lets in only advisors; the links come signed from the server.
export function Component() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageTitle title="Client Linking" />
      <PageHeading crumbs={[{ label: 'Client Linking' }]} />
      {user && <ClientLinkingView />}
    </Stack>
  );
}

import { Stack, Text } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { BoardOfAdvisorsView } from '../../../features/connections/components/board-of-advisors-view';
import { useClientView } from '../../../lib/client-view';

/** /client/board-advisor and /client/advisors: the client's own advisors. */
export function Component() {
  const { isReadOnly } = useClientView();
  return (
    <Stack gap="lg">
      <PageTitle title="Board of Advisors" />
      <PageHeading crumbs={[{ label: 'Board of Advisors' }]} />
      {/* The list and its switches are the client's own: the api answers them to the client only. */}
      {isReadOnly ? <Text c="dimmed">A client’s Board of Advisors is visible to the client only.</Text> : <BoardOfAdvisorsView />}
    </Stack>
  );
}

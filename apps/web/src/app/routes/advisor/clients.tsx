import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { BoardOfAdvisorsView } from '../../../features/connections/components/board-of-advisors-view';
import { MyClientsView } from '../../../features/connections/components/my-clients-view';
import { ClientSummaryView } from '../../../features/connections/components/my-clients-summary';
import { useSession } from '../../../lib/session';

/** A client's /advisor/clients is their list of advisors, titled 'My Advisors' (spec 02 §2). */
function MyAdvisorsPage() {
  return (
    <Stack gap="lg">
      <PageTitle title="My Advisors" />
      <PageHeading crumbs={[{ label: 'My Advisors' }]} />
      <BoardOfAdvisorsView />
    </Stack>
  );
}

/** My Clients, or with ?userId= one connected client's read-only summary (the advisor's own id is My Clients). */
function MyClientsPage() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const requested = params.get('userId');
  const userId = requested && requested !== user?.id ? requested : null;
  return (
    <>
      <PageTitle title="My Clients" />
      {userId ? <ClientSummaryView key={userId} userId={userId} /> : <MyClientsView />}
    </>
  );
}

// The route guard lets in only clients and advisors.
export function Component() {
  const { user } = useSession();
  return user?.role === 'client' ? <MyAdvisorsPage /> : <MyClientsPage />;
}

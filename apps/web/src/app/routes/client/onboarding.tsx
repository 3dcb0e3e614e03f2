import { Alert, Stack } from '@mantine/core';
import { PageHeading, type Crumb } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { ClientOnboardingView } from '../../../features/onboarding/components/client-onboarding-view';
import { useClientView } from '../../../lib/client-view';
import { useSession } from '../../../lib/session';

const TITLE = 'Onboarding Summary';

export function Component() {
  const { user } = useSession();
  const { userId, clientName } = useClientView();
  // An advisor's title is prefixed 'My Clients > {client} >' (spec 02 "Onboarding summary").
  const crumbs: Crumb[] = userId ? [{ label: 'My Clients', href: paths.advisorClients() }, { label: clientName }, { label: TITLE }] : [{ label: TITLE }];
  return (
    <Stack gap="lg">
      <PageTitle title={TITLE} />
      <PageHeading crumbs={crumbs} />
      {user?.role === 'client' && !userId ? (
        <ClientOnboardingView />
      ) : (
        // The api serves onboarding answers to their owner only; an advisor's read-only view needs its own call.
        <Alert color="gray" variant="light">
          A client's onboarding answers are not shared with advisors yet.
        </Alert>
      )}
    </Stack>
  );
}

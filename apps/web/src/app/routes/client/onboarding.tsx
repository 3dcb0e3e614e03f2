import { NO_ACCESS_TO_FEATURE } from '@finboard/domain/connections';
import { Stack } from '@mantine/core';
import { AccessRefusedPage } from '../../../components/access-refused-page';
import { PageHeading, type Crumb } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { ClientOnboardingView } from '../../../features/onboarding/components/client-onboarding-view';
import { ViewedClientOnboarding } from '../../../features/onboarding/components/viewed-client-onboarding';
import { useClientView } from '../../../lib/client-view';
import { useSession } from '../../../lib/session';

const TITLE = 'Onboarding Summary';

export function Component() {
  const { user } = useSession();
  const { userId, clientName } = useClientView();
  // Only a client's own page or an advisor's viewed client has answers to show (the route guard
  // lets nobody else in; an advisor's own id in ?userId= names no client).
  if (!userId && user?.role !== 'client') return <AccessRefusedPage message={NO_ACCESS_TO_FEATURE} />;
  // An advisor's title is prefixed 'My Clients > {client} >' (spec 02 "Onboarding summary").
  const crumbs: Crumb[] = userId ? [{ label: 'My Clients', href: paths.advisorClients() }, { label: clientName }, { label: TITLE }] : [{ label: TITLE }];
  return (
    <Stack gap="lg">
      <PageTitle title={TITLE} />
      <PageHeading crumbs={crumbs} />
      {userId ? <ViewedClientOnboarding userId={userId} /> : <ClientOnboardingView />}
    </Stack>
  );
}

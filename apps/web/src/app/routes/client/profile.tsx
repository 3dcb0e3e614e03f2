import { NO_ACCESS_TO_FEATURE } from '@finboard/domain/connections';
import { Stack } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { AccessRefusedPage } from '../../../components/access-refused-page';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { ClientProfileViewer } from '../../../features/profile/components/client-profile-viewer';
import { useClientView } from '../../../lib/client-view';
import { useSession } from '../../../lib/session';

const TITLE = 'Profile';

/** /client/profile?userId=: an advisor's read-only view of a connected client's profile. */
export function Component() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { userId, clientName } = useClientView();
  // A client's own profile is edited on /user-profile.
  if (!userId) return user?.role === 'client' ? <Navigate to={paths.userProfile()} replace /> : <AccessRefusedPage message={NO_ACCESS_TO_FEATURE} />;
  return (
    <Stack gap="lg">
      <PageTitle title={TITLE} />
      <PageHeading crumbs={[{ label: 'My Clients', href: paths.advisorClients() }, { label: clientName }, { label: TITLE }]} />
      <ClientProfileViewer userId={userId} onFinish={() => void navigate(paths.advisorClients({ userId }))} />
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { NotificationsView } from '../../../features/notifications/components/notifications-view';
import { useSession } from '../../../lib/session';
import { notificationDialogs } from '../../layouts/shell/notification-dialogs';

// The route guard lets in only clients and advisors.
export function Component() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageTitle title="Notifications" />
      <PageHeading crumbs={[{ label: 'Notifications' }]} />
      <NotificationsView role={user?.role === 'client' ? 'client' : 'advisor'} dialogs={notificationDialogs} />
    </Stack>
  );
}

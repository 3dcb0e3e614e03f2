import type { TNotification } from '@finboard/contracts';
import type { NotificationRecipientRole } from '@finboard/domain';
import { Anchor, Button, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/app-error';
import { notifyError } from '../../../lib/notify';
import { useMarkAllNotificationsRead } from '../api';
import type { useNotificationFeed } from '../hooks/use-notification-feed';
import { usePanelSession } from '../hooks/use-panel-session';
import { NotificationItem } from './notification-item';

export const NO_NOTIFICATIONS_MESSAGE = 'You have no notifications yet.';

export interface NotificationPanelProps {
  role: NotificationRecipientRole;
  /** The heading's id, which names the panel. */
  titleId: string;
  feed: ReturnType<typeof useNotificationFeed>;
  onViewDetails: (notification: TNotification) => void;
  /** Leaving the panel for the notifications page. */
  onSeeAll: () => void;
}

/** The bell's panel: the first 6, 'Mark all as read' and 'See all notifications' (spec 01 §2). */
export function NotificationPanel({ role, titleId, feed, onViewDetails, onSeeAll }: NotificationPanelProps) {
  const { query, notifications, unreadCount } = feed;
  const session = usePanelSession({
    notifications,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  });
  const markAll = useMarkAllNotificationsRead();

  return (
    <Stack gap="xs">
      <Text id={titleId} fw={700}>
        Notifications
      </Text>
      {query.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading notifications" />
      ) : query.isError && notifications.length === 0 ? (
        <Group gap="xs">
          <Text fz="sm" c="red.9" role="alert">
            {errorMessage(query.error)}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Group>
      ) : session.shown.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {NO_NOTIFICATIONS_MESSAGE}
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} aria-label="Latest notifications">
          {session.shown.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              role={role}
              unread={!notification.read}
              onViewDetails={onViewDetails}
              onDismiss={session.dismiss}
            />
          ))}
        </Stack>
      )}
      <Divider />
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={unreadCount === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onError: (error) => notifyError(errorMessage(error), 'Notifications') })}
        >
          Mark all as read
        </Button>
        <Anchor component={Link} to={paths.notifications()} fz="sm" onClick={onSeeAll}>
          See all notifications
        </Anchor>
      </Group>
    </Stack>
  );
}

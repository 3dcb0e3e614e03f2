import type { NotificationRecipientRole } from '@finboard/domain';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationListQuery } from '../api';
import { useNotificationDetails, type NotificationDialogs } from '../hooks/use-notification-details';
import { NotificationItem } from './notification-item';
import { NO_NOTIFICATIONS_MESSAGE } from './notification-panel';
import { ErrorWithRetry, QueryError } from '../../../components/query-state';

/** /notifications: the 6 most recent, newest first, then older ones a page at a time. */
export function NotificationsView({ role, dialogs }: { role: NotificationRecipientRole; dialogs?: NotificationDialogs }) {
  const list = useInfiniteQuery(notificationListQuery());
  const details = useNotificationDetails(role, dialogs);
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];

  return (
    <Paper withBorder p={{ base: 'sm', md: 'lg' }}>
      {list.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading notifications" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Group key={row} gap="sm" wrap="nowrap">
              <Skeleton height={40} circle />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={12} width="70%" />
                <Skeleton height={10} width="30%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : list.isError && notifications.length === 0 ? (
        <QueryError query={list} />
      ) : notifications.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {NO_NOTIFICATIONS_MESSAGE}
        </Text>
      ) : (
        <Stack gap="md">
          <Stack component="ul" gap={0} p={0} m={0} aria-label="Notifications">
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} role={role} unread={!notification.read} onViewDetails={details.open} />
            ))}
          </Stack>
          {list.isFetchNextPageError && <ErrorWithRetry error={list.error} onRetry={() => void list.fetchNextPage()} isRetrying={list.isFetchingNextPage} />}
          {list.hasNextPage && (
            <Group justify="center">
              <Button variant="light" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                Show older notifications
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {details.element}
    </Paper>
  );
}

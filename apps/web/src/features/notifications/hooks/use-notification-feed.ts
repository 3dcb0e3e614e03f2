import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationListQuery } from '../api';

/** Until live delivery exists, the bell reads the list again this often (and on window focus). */
export const NOTIFICATION_REFRESH_MS = 60_000;

/**
 * The signed-in user's notifications as the bell follows them: the newest page and the unread
 * count. A later live stream (Server-Sent Events) only has to invalidate queryKeys.notifications.
 */
export function useNotificationFeed({ live = true }: { live?: boolean } = {}) {
  const query = useInfiniteQuery({
    ...notificationListQuery(),
    refetchOnWindowFocus: live ? 'always' : false,
    refetchInterval: live ? NOTIFICATION_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
  const pages = query.data?.pages ?? [];
  return {
    query,
    notifications: pages.flatMap((page) => page.notifications),
    unreadCount: pages[0]?.unreadCount ?? 0,
  };
}

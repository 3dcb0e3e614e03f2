import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationListQuery } from '../api';

/** Besides the live stream (which may be refused or cut), the bell reads the list again this often (and on window focus). */
export const NOTIFICATION_REFRESH_MS = 60_000;

/**
 * The signed-in user's notifications as the bell follows them: the newest page and the unread
 * count. The live stream (use-live-notifications.ts) invalidates queryKeys.notifications.
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

import { type TNotificationListResponse, ZNotificationListResponse, ZScenarioResponse, ZUnreadCountResponse } from '@finboard/contracts';
import { NOTIFICATION_PANEL_SIZE } from '@finboard/domain';
import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// One list serves the bell (its unread count and first page), the panel and the page: the live
// stream only has to invalidate queryKeys.notifications.
export const notificationKeys = {
  all: queryKeys.notifications,
  list: [...queryKeys.notifications, 'list'] as const,
};

/** Newest first, NOTIFICATION_PANEL_SIZE at a time; the next page is asked for with the last one's cursor. */
export const notificationListQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => api.get('/api/notifications', ZNotificationListResponse, { limit: NOTIFICATION_PANEL_SIZE, before: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

type ListData = InfiniteData<TNotificationListResponse, string | null>;

/** Shows an answer at once (the count, and the ones now read) before the list is read again. */
function applyRead(queryClient: QueryClient, unreadCount: number, ids: ReadonlySet<string> | 'all') {
  queryClient.setQueryData<ListData>(
    notificationKeys.list,
    (current) =>
      current && {
        ...current,
        pages: current.pages.map((page) => ({
          ...page,
          unreadCount,
          notifications: page.notifications.map((entry) => (ids === 'all' || ids.has(entry.id) ? { ...entry, read: true } : entry)),
        })),
      },
  );
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** POST /api/notifications/read: the panel's batch, or one dismissed. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post('/api/notifications/read', { ids }, ZUnreadCountResponse),
    onSuccess: ({ unreadCount }, ids) => applyRead(queryClient, unreadCount, new Set(ids)),
  });
}

/** POST /api/notifications/read-all: 'Mark all as read'. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/notifications/read-all', {}, ZUnreadCountResponse),
    onSuccess: ({ unreadCount }) => applyRead(queryClient, unreadCount, 'all'),
  });
}

/** scenario_share's View Details: the scenario, to know which screen shows it. */
export const fetchScenario = (id: string) => api.get(`/api/scenarios/${encodeURIComponent(id)}`, ZScenarioResponse);

import type { TInstitutionsResponse } from '@finboard/contracts';
import type { NotificationRecipientRole } from '@finboard/domain';
import { useInfiniteQuery, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { institutionsQuery } from '../../../features/accounts/api';
import { notificationListQuery } from '../../../features/notifications/api';
import { notificationSentence } from '../../../features/notifications/lib/notification-text';
import { useSearchItems } from '../../../features/search/hooks/use-search-items';
import type { ClientInstitutions } from '../../../features/search/lib/quick-links';
import type { ConnectedClient } from './menus/advisor-side-menu';

/** An advisor's search reads the institutions of this many connected clients (the newest), one request each. */
export const SEARCHED_CLIENTS_LIMIT = 10;

// Module-level, so useQueries keeps the same combined array while no answer changes.
const institutionLists = (results: UseQueryResult<TInstitutionsResponse>[]) => results.map((result) => result.data?.institutions);

/**
 * What the top bar's search looks through (features never import features, so it is composed
 * here): the quick links of the role, the advisor's connected clients, the notifications the bell
 * has read (the same query, no request of its own) and, once the advisor starts typing, the
 * institutions of their newest clients. A client who does not share Net Worth refuses that read:
 * it is skipped, never shown as the page's refusal.
 */
export function useShellSearchItems(role: NotificationRecipientRole, clients: readonly ConnectedClient[], searching: boolean) {
  const feed = useInfiniteQuery(notificationListQuery());
  const notifications = useMemo(() => feed.data?.pages.flatMap((page) => page.notifications) ?? [], [feed.data]);

  const searchedClients = useMemo(() => (searching && role === 'advisor' ? clients.slice(0, SEARCHED_CLIENTS_LIMIT) : []), [searching, role, clients]);
  const lists = useQueries({
    queries: searchedClients.map((client) => ({ ...institutionsQuery(client.uid), throwOnError: false, retry: false })),
    combine: institutionLists,
  });
  const institutions = useMemo(
    () =>
      searchedClients.flatMap((client, index): ClientInstitutions[] => {
        const list = lists[index];
        return list ? [{ client, institutions: list }] : [];
      }),
    [searchedClients, lists],
  );

  return useSearchItems({ role, clients, institutions, notifications, sentence: notificationSentence });
}

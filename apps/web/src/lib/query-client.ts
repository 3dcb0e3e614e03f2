import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isAccessRefusal, isAppError } from './app-error';
import { queryKeys } from './query-keys';
import { sessionQueryKey, setSessionUser } from './session';

// Client errors (4xx) will not change on retry; network blips and 5xx get one more try.
function shouldRetry(failureCount: number, error: unknown) {
  if (isAppError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

const FRESH_FOR_MS = 30_000;

/**
 * What another person controls is asked for afresh on every page: an advisor's view of a client
 * (?userId=, whose sharing the client may have just turned off) and the connection lists. The rest
 * stays fresh for a while.
 */
function staleTimeOf(query: { queryKey: readonly unknown[] }): number {
  if (query.queryKey[0] === queryKeys.connections[0]) return 0;
  const viewed = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('userId');
  return viewed && query.queryKey.includes(viewed) ? 0 : FRESH_FOR_MS;
}

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    // A 401 on any data call means the session ended: drop the user so the shell sends them to /login.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] === sessionQueryKey[0]) return;
        if (isAppError(error) && error.status === 401) setSessionUser(client, null);
      },
    }),
    defaultOptions: {
      // A refused client-data read is thrown to the shell's AccessRefusedBoundary, which shows it as
      // a full page (spec 02 §8), so no page renders a half-empty screen around it.
      queries: { retry: shouldRetry, staleTime: staleTimeOf, refetchOnWindowFocus: false, throwOnError: isAccessRefusal },
      mutations: { retry: false },
    },
  });
  return client;
}

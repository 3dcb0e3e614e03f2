import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isAccessRefusal, isAppError } from './app-error';
import { sessionQueryKey, setSessionUser } from './session';

// Client errors (4xx) will not change on retry; network blips and 5xx get one more try.
function shouldRetry(failureCount: number, error: unknown) {
  if (isAppError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
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
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false, throwOnError: isAccessRefusal },
      mutations: { retry: false },
    },
  });
  return client;
}

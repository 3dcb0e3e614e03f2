import type { TSessionUser } from '@finboard/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { sessionResponseGuard } from './response-guards';

// The signed-in user lives in the query cache: one source for guards, shells and pages.
export const sessionQueryKey = ['session'] as const;

export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    // ZSessionResponse's check, written by hand: every page reads the session before zod is loaded.
    queryFn: () => api.get('/api/session', sessionResponseGuard),
    staleTime: 60_000,
  });

export function useSession() {
  const query = useQuery(sessionQuery());
  return { user: query.data?.user ?? null, isPending: query.isPending };
}

export function setSessionUser(queryClient: QueryClient, user: TSessionUser | null) {
  // A GET /api/session still in flight was asked before this write: cancel it (synchronously) so its
  // older answer cannot land over the user we are told about now.
  void queryClient.cancelQueries({ queryKey: sessionQueryKey });
  queryClient.setQueryData(sessionQueryKey, { user });
}

/** Reads the session for a route guard; an unreachable server counts as signed out. */
export async function loadSessionUser(queryClient: QueryClient): Promise<TSessionUser | null> {
  try {
    const data = await queryClient.ensureQueryData(sessionQuery());
    return data.user;
  } catch {
    return null;
  }
}

/** After sign-out: forget every cached answer that belonged to the user. */
export function clearUserData(queryClient: QueryClient) {
  setSessionUser(queryClient, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

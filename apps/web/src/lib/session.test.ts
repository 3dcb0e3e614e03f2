import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/render';
import { sessionQueryKey, setSessionUser } from './session';

describe('setSessionUser', () => {
  it('keeps the user it was given when an older GET /api/session answers afterwards', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const before = makeUser({ verified: false });
    const after = makeUser({ verified: true });
    let answer: (value: { user: typeof before }) => void = () => {};
    const inFlight = queryClient.fetchQuery({
      queryKey: sessionQueryKey,
      queryFn: () => new Promise<{ user: typeof before }>((resolve) => (answer = resolve)),
    });

    setSessionUser(queryClient, after);
    answer({ user: before });
    await inFlight.catch(() => undefined);

    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ user: after });
  });
});

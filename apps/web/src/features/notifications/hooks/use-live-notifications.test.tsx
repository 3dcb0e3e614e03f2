import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { NOTIFICATION_STREAM_URL, STREAM_RETRY_MS, useLiveNotifications } from './use-live-notifications';

/** The browser's EventSource as the hook uses it: the test fires its events and sets its state. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.all.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) }));
  }
}

function setup() {
  const queryClient = new QueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useLiveNotifications(), { wrapper });
  const keys = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
  return { hook, keys, invalidated };
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLiveNotifications', () => {
  it('opens one stream with the session cookie, and reads the list again on each notification, a fresh start and a resync', () => {
    const { keys } = setup();
    expect(FakeEventSource.all).toHaveLength(1);
    const [source] = FakeEventSource.all;
    expect(source?.url).toBe(NOTIFICATION_STREAM_URL);
    expect(source?.init).toEqual({ withCredentials: true });

    act(() => source?.emit('ready', {}));
    act(() => source?.emit('notification', { id: 'n1', type: 'scenario_share' }));
    act(() => source?.emit('resync', {}));
    expect(keys()).toEqual([queryKeys.notifications, queryKeys.notifications, queryKeys.notifications]);
  });

  it('reads the connections again for a notification about one', () => {
    const { keys } = setup();
    act(() => FakeEventSource.all[0]?.emit('notification', { id: 'n1', type: 'connection_request' }));
    expect(keys()).toEqual([queryKeys.notifications, queryKeys.connections]);
  });

  it('reads the connections again when a connected client closed their account', () => {
    const { keys } = setup();
    act(() => FakeEventSource.all[0]?.emit('notification', { id: 'n2', type: 'client_account_closed' }));
    expect(keys()).toEqual([queryKeys.notifications, queryKeys.connections]);
  });

  it('leaves a dropped stream to the browser, and after a refusal polls and tries live again a minute later', () => {
    vi.useFakeTimers();
    setup();
    const [first] = FakeEventSource.all;
    // Still connecting: the browser retries by itself.
    act(() => {
      if (first) first.readyState = FakeEventSource.CONNECTING;
      first?.emit('error');
    });
    expect(first?.closed).toBe(false);
    // Closed: the server refused it.
    act(() => {
      if (first) first.readyState = FakeEventSource.CLOSED;
      first?.emit('error');
    });
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(STREAM_RETRY_MS - 1);
    });
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(FakeEventSource.all).toHaveLength(2);
  });

  it('closes the stream when the page leaves', () => {
    const { hook } = setup();
    hook.unmount();
    expect(FakeEventSource.all[0]?.closed).toBe(true);
  });
});

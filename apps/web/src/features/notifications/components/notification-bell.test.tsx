import type { TNotification } from '@finboard/contracts';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeNotification, makeNotificationPage, notificationId } from '../../../test/notifications-fixtures';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../test/render';
import type { NotificationDialogProps } from '../hooks/use-notification-details';
import { NotificationBell } from './notification-bell';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

interface Feed {
  pages: Record<string, { notifications: TNotification[]; nextCursor: string | null }>;
  unreadCount: number;
}

/** The api as the bell sees it: pages by cursor ('' = the newest), and the unread count each read returns. */
function setup(feed: Feed, { role = 'advisor' as const, dialogs = {} } = {}) {
  const readIds = new Set<string>();
  const page = (call: StubCall) => {
    const before = new URL(call.url, 'http://localhost').searchParams.get('before') ?? '';
    const { notifications, nextCursor } = feed.pages[before] ?? { notifications: [], nextCursor: null };
    return {
      body: makeNotificationPage(
        notifications.map((entry) => (readIds.has(entry.id) ? { ...entry, read: true } : entry)),
        feed.unreadCount,
        nextCursor,
      ),
    };
  };
  const stub = stubFetch({
    'GET /api/notifications': page,
    'POST /api/notifications/read': (call) => {
      for (const id of (call.body as { ids: string[] }).ids) readIds.add(id);
      feed.unreadCount = Math.max(0, feed.unreadCount - (call.body as { ids: string[] }).ids.length);
      return { body: { unreadCount: feed.unreadCount } };
    },
    'POST /api/notifications/read-all': () => {
      feed.unreadCount = 0;
      for (const list of Object.values(feed.pages)) for (const entry of list.notifications) readIds.add(entry.id);
      return { body: { unreadCount: 0 } };
    },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderPage(<NotificationBell role={role} dialogs={dialogs} />, { url: '/home', user: makeUser({ role }) });
  const writes = () => stub.calls.filter((call) => call.method === 'POST').map((call) => ({ url: call.url, body: call.body }));
  const reads = () => stub.calls.filter((call) => call.method === 'GET').map((call) => call.url);
  return { ...view, writes, reads };
}

const six = (read: (n: number) => boolean = () => false) => [1, 2, 3, 4, 5, 6].map((n) => makeNotification(n, { read: read(n) }));
const panel = () => screen.findByRole('dialog', { name: 'Notifications' });
const items = async () => within(await screen.findByRole('list', { name: 'Latest notifications' })).getAllByRole('listitem');
const sentences = async () => (await items()).map((item) => item.querySelector('p')?.firstChild?.textContent);

describe('notification bell', () => {
  it('names the unread count and shows the red dot while unread exist', async () => {
    setup({ pages: { '': { notifications: six((n) => n > 3), nextCursor: null } }, unreadCount: 3 });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(screen.getByTestId('notification-dot')).toBeTruthy();
  });

  it('shows no dot and a plain name when all are read', async () => {
    const { reads } = setup({ pages: { '': { notifications: six(() => true), nextCursor: null } }, unreadCount: 0 });
    await waitFor(() => expect(reads()).toEqual(['/api/notifications?limit=6']));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-dot')).toBeNull();
  });

  it('opens the first 6 with their sentences and ages, and marks the unread among them read in one call', async () => {
    const user = userEvent.setup();
    const { writes } = setup({ pages: { '': { notifications: six((n) => n === 3 || n === 5), nextCursor: 'c6' } }, unreadCount: 9 });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 9 unread' }));
    await panel();
    expect(await sentences()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Ann Lee${n} is now connected with you.`));
    expect(within((await items())[0]!).getByText('1 hour ago')).toBeTruthy();
    expect(within((await items())[5]!).getByText('6 hours ago')).toBeTruthy();
    expect(within((await items())[0]!).getByRole('button', { name: 'View Details' })).toBeTruthy();

    await waitFor(() => expect(writes()).toEqual([{ url: '/api/notifications/read', body: { ids: [1, 2, 4, 6].map(notificationId) } }]));
    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeTruthy();
  });

  it('dismisses one and lets the next unread in, marking it read', async () => {
    const user = userEvent.setup();
    const older = [7, 8].map((n) => makeNotification(n, { read: n === 8 }));
    const { writes, reads } = setup({
      pages: { '': { notifications: six(), nextCursor: 'c6' }, c6: { notifications: older, nextCursor: null } },
      unreadCount: 7,
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 7 unread' }));
    await waitFor(() => expect(writes()).toHaveLength(1));

    await user.click(within((await items())[1]!).getByRole('button', { name: 'Dismiss: Ann Lee2 is now connected with you.' }));
    await waitFor(async () => expect(await sentences()).toEqual([1, 3, 4, 5, 6, 7].map((n) => `Ann Lee${n} is now connected with you.`)));
    expect(reads()).toContain('/api/notifications?limit=6&before=c6');
    await waitFor(() =>
      expect(writes()).toEqual([
        { url: '/api/notifications/read', body: { ids: [1, 2, 3, 4, 5, 6].map(notificationId) } },
        { url: '/api/notifications/read', body: { ids: [notificationId(7)] } },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-dot')).toBeNull();
  });

  it("'Mark all as read' reads them all and the dot goes", async () => {
    const user = userEvent.setup();
    // Already read on the panel, but older unread ones remain.
    const { writes } = setup({ pages: { '': { notifications: six(() => true), nextCursor: 'c6' } }, unreadCount: 4 });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 4 unread' }));
    await user.click(within(await panel()).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(writes()).toEqual([{ url: '/api/notifications/read-all', body: {} }]));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-dot')).toBeNull();
  });

  it("'See all notifications' goes to /notifications and closes the panel", async () => {
    const user = userEvent.setup();
    setup({ pages: { '': { notifications: six(() => true), nextCursor: null } }, unreadCount: 0 });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const link = within(await panel()).getByRole('link', { name: 'See all notifications' });
    expect(link.getAttribute('href')).toBe('/notifications');
    await user.click(link);
    expect((await screen.findByTestId('location')).textContent).toBe('/notifications');
  });

  it('says when there are none', async () => {
    const user = userEvent.setup();
    setup({ pages: { '': { notifications: [], nextCursor: null } }, unreadCount: 0 });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(within(await panel()).getByText('You have no notifications yet.')).toBeTruthy();
  });

  it('opens a dialog another feature owns from View Details, and closes the panel', async () => {
    const user = userEvent.setup();
    const request = makeNotification(1, { type: 'connection_request', read: true });
    const Dialog = ({ notification, onClose }: NotificationDialogProps) => (
      <div role="dialog" aria-label="Accept test">
        {notification.connectionId}
        <button onClick={onClose}>Close test</button>
      </div>
    );
    setup({ pages: { '': { notifications: [request], nextCursor: null } }, unreadCount: 0 }, { dialogs: { connectionRequest: Dialog } });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await sentences()).toEqual(['Ann Lee1 wants to connect with you.']);
    await user.click(within((await items())[0]!).getByRole('button', { name: 'View Details' }));
    expect((await screen.findByRole('dialog', { name: 'Accept test' })).textContent).toContain(request.connectionId);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close test' }));
    expect(screen.queryByRole('dialog', { name: 'Accept test' })).toBeNull();
  });

  it('reads the list again on window focus and every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reads } = setup({ pages: { '': { notifications: six(), nextCursor: null } }, unreadCount: 6 });
    await waitFor(() => expect(reads()).toHaveLength(1));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(reads()).toHaveLength(2));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await waitFor(() => expect(reads()).toHaveLength(3));
    focusManager.setFocused(undefined);
  });
});

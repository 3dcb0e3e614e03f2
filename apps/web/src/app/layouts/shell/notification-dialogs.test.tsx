import type { TMyClient } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { myClientsQuery } from '../../../features/connections/api';
import { NotificationsView } from '../../../features/notifications/components/notifications-view';
import { makeMyClient } from '../../../test/my-clients-fixtures';
import { makeNotification, makeNotificationPage } from '../../../test/notifications-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { notificationDialogs } from './notification-dialogs';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const DEE = makeMyClient({ id: 'dee', firstName: 'Dee', lastName: 'Park', status: 'pending' });

/** Dee's request in the advisor's feed, My Clients cached as `cached` and read afresh as `fresh`; opens its View Details. */
async function openRequestDetails({ cached, fresh }: { cached: TMyClient[]; fresh: TMyClient[] }) {
  const request = makeNotification(1, {
    type: 'connection_request',
    connectionId: DEE.connection.id,
    person: { id: 'dee', role: 'client', firstName: 'Dee', lastName: 'Park', photoUrl: null },
  });
  vi.stubGlobal(
    'fetch',
    stubFetch({
      'GET /api/notifications': { body: makeNotificationPage([request], 1) },
      'GET /api/connections/clients': { body: { clients: fresh } },
      'GET /api/session': { body: { user: makeUser({ role: 'advisor' }) } },
    }).fetchStub,
  );
  const { queryClient, router } = renderPage(<NotificationsView role="advisor" dialogs={notificationDialogs} />, {
    url: '/notifications',
    user: makeUser({ role: 'advisor' }),
  });
  queryClient.setQueryData(myClientsQuery().queryKey, { clients: cached });
  await userEvent.setup().click(within(await screen.findByRole('listitem')).getByRole('button', { name: 'View Details' }));
  return router;
}

describe("notifications' dialogs", () => {
  it('opens the Connection Request dialog for a request; accepting sends the acceptance and closes it', async () => {
    const user = userEvent.setup();
    const request = makeNotification(1, {
      type: 'connection_request',
      connectionId: DEE.connection.id,
      person: { id: 'dee', role: 'client', firstName: 'Dee', lastName: 'Park', photoUrl: null },
    });
    const stub = stubFetch({
      'GET /api/notifications': { body: makeNotificationPage([request], 1) },
      'GET /api/connections/clients': { body: { clients: [DEE] } },
      'GET /api/session': { body: { user: makeUser({ role: 'advisor' }) } },
      [`POST /api/connections/${DEE.connection.id}/accept`]: { body: { connection: { ...DEE.connection, status: 'connected' } } },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<NotificationsView role="advisor" dialogs={notificationDialogs} />, { url: '/notifications', user: makeUser({ role: 'advisor' }) });

    const row = await screen.findByRole('listitem');
    expect(within(row).getByText('Dee Park wants to connect with you.')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connection Request' });
    expect(
      within(dialog).getByText('Dee would like to connect with you. This connection is charged monthly while their plan is shared with you.'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connection Request' })).toBeNull());
    expect(stub.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`/api/connections/${DEE.connection.id}/accept`]);
  });

  it('opens the dialog for a request newer than the cached client list, once a fresh read finds it', async () => {
    // The list as the shell read it before the request came.
    const router = await openRequestDetails({ cached: [], fresh: [DEE] });
    const dialog = await screen.findByRole('dialog', { name: 'Connection Request' });
    expect(within(dialog).getByText(/^Dee would like to connect with you\./)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('sends a request answered since to My Clients, judged on the fresh read rather than the cached list', async () => {
    const answered = { ...DEE, connection: { ...DEE.connection, status: 'connected' as const } };
    const router = await openRequestDetails({ cached: [DEE], fresh: [answered] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/advisor/clients'));
  });

  it("opens a client's Congratulations dialog with the advisor's profile", async () => {
    const user = userEvent.setup();
    const connection = makeNotification(1, {
      type: 'connection',
      connectionId: 'link-1',
      person: { id: 'adv-9', role: 'advisor', firstName: 'Ada', lastName: 'King', photoUrl: null },
    });
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/notifications': { body: makeNotificationPage([connection], 0) },
        'GET /api/connections/advisors': { body: { advisors: [] } },
      }).fetchStub,
    );
    renderPage(<NotificationsView role="client" dialogs={notificationDialogs} />, { url: '/notifications', user: makeUser() });
    await user.click(within(await screen.findByRole('listitem')).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations' });
    expect(within(dialog).getByRole('link', { name: "View Ada King's profile" }).getAttribute('href')).toBe('/advisor/profile/adv-9');
  });
});

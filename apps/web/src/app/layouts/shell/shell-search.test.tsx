import type { TSessionUser } from '@finboard/contracts';
import { NO_ACCESS_TO_FEATURE } from '@finboard/domain/connections';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { setSessionUser } from '../../../lib/session';
import { makeInstitution } from '../../../test/accounts-fixtures';
import { makeMyClient } from '../../../test/my-clients-fixtures';
import { makeNotification, makeNotificationPage } from '../../../test/notifications-fixtures';
import { makeUser, stubFetch, type StubCall } from '../../../test/render';
import { theme } from '../../theme';
import { AppShellLayout } from './app-shell-layout';

const ADVISOR = makeUser({ id: 'adv', role: 'advisor' });
const ANN = makeMyClient({ id: 'ann', firstName: 'Ann', lastName: 'Lee' });
const BO = makeMyClient({ id: 'bo', firstName: 'Bo', lastName: 'Diaz' });
const DEE = makeMyClient({ id: 'dee', firstName: 'Dee', lastName: 'Park', status: 'pending' });
const CHASE = makeInstitution({ id: '22222222-2222-4222-8222-222222222222', name: 'Chase Bank' });

/** Ann shares her accounts; Bo turned Net Worth off, so his are refused. */
function institutionsOf(call: StubCall) {
  const userId = new URL(call.url, 'http://localhost').searchParams.get('userId');
  if (userId === 'ann') return { body: { institutions: [CHASE] } };
  return { status: 403, body: { error: { code: 'FORBIDDEN', message: NO_ACCESS_TO_FEATURE, requestId: 'r1' } } };
}

/** The real shell, with the app's own query client (which throws refused reads to the page). */
function renderShell(user: TSessionUser, url: string) {
  const stub = stubFetch({
    'GET /api/notifications': {
      body: makeNotificationPage(
        [makeNotification(1, { type: 'connection_request', person: { id: 'dee', role: 'client', firstName: 'Dee', lastName: 'Park', photoUrl: null } })],
        1,
      ),
    },
    'GET /api/connections/clients': { body: { clients: [ANN, BO, DEE] } },
    'GET /api/institutions': institutionsOf,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  const queryClient = createQueryClient();
  setSessionUser(queryClient, user);
  const router = createMemoryRouter([{ element: <AppShellLayout />, children: [{ path: '*', element: <p>Page</p> }] }], { initialEntries: [url] });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const results = () => within(screen.getByRole('group', { name: 'Search Result' }));
  const reads = (path: string) => stub.calls.filter((call) => call.url.startsWith(path)).map((call) => call.url);
  return { router, user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Search' }), results, reads };
}

describe('the top bar search in the shell', () => {
  it("finds an advisor's connected clients, never a pending one, and opens their quick report", async () => {
    const { user, input, results, router } = renderShell(ADVISOR, '/advisor/dashboard');
    await screen.findByRole('link', { name: /^Ann Lee/ }); // the side menu has the clients (each named with what it shares)
    await user.type(input, 'lee');
    expect(
      results()
        .getAllByRole('option')
        .map((option) => option.getAttribute('aria-label')),
    ).toEqual(['Ann Lee, Client']);
    await user.clear(input);
    await user.type(input, 'park');
    // Dee is only asking: her request is found through its notification, not as a client.
    expect(
      results()
        .getAllByRole('option')
        .map((option) => option.getAttribute('aria-label')),
    ).toEqual(['Dee Park wants to connect with you., Notification']);

    await user.clear(input);
    await user.type(input, 'ann{Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe('/client/quick-report?userId=ann');
  });

  it("offers an advisor their own pages, not a client's", async () => {
    const { user, input, results } = renderShell(ADVISOR, '/advisor/dashboard');
    await user.type(input, 'assets');
    expect(results().getByText('No Result')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'profile');
    expect(results().getByRole('option', { name: 'Profile' }).getAttribute('href')).toBe('/user-profile');
    expect(results().queryByRole('option', { name: 'Scenarios' })).toBeNull();
  });

  it("reads the clients' institutions only once the advisor types, skipping a refused one", async () => {
    const { user, input, results, reads } = renderShell(ADVISOR, '/advisor/dashboard');
    await screen.findByRole('link', { name: /^Ann Lee/ });
    await user.click(input);
    expect(reads('/api/institutions')).toEqual([]);

    await user.type(input, 'chase');
    const chase = await results().findByRole('option', { name: 'Chase Bank, Ann Lee' });
    expect(chase.getAttribute('href')).toBe(`/client/account-details/Chase%20Bank?id=${CHASE.id}&userId=ann`);
    expect(reads('/api/institutions').sort()).toEqual(['/api/institutions?userId=ann', '/api/institutions?userId=bo']);
    // Bo's refusal is not the page's: the shell still shows its page.
    expect(screen.getByText('Page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No access' })).toBeNull();
  });

  it("gives a client the spec's quick links and their notifications from the bell's own read", async () => {
    const { user, input, results, reads } = renderShell(makeUser(), '/client/accounts');
    await user.type(input, 'income');
    expect(results().getByRole('option', { name: 'Income' }).getAttribute('href')).toBe('/client/user-income');
    expect(reads('/api/notifications')).toHaveLength(1);
    expect(reads('/api/connections')).toEqual([]);
  });
});

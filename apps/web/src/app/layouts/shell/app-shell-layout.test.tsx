import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageHeading } from '../../../components/page-heading';
import { AppError } from '../../../lib/app-error';
import { useClientView } from '../../../lib/client-view';
import { createQueryClient } from '../../../lib/query-client';
import { setSessionUser } from '../../../lib/session';
import { makeMyClient } from '../../../test/my-clients-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { theme } from '../../theme';
import { AppShellLayout } from './app-shell-layout';

const ANN = makeMyClient({ id: 'ann', firstName: 'Ann', lastName: 'Lee' });
const DEE = makeMyClient({ id: 'dee', firstName: 'Dee', lastName: 'Park', status: 'pending' });
const ADVISOR = makeUser({ id: 'adv', role: 'advisor' });
/** The bell's read, on every shell page of a client or advisor. */
const NO_NOTIFICATIONS = { 'GET /api/notifications': { body: { notifications: [], unreadCount: 0, nextCursor: null } } };
const callsBesidesTheBell = (calls: { method: string; url: string }[]) =>
  calls.map((call) => `${call.method} ${call.url}`).filter((call) => !call.startsWith('GET /api/notifications'));

/** A client page as the features write them: a breadcrumb from useClientView and one read. */
function ViewedAssetsPage() {
  const { clientName, userId } = useClientView();
  const assets = useQuery({
    queryKey: ['assets', userId],
    queryFn: () => Promise.reject(new AppError({ code: 'FORBIDDEN', status: 403, message: "you don't have access to assets" })),
    enabled: userId === 'dee',
  });
  return <PageHeading crumbs={[{ label: clientName }, { label: 'Financial Info' }, { label: assets.isError ? 'Broken' : 'Assets' }]} />;
}

/** The shell with a page inside and the app's own query client (it throws refused reads). */
function renderShellWithPage(url: string) {
  const queryClient = createQueryClient();
  setSessionUser(queryClient, ADVISOR);
  const router = createMemoryRouter([{ element: <AppShellLayout />, children: [{ path: '/client/user-assets', element: <ViewedAssetsPage /> }] }], {
    initialEntries: [url],
  });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('app shell', () => {
  it('tells an advisor whose trial ended without a card, on every page but Billing, and leads there', () => {
    vi.stubGlobal('fetch', stubFetch({ ...NO_NOTIFICATIONS, 'GET /api/connections/clients': { body: { clients: [] } } }).fetchStub);
    const paused = makeUser({ role: 'advisor', plan: 'paid', subscriptionStatus: 'paused', advisorLinkActive: false });
    const { unmount } = renderPage(<AppShellLayout />, { url: '/advisor/dashboard', user: paused });
    expect(screen.getByText('Your trial is ended. Add payment method first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Billing' }).getAttribute('href')).toBe('/billing');
    unmount();
    renderPage(<AppShellLayout />, { url: '/billing', user: paused });
    expect(screen.queryByText('Your trial is ended. Add payment method first.')).toBeNull();
  });

  it('says nothing to an advisor whose trial runs, or to a sub-advisor', () => {
    vi.stubGlobal('fetch', stubFetch({ ...NO_NOTIFICATIONS, 'GET /api/connections/clients': { body: { clients: [] } } }).fetchStub);
    const { unmount } = renderPage(<AppShellLayout />, {
      url: '/advisor/dashboard',
      user: makeUser({ role: 'advisor', plan: 'paid', subscriptionStatus: 'trialing', advisorLinkActive: true }),
    });
    expect(screen.queryByRole('link', { name: 'Go to Billing' })).toBeNull();
    unmount();
    renderPage(<AppShellLayout />, {
      url: '/advisor/dashboard',
      user: makeUser({ role: 'advisor', plan: 'paid', subscriptionStatus: 'past_due', parentId: 'boss' }),
    });
    expect(screen.queryByRole('link', { name: 'Go to Billing' })).toBeNull();
  });

  it("shows the client's side menu, with Billing only while there are no advisors", () => {
    vi.stubGlobal('fetch', stubFetch(NO_NOTIFICATIONS).fetchStub);
    renderPage(<AppShellLayout />, { url: '/client/accounts', user: makeUser({ clientAdvisorCount: 1 }) });
    const nav = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(nav).getByRole('link', { name: 'Connected Accounts' }).getAttribute('href')).toBe('/client/accounts');
    expect(within(nav).queryByRole('link', { name: 'Billing' })).toBeNull();
  });

  it('hides the side menu on /home', () => {
    vi.stubGlobal('fetch', stubFetch(NO_NOTIFICATIONS).fetchStub);
    renderPage(<AppShellLayout />, { url: '/home', user: makeUser() });
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).toBeNull();
  });

  it('links the logo to the role home', () => {
    vi.stubGlobal('fetch', stubFetch({ ...NO_NOTIFICATIONS, 'GET /api/connections/clients': { body: { clients: [] } } }).fetchStub);
    renderPage(<AppShellLayout />, { url: '/advisor/dashboard', user: makeUser({ role: 'advisor' }) });
    expect(screen.getByRole('link', { name: 'Finboard home' }).getAttribute('href')).toBe('/advisor/dashboard');
  });

  it('logs out from the profile menu and goes to /login', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({ ...NO_NOTIFICATIONS, 'POST /api/auth/logout': { body: { ok: true } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AppShellLayout />, { url: '/client/net-worth', user: makeUser() });

    await user.click(screen.getByRole('button', { name: /Profile menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(callsBesidesTheBell(stub.calls)).toEqual(['POST /api/auth/logout']);
  });

  it('toggles the help widget from the profile menu', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', stubFetch(NO_NOTIFICATIONS).fetchStub);
    renderPage(<AppShellLayout />, { url: '/client/net-worth', user: makeUser() });
    await user.click(screen.getByRole('button', { name: /Profile menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Help' }));
    expect(await screen.findByRole('dialog', { name: 'Help' })).toBeTruthy();
  });

  it("gives an advisor's connected clients their sub-menus from one read, pending requests left out", async () => {
    const stub = stubFetch({ ...NO_NOTIFICATIONS, 'GET /api/connections/clients': { body: { clients: [ANN, DEE] } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AppShellLayout />, { url: '/advisor/dashboard', user: ADVISOR });
    const nav = screen.getByRole('navigation', { name: 'Side menu' });
    expect((await within(nav).findByRole('link', { name: /^Ann Lee/ })).getAttribute('href')).toBe('/client/quick-report?userId=ann');
    expect(within(nav).queryByRole('link', { name: /^Dee Park/ })).toBeNull();
    expect(callsBesidesTheBell(stub.calls)).toEqual(['GET /api/connections/clients']);
  });

  it("reads no client list for a client's menu", () => {
    const stub = stubFetch(NO_NOTIFICATIONS);
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AppShellLayout />, { url: '/client/accounts', user: makeUser() });
    expect(callsBesidesTheBell(stub.calls)).toEqual([]);
  });

  it("names the viewed client in a page's breadcrumb", async () => {
    vi.stubGlobal('fetch', stubFetch({ ...NO_NOTIFICATIONS, 'GET /api/connections/clients': { body: { clients: [ANN, DEE] } } }).fetchStub);
    renderShellWithPage('/client/user-assets?userId=ann');
    expect(await screen.findByRole('heading', { name: 'Ann Lee > Financial Info > Assets' })).toBeTruthy();
  });

  it('shows a refused read as a full page inside the shell, with the way back to My Clients', async () => {
    vi.stubGlobal('fetch', stubFetch({ ...NO_NOTIFICATIONS, 'GET /api/connections/clients': { body: { clients: [ANN, DEE] } } }).fetchStub);
    renderShellWithPage('/client/user-assets?userId=dee');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe("you don't have access to assets");
    expect(screen.getByRole('link', { name: 'Back to My Clients' }).getAttribute('href')).toBe('/advisor/clients');
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeTruthy());
    expect(screen.queryByRole('heading', { name: /Broken/ })).toBeNull();
  });
});

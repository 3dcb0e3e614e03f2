import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { AppShellLayout } from './app-shell-layout';

describe('app shell', () => {
  it("shows the client's side menu, with Billing only while there are no advisors", () => {
    renderPage(<AppShellLayout />, { url: '/client/accounts', user: makeUser({ clientAdvisorCount: 1 }) });
    const nav = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(nav).getByRole('link', { name: 'Connected Accounts' }).getAttribute('href')).toBe('/client/accounts');
    expect(within(nav).queryByRole('link', { name: 'Billing' })).toBeNull();
  });

  it('hides the side menu on /home', () => {
    renderPage(<AppShellLayout />, { url: '/home', user: makeUser() });
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).toBeNull();
  });

  it('links the logo to the role home', () => {
    renderPage(<AppShellLayout />, { url: '/advisor/dashboard', user: makeUser({ role: 'advisor' }) });
    expect(screen.getByRole('link', { name: 'Finboard home' }).getAttribute('href')).toBe('/advisor/dashboard');
  });

  it('logs out from the profile menu and goes to /login', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({ 'POST /api/auth/logout': { body: { ok: true } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AppShellLayout />, { url: '/client/net-worth', user: makeUser() });

    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(stub.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/auth/logout']);
  });

  it('toggles the help widget from the profile menu', async () => {
    const user = userEvent.setup();
    renderPage(<AppShellLayout />, { url: '/client/net-worth', user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Help' }));
    expect(await screen.findByRole('dialog', { name: 'Help' })).toBeTruthy();
  });
});

import { LOGIN_REDIRECT_DELAY_MS } from '@finboard/domain/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { Component as LoginPage } from './login';

const PROVIDERS = { 'GET /api/auth/social-providers': { body: { providers: [] } } };

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login page', () => {
  it('waits the redirect delay, then goes where postLoginPath says', async () => {
    const user = userEvent.setup();
    const signedIn = makeUser({ role: 'advisor', verified: true, completionDate: null });
    vi.stubGlobal('fetch', stubFetch({ ...PROVIDERS, 'POST /api/auth/login': { body: { user: signedIn } } }).fetchStub);
    renderPage(<LoginPage />, { url: '/login' });

    const started = Date.now();
    await logIn(user);
    const location = await screen.findByTestId('location', {}, { timeout: 2000 });
    expect(location.textContent).toBe('/advisor/onboarding');
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_REDIRECT_DELAY_MS - 50);
  });

  it('links a visitor to the landing page', () => {
    vi.stubGlobal('fetch', stubFetch(PROVIDERS).fetchStub);
    renderPage(<LoginPage />, { url: '/login' });
    expect(screen.getByRole('link', { name: 'Find an advisor near you' }).getAttribute('href')).toBe('/welcome');
  });

  it('redirects a user who is already signed in', async () => {
    vi.stubGlobal('fetch', stubFetch(PROVIDERS).fetchStub);
    renderPage(<LoginPage />, { url: '/login', user: makeUser({ role: 'client' }) });
    expect((await screen.findByTestId('location')).textContent).toBe('/home');
  });

  it('asks an account without a role to choose one, then redirects', async () => {
    const user = userEvent.setup();
    const chosen = makeUser({ role: 'client', verified: true, completionDate: null });
    vi.stubGlobal('fetch', stubFetch({ ...PROVIDERS, 'POST /api/me/role': { body: { user: chosen } } }).fetchStub);
    renderPage(<LoginPage />, { url: '/login', user: makeUser({ role: null }) });

    await user.click(await screen.findByRole('button', { name: 'Client' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/financialfreedom');
  });

  // Spec 01 §4: 'After social login navigation depends on role, verified, completionDate, inviteLinkCount, uid.'
  it('sends an advisor back from a social sign-in to Client Linking until it has made a registration link', async () => {
    vi.stubGlobal('fetch', stubFetch(PROVIDERS).fetchStub);
    const advisor = { role: 'advisor' as const, verified: true, completionDate: '2026-01-05' };
    const first = renderPage(<LoginPage />, { url: '/login?via=social', user: makeUser({ ...advisor, inviteLinkCount: 0 }) });
    expect((await screen.findByTestId('location')).textContent).toBe('/advisor/client-linking');
    first.unmount();
    const later = renderPage(<LoginPage />, { url: '/login?via=social', user: makeUser({ ...advisor, inviteLinkCount: 2 }) });
    expect((await screen.findByTestId('location')).textContent).toBe('/advisor/dashboard');
    later.unmount();
    // A password sign-in (or a visit while signed in) keeps the spec's /login rule.
    renderPage(<LoginPage />, { url: '/login', user: makeUser({ ...advisor, inviteLinkCount: 0 }) });
    expect((await screen.findByTestId('location')).textContent).toBe('/advisor/dashboard');
  });
});

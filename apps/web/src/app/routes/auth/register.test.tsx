import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeAdvisorProfile } from '../../../test/directory-fixtures';
import { renderPage, stubFetch } from '../../../test/render';
import { Component as RegisterPage } from './register';

const PROVIDERS = { 'GET /api/auth/social-providers': { body: { providers: [] } } };

describe('register page', () => {
  it('names the advisor the new account will be connected with, looked up by id', async () => {
    const stub = stubFetch({ ...PROVIDERS, 'GET /api/directory/advisors/adv-1': { body: { advisor: makeAdvisorProfile() } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<RegisterPage />, { url: '/register?advisorConnect=adv-1&finboardUser=false' });
    expect(await screen.findByText("You'll be connected with Grace Hopper after you sign up")).toBeTruthy();
  });

  // Spec 02 §2: 'Connect when not logged in goes to /register?advisor={email}&role=client&source=Directory'.
  it("honours a logged-out Connect's link: a client's sign-up that names the advisor it will ask", async () => {
    const stub = stubFetch({ ...PROVIDERS, 'GET /api/directory/advisors/adv-1': { body: { advisor: makeAdvisorProfile() } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<RegisterPage />, { url: '/register?advisor=adv-1&role=client&source=Directory' });
    expect(await screen.findByText("You'll be connected with Grace Hopper after you sign up")).toBeTruthy();
    // Source Directory is the client's own request: nothing for the server to prove before the form.
    expect(stub.calls.some((call) => call.url === '/api/auth/registration-link/check')).toBe(false);
  });

  it('looks nothing up for a link naming an email, and shows nothing for an unknown id', async () => {
    const stub = stubFetch({
      ...PROVIDERS,
      'GET /api/directory/advisors/nobody': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Advisor not found', requestId: 'r1' } } },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    const view = renderPage(<RegisterPage />, { url: '/register?advisor=grace%40example.com&role=client&source=Directory' });
    expect(stub.calls.some((call) => call.url.startsWith('/api/directory'))).toBe(false);
    view.unmount();

    renderPage(<RegisterPage />, { url: '/register?advisor=nobody' });
    await vi.waitFor(() => expect(stub.calls.some((call) => call.url === '/api/directory/advisors/nobody')).toBe(true));
    await vi.waitFor(() => expect(screen.queryByLabelText('Loading your advisor')).toBeNull());
    expect(screen.queryByText(/You'll be connected with/)).toBeNull();
  });
});

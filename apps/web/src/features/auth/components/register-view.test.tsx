import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePendingConnection } from '../../../lib/pending-connection';
import { renderPage, stubFetch } from '../../../test/render';
import { RegisterView } from './register-view';

const PROVIDERS = {
  'GET /api/auth/social-providers': {
    body: {
      providers: [
        { id: 'google', configured: false },
        { id: 'apple', configured: true },
      ],
    },
  },
  // An advisor's own link or an invitation is judged by the server before the form is sent.
  'POST /api/auth/registration-link/check': { body: { status: 'valid', notice: null } },
};

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const EXPIRED = 'This registration link has expired. Please ask your advisor for a new one.';
/** The api's answer to a registration: the same for a new address and a taken one. */
const sentTo = (email: string, linkNotice: string | null = null) => ({ status: 'verification_sent', email, linkNotice });

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Sign Up with an email' }));
  await user.type(input('First Name'), 'Ada');
  await user.type(input('Last Name'), 'Lovelace');
  await user.type(input('Email'), 'ada@example.com');
  await user.type(input('Password'), 'Strong123!');
  await user.type(input('Confirm Password'), 'Strong123!');
  await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

afterEach(() => sessionStorage.clear());

describe('RegisterView', () => {
  it('reveals the email form only after "Sign Up with an email"', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', stubFetch(PROVIDERS).fetchStub);
    renderPage(<RegisterView defaultRole="client" />, { url: '/register' });

    expect(screen.queryByLabelText('First Name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign Up with an email' }));
    expect(screen.getByLabelText('First Name')).toBeTruthy();
  });

  it('prefills and locks first name, last name and email from the link', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', stubFetch(PROVIDERS).fetchStub);
    renderPage(<RegisterView defaultRole="client" />, {
      url: '/register?firstName=Ann&lastName=Lee&email=ann%40example.com&inviter=u1&inviteType=spouse',
    });
    await user.click(screen.getByRole('button', { name: 'Sign Up with an email' }));

    expect(input('First Name').value).toBe('Ann');
    expect(input('Last Name').value).toBe('Lee');
    expect(input('Email').value).toBe('ann@example.com');
    expect(input('First Name').readOnly).toBe(true);
    expect(input('Last Name').readOnly).toBe(true);
    expect(input('Email').readOnly).toBe(true);
    expect(input('Password').readOnly).toBe(false);

    await user.type(input('First Name'), 'x');
    expect(input('First Name').value).toBe('Ann');
  });

  it('leaves fields without a link value editable', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', stubFetch(PROVIDERS).fetchStub);
    renderPage(<RegisterView defaultRole="client" />, { url: '/register?email=ann%40example.com' });
    await user.click(screen.getByRole('button', { name: 'Sign Up with an email' }));
    expect(input('First Name').readOnly).toBe(false);
    expect(input('Email').readOnly).toBe(true);
  });

  it('sends an advisor to check their email after sign-up (the link there signs in), with the link context', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      ...PROVIDERS,
      'POST /api/auth/register': { status: 202, body: sentTo('ada@example.com') },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<RegisterView defaultRole="advisor" />, {
      url: '/register/advisor?inviter=u1&inviteType=advisor&finboardUser=false',
    });
    await user.click(screen.getByRole('button', { name: 'Sign Up with an email' }));
    await user.type(input('First Name'), 'Ada');
    await user.type(input('Last Name'), 'Lovelace');
    await user.type(input('Email'), 'ada@example.com');
    await user.type(input('Password'), 'Strong123!');
    await user.type(input('Confirm Password'), 'Strong123!');
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/verify-email');
    const register = stub.calls.find((call) => call.url === '/api/auth/register');
    expect(register?.body).toMatchObject({
      role: 'advisor',
      context: { inviter: 'u1', inviteType: 'advisor', productUser: 'false' },
    });
  });

  it('says a provider is not configured instead of calling it', async () => {
    const user = userEvent.setup();
    const stub = stubFetch(PROVIDERS);
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<RegisterView defaultRole="client" />, { url: '/register' });

    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    await vi.waitFor(() => expect(google.hasAttribute('data-loading')).toBe(false));
    await user.click(google);
    expect(screen.getByRole('alert').textContent).toBe('Sign-in with Google is not configured.');
    expect(stub.calls.some((call) => call.url.includes('/social/sign-in'))).toBe(false);
  });

  // Spec 02 §2: 'Connect when not logged in goes to /register?advisor={email}&role=client&source=Directory'.
  it("sends a logged-out Connect's link as a client's sign-up with the advisor and source Directory", async () => {
    const user = userEvent.setup();
    const stub = stubFetch({ ...PROVIDERS, 'POST /api/auth/register': { status: 202, body: sentTo('ada@example.com') } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<RegisterView defaultRole="advisor" />, { url: '/register?advisor=adv-1&role=client&source=Directory' });
    await fillAndSubmit(user);
    expect((await screen.findByTestId('location')).textContent).toBe('/verify-email');
    const register = stub.calls.find((call) => call.url === '/api/auth/register');
    expect(register?.body).toMatchObject({ role: 'client', context: { advisor: 'adv-1', source: 'Directory' } });
  });

  it("sends the directory funnel's link and switches as context, then forgets the switches", async () => {
    const user = userEvent.setup();
    savePendingConnection({ advisorId: 'adv-1', source: 'Directory', share: { all: false, netWorth: true, cashFlow: false, retirementScore: false } });
    const stub = stubFetch({ ...PROVIDERS, 'POST /api/auth/register': { status: 202, body: sentTo('ada@example.com') } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<RegisterView defaultRole="client" advisorNotice={(id) => <p>{`notice for ${id}`}</p>} />, {
      url: '/register?advisorConnect=adv-1&finboardUser=false',
    });
    expect(screen.getByText('notice for adv-1')).toBeTruthy();
    await fillAndSubmit(user);

    expect((await screen.findByTestId('location')).textContent).toBe('/verify-email');
    const register = stub.calls.find((call) => call.url === '/api/auth/register');
    expect(register?.body).toMatchObject({
      role: 'client',
      context: {
        advisorConnect: 'adv-1',
        productUser: 'false',
        source: 'Directory',
        share: { all: false, netWorth: true, cashFlow: false, retirementScore: false },
      },
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('sends the same context with a social sign-up, then forgets the switches', async () => {
    const user = userEvent.setup();
    savePendingConnection({ advisorId: 'adv-1', source: 'Directory', share: { all: false, netWorth: false, cashFlow: true, retirementScore: false } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const stub = stubFetch({ ...PROVIDERS, 'POST /api/auth/social/sign-in': { body: { url: 'https://appleid.example/auth' } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<RegisterView defaultRole="client" />, { url: '/register?advisorConnect=adv-1&finboardUser=false' });

    const apple = await screen.findByRole('button', { name: 'Continue with Apple' });
    await vi.waitFor(() => expect(apple.hasAttribute('data-loading')).toBe(false));
    await user.click(apple);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://appleid.example/auth'));
    expect(stub.calls.find((call) => call.url === '/api/auth/social/sign-in')?.body).toEqual({
      provider: 'apple',
      role: 'client',
      context: {
        advisorConnect: 'adv-1',
        productUser: 'false',
        source: 'Directory',
        share: { all: false, netWorth: false, cashFlow: true, retirementScore: false },
      },
    });
    await vi.waitFor(() => expect(sessionStorage.length).toBe(0));
  });

  it("sends an advisor's registration link as context without another funnel's switches", async () => {
    const user = userEvent.setup();
    savePendingConnection({ advisorId: 'adv-9', source: 'Directory', share: { all: false, netWorth: false, cashFlow: true, retirementScore: false } });
    const stub = stubFetch({ ...PROVIDERS, 'POST /api/auth/register': { status: 202, body: sentTo('ada@example.com') } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<RegisterView defaultRole="client" />, { url: '/register?advisor=adv-1&source=Facebook&expiry=2999-12-31' });
    await fillAndSubmit(user);
    await screen.findByTestId('location');
    const register = stub.calls.find((call) => call.url === '/api/auth/register');
    expect((register?.body as { context: unknown }).context).toEqual({ advisor: 'adv-1', source: 'Facebook', expiry: '2999-12-31' });
  });

  it('says an expired link has expired before anything is sent; the account can still be made, linked to nobody', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({ ...PROVIDERS, 'POST /api/auth/register': { status: 202, body: sentTo('ada@example.com', EXPIRED) } });
    vi.stubGlobal('fetch', stub.fetchStub);
    const view = renderPage(<RegisterView defaultRole="client" advisorNotice={(id) => <p>{`notice for ${id}`}</p>} />, {
      url: '/register?advisor=adv-1&source=fair&expiry=01-31-2020',
    });
    expect(screen.getByRole('alert').textContent).toBe(EXPIRED);
    expect(screen.queryByText('notice for adv-1')).toBeNull();
    expect(stub.calls.some((call) => call.url === '/api/auth/registration-link/check')).toBe(false);
    await fillAndSubmit(user);
    await screen.findByTestId('location');
    expect(stub.calls.some((call) => call.url === '/api/auth/register')).toBe(true);
    // The check-your-email page is told where the link went and why the account will not be linked.
    expect(view.router.state.location.state).toEqual({ email: 'ada@example.com', linkNotice: EXPIRED });
  });

  it("shows the server's word on a link it does not accept (unsigned, altered, or expired by its calendar)", async () => {
    const stub = stubFetch({ ...PROVIDERS, 'POST /api/auth/registration-link/check': { body: { status: 'refused', notice: EXPIRED } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    // The browser's calendar says the link is still good; the server says it is not.
    renderPage(<RegisterView defaultRole="client" advisorNotice={(id) => <p>{`notice for ${id}`}</p>} />, {
      url: `/register?advisor=adv-1&source=facebook&expiry=2999-12-31`,
    });
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED);
    expect(screen.queryByText('notice for adv-1')).toBeNull();
    const check = stub.calls.find((call) => call.url === '/api/auth/registration-link/check');
    expect(check?.body).toEqual({ role: 'client', context: { advisor: 'adv-1', source: 'facebook', expiry: '2999-12-31' } });
  });

  it('says at once when an invitation can no longer be used (a full plan)', async () => {
    const full = "Your advisor's plan has no place for another sub-advisor.";
    const stub = stubFetch({
      ...PROVIDERS,
      'POST /api/auth/registration-link/check': { status: 400, body: { error: { code: 'VALIDATION', message: full, requestId: 'r1' } } },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<RegisterView defaultRole="advisor" />, {
      url: '/register/advisor?inviter=u1&inviteType=advisor&invitation=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&email=sam%40example.com',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(full);
    const check = stub.calls.find((call) => call.url === '/api/auth/registration-link/check');
    expect(check?.body).toEqual({
      role: 'advisor',
      email: 'sam@example.com',
      context: { inviter: 'u1', inviteType: 'advisor', invitation: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
  });
});

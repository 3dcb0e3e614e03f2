import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMyAdvisor } from '../../../test/connections-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { Component as VerifyEmailPage } from './verify-email';

const onboardedClient = makeUser({ role: 'client', verified: true, completionDate: '2026-11-01' });
const RESEND_ANSWER = 'If an account for that email is waiting to be verified, we have sent it a new verification link.';

function renderVerify(advisors: ReturnType<typeof makeMyAdvisor>[]) {
  const stub = stubFetch({
    'POST /api/auth/verify-email': { body: { user: onboardedClient } },
    'GET /api/connections/advisors': { body: { advisors } },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return renderPage(<VerifyEmailPage />, { url: '/verify-email?token=t1&id=u1', user: { ...onboardedClient, verified: false } });
}

describe('/verify-email with a token', () => {
  it('sends an onboarded client with a pending advisor request to the link page', async () => {
    const view = renderVerify([makeMyAdvisor({ connection: { status: 'pending', requestedBy: 'client' } })]);
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/client-advisor-link'));
  });

  it('sends an onboarded client with nothing pending home', async () => {
    const view = renderVerify([makeMyAdvisor({ connection: { status: 'connected' } })]);
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/home'));
  });

  it.each([
    ['client', '/financialfreedom'],
    ['advisor', '/advisor/onboarding'],
  ] as const)('signs a new %s in from a signed-out browser (the link does) and goes on to onboarding', async (role, onboarding) => {
    const signedIn = makeUser({ role, verified: true, completionDate: null });
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/auth/verify-email': { body: { user: signedIn } } }).fetchStub);
    const view = renderPage(<VerifyEmailPage />, { url: '/verify-email?token=t1&id=u1' });
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe(onboarding));
  });

  it('offers a new link by address when a link fails in a signed-out browser', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'POST /api/auth/verify-email': {
        status: 400,
        body: { error: { code: 'VALIDATION', message: 'This link is invalid or has expired. Please ask for a new one.', requestId: 'r1' } },
      },
      'POST /api/auth/resend-verification/by-email': { body: { message: RESEND_ANSWER } },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<VerifyEmailPage />, { url: '/verify-email?token=t1&id=u1' });
    expect(await screen.findByText('This link is invalid or has expired. Please ask for a new one.')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(RESEND_ANSWER)).toBeTruthy();
    expect(stub.calls.find((call) => call.url === '/api/auth/resend-verification/by-email')?.body).toEqual({ email: 'ada@example.com' });
  });
});

describe('/verify-email after registering (no session yet)', () => {
  it('names the address, says why a link did not hold, and resends by address', async () => {
    const user = userEvent.setup();
    const notice = 'This registration link has expired. Please ask your advisor for a new one.';
    const stub = stubFetch({ 'POST /api/auth/resend-verification/by-email': { body: { message: RESEND_ANSWER } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<VerifyEmailPage />, { url: '/verify-email', state: { email: 'ada@example.com', linkNotice: notice } });

    expect(screen.getByRole('heading', { name: 'Please Check Email For Verification' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText(notice)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(RESEND_ANSWER)).toBeTruthy();
    expect(stub.calls).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/auth/resend-verification/by-email', body: { email: 'ada@example.com' } }),
    ]);
  });

  it('a signed-in unverified user (a session from before) resends to their own address', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({ 'POST /api/auth/resend-verification': { body: { message: 'We have sent a new verification link to ada@example.com.' } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<VerifyEmailPage />, { url: '/verify-email', user: makeUser({ verified: false }) });
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('We have sent a new verification link to ada@example.com.')).toBeTruthy();
    expect(stub.calls.map((call) => call.url)).toEqual(['/api/auth/resend-verification']);
  });
});

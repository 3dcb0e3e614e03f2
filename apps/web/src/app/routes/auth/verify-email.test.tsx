import { describe, expect, it, vi } from 'vitest';
import { makeMyAdvisor } from '../../../test/connections-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { Component as VerifyEmailPage } from './verify-email';

const onboardedClient = makeUser({ role: 'client', verified: true, completionDate: '2026-11-01' });

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
});

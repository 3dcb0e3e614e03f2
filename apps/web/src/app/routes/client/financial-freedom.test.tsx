import type { TSessionUser } from '@finboard/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMyAdvisor } from '../../../test/connections-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { Component as FinancialFreedomPage } from './financial-freedom';

const PENDING = {
  ...makeMyAdvisor({ connection: { status: 'pending', acceptedAt: null, acceptedFrom: null } }),
  rating: { average: null, count: 0 },
  myRating: null,
};
const CONNECTED = { ...makeMyAdvisor(), rating: { average: null, count: 0 }, myRating: null };

async function finish(saved: TSessionUser, advisors: unknown[] | 'fails' = []) {
  const user = userEvent.setup();
  const stub = stubFetch({
    'POST /api/onboarding/financial-freedom': { body: { user: saved } },
    'GET /api/session': { body: { user: saved } },
    'GET /api/connections/advisors': () =>
      advisors === 'fails' ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Sorry', requestId: 'r1' } } } : { body: { advisors } },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderPage(<FinancialFreedomPage />, {
    url: '/financialfreedom',
    user: { ...saved, completionDate: null },
  });
  expect(screen.getByRole('heading', { name: "Let's get started, Ada" })).toBeTruthy();
  await user.type(screen.getByLabelText('Birth Date'), '05-17-1990');
  await user.type(screen.getByLabelText('Current Savings'), '1000');
  await user.click(screen.getByRole('button', { name: 'Done' }));
  const location = (await screen.findByTestId('location')).textContent;
  return { location, calls: stub.calls, queryClient: view.queryClient };
}

describe('financial freedom page', () => {
  it('after Done, an unverified client verifies the email first, with the completed session', async () => {
    const { location, calls, queryClient } = await finish(makeUser({ verified: false, completionDate: '2024-05-01' }));
    expect(location).toBe('/verify-email');
    expect(calls.some((call) => call.url === '/api/connections/advisors')).toBe(false);
    expect(queryClient.getQueryData<{ user: { completionDate: string } }>(['session'])?.user.completionDate).toBe('2024-05-01');
  });

  it('after Done, a client with a pending advisor request goes to the link page', async () => {
    const { location } = await finish(makeUser({ completionDate: '2024-05-01' }), [PENDING]);
    expect(location).toBe('/client-advisor-link');
  });

  it('after Done, a free client without advisors chooses a plan', async () => {
    expect((await finish(makeUser({ completionDate: '2024-05-01' }), [])).location).toBe('/subscribe');
  });

  it('after Done, a client with a connected advisor or a paid plan is complete', async () => {
    expect((await finish(makeUser({ completionDate: '2024-05-01', clientAdvisorCount: 1 }), [CONNECTED])).location).toBe('/registration-complete');
  });

  it('after Done, a paid client is complete; a failed request look-up counts as none', async () => {
    expect((await finish(makeUser({ completionDate: '2024-05-01', plan: 'paid' }), 'fails')).location).toBe('/registration-complete');
  });
});

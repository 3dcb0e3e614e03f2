import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { AskForPlan } from './ask-for-plan';

const declined = {
  id: 'r1',
  clientId: 'ann',
  advisorId: 'advisor-1',
  part: 'scenario',
  scenarioId: null,
  state: 'declined',
  askedAt: '2026-10-01T15:00:00.000Z',
  answeredAt: '2026-10-02T15:00:00.000Z',
};

describe('asking a client to share a retirement plan of their choice (issue 34 item 3)', () => {
  it('says what became of the last ask, asks again, and then says it waits', async () => {
    let asks: unknown[] = [declined];
    const stub = stubFetch({
      'GET /api/share-requests': () => ({ body: { shareRequests: asks } }),
      'POST /api/share-requests': () => {
        const created = { ...declined, id: 'r2', state: 'pending', askedAt: '2026-11-29T15:00:00.000Z', answeredAt: null };
        asks = [created];
        return { status: 201, body: { shareRequest: created } };
      },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AskForPlan clientId="ann" />, { url: '/client/my-plan?userId=ann', user: makeUser({ id: 'advisor-1', role: 'advisor' }) });
    expect(await screen.findByText('Declined on 10-02-2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask to share a retirement plan' }));
    expect(await screen.findByText('Asked on 11-29-2026')).toBeTruthy();
    // A plan of the client's choice: no scenario named.
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ clientId: 'ann', part: 'scenario' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ask to share a retirement plan' })).toBeNull());
  });
});

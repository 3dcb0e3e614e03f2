import type { TConnection, TMyAdvisor } from '@finboard/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMyAdvisor } from '../../../test/connections-fixtures';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../test/render';
import { Component as ClientAdvisorLinkPage } from './client-advisor-link';

const ratings = { rating: { average: null, count: 0 }, myRating: null };
const pendingRow = (id: string, requestedBy: 'client' | 'advisor', advisor: Partial<TMyAdvisor['advisor']> = {}) => ({
  ...makeMyAdvisor({ connection: { id, status: 'pending', requestedBy, acceptedAt: null, acceptedFrom: null }, advisor }),
  ...ratings,
});
const FROM_ADVISOR = pendingRow('0b5c3a2e-1111-4111-8111-0000000000a1', 'advisor');
const FROM_DIRECTORY = pendingRow('0b5c3a2e-1111-4111-8111-0000000000c1', 'client', { id: 'adv-2', firstName: 'Alan', lastName: 'Turing' });

function setup(rows: unknown[], userOverrides = {}) {
  let current = rows as TMyAdvisor[];
  const answer = (action: string) => (call: StubCall) => {
    const id = call.url.split('/')[3];
    const row = current.find((entry) => entry.connection.id === id);
    current = current.filter((entry) => entry.connection.id !== id);
    const status: TConnection['status'] = action === 'accept' ? 'connected' : action === 'decline' ? 'declined' : 'disconnected';
    return { body: { connection: { ...row?.connection, status } } };
  };
  const routes: Record<string, (call: StubCall) => { body: unknown }> = {
    'GET /api/connections/advisors': () => ({ body: { advisors: current } }),
    'GET /api/session': () => ({ body: { user: makeUser(userOverrides) } }),
  };
  for (const row of current) {
    for (const action of ['accept', 'decline', 'disconnect']) routes[`POST /api/connections/${row.connection.id}/${action}`] = answer(action);
  }
  const stub = stubFetch(routes);
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<ClientAdvisorLinkPage />, { url: '/client-advisor-link', user: makeUser(userOverrides) });
  return stub;
}

const writes = (calls: StubCall[]) => calls.filter((call) => call.method === 'POST').map((call) => call.url);
const location = async () => (await screen.findByTestId('location')).textContent;

describe('client advisor link page', () => {
  it("accepts the advisor's own request with Link, then registration is complete", async () => {
    const user = userEvent.setup();
    const { calls } = setup([FROM_ADVISOR]);
    expect(screen.getByRole('heading', { name: 'Link your Finboard with Advisor' })).toBeTruthy();
    const row = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(row).getByText(/Grace Hopper invited you to connect/)).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Link' }));
    expect(await location()).toBe('/registration-complete');
    expect(writes(calls)).toEqual([`/api/connections/${FROM_ADVISOR.connection.id}/accept`]);
  });

  it('keeps a request the client sent from the directory for the advisor to accept, saying so', async () => {
    const user = userEvent.setup();
    const { calls } = setup([FROM_DIRECTORY]);
    const row = await screen.findByRole('article', { name: 'Alan Turing' });
    expect(within(row).getByText(/waiting for Alan Turing to accept it/)).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Link' }));
    expect(await location()).toBe('/registration-complete');
    expect(writes(calls)).toEqual([]);
  });

  it('withdraws the client’s own request with Cancel and goes to choose a plan', async () => {
    const user = userEvent.setup();
    const { calls } = setup([FROM_DIRECTORY]);
    await user.click(within(await screen.findByRole('article', { name: 'Alan Turing' })).getByRole('button', { name: 'Cancel' }));
    expect(await location()).toBe('/subscribe');
    expect(writes(calls)).toEqual([`/api/connections/${FROM_DIRECTORY.connection.id}/disconnect`]);
  });

  it("declines the advisor's request with Cancel", async () => {
    const user = userEvent.setup();
    const { calls } = setup([FROM_ADVISOR]);
    await user.click(within(await screen.findByRole('article', { name: 'Grace Hopper' })).getByRole('button', { name: 'Cancel' }));
    expect(await location()).toBe('/subscribe');
    expect(writes(calls)).toEqual([`/api/connections/${FROM_ADVISOR.connection.id}/decline`]);
  });

  it('stays until every pending request is answered', async () => {
    const user = userEvent.setup();
    setup([FROM_ADVISOR, FROM_DIRECTORY]);
    await user.click(within(await screen.findByRole('article', { name: 'Alan Turing' })).getByRole('button', { name: 'Link' }));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Alan Turing' })).toBeNull();
    await user.click(within(screen.getByRole('article', { name: 'Grace Hopper' })).getByRole('button', { name: 'Link' }));
    expect(await location()).toBe('/registration-complete');
  });

  it("shows the server's refusal and stays", async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'GET /api/connections/advisors': { body: { advisors: [FROM_ADVISOR] } },
      [`POST /api/connections/${FROM_ADVISOR.connection.id}/accept`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'This connection request has already been answered.', requestId: 'r1' } },
      },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<ClientAdvisorLinkPage />, { url: '/client-advisor-link', user: makeUser() });
    const row = await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.click(within(row).getByRole('button', { name: 'Link' }));
    expect((await within(row).findByRole('alert')).textContent).toBe('This connection request has already been answered.');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it.each([
    [{}, '/subscribe'],
    [{ clientAdvisorCount: 1 }, '/registration-complete'],
    [{ plan: 'paid' }, '/registration-complete'],
  ])('with nothing pending, %o goes on to %s', async (overrides, target) => {
    setup([{ ...makeMyAdvisor(), ...ratings }], overrides);
    expect(await location()).toBe(target);
  });
});

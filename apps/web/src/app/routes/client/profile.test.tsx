import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ViewedClientNamesContext } from '../../../lib/client-view';
import { makeProfile } from '../../../test/profile-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { Component as ClientProfilePage } from './profile';

const NAMES = new Map([['c-1', { firstName: 'Grace', lastName: 'Hopper' }]]);

function renderAs(url: string, user = makeUser({ id: 'adv', role: 'advisor' })) {
  const stub = stubFetch({ 'GET /api/clients/profile': { body: { profile: makeProfile({ userId: 'c-1', identity: null }) } } });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(
    <ViewedClientNamesContext.Provider value={NAMES}>
      <ClientProfilePage />
    </ViewedClientNamesContext.Provider>,
    { url, pattern: '/client/profile', user },
  );
  return stub;
}

describe("an advisor's client profile page", () => {
  it("names the client under My Clients, and Finish goes back to the client's summary", async () => {
    const user = userEvent.setup();
    renderAs('/client/profile?userId=c-1');
    expect(screen.getByRole('link', { name: 'My Clients' }).getAttribute('href')).toBe('/advisor/clients');
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    // The stepper's own steps open one directly.
    await user.click(await screen.findByRole('button', { name: /Identity/ }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/advisor/clients?userId=c-1');
  });

  it('sends a client to their own profile page, asking the api nothing', async () => {
    const { calls } = renderAs('/client/profile', makeUser());
    expect((await screen.findByTestId('location')).textContent).toBe('/user-profile');
    expect(calls).toEqual([]);
  });
});

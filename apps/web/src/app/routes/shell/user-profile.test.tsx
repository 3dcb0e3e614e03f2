import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMyAdvisor } from '../../../test/connections-fixtures';
import { makeProfile } from '../../../test/profile-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { Component as UserProfilePage } from './user-profile';

const PENDING = makeMyAdvisor({
  connection: { id: '0b5c3a2e-1111-4111-8111-000000000002', status: 'pending', acceptedAt: null },
  advisor: { id: 'adv-2', firstName: 'Alan', lastName: 'Turing' },
});

function setup(role: 'client' | 'advisor') {
  const stub = stubFetch({
    'GET /api/profile': { body: { profile: makeProfile({ role }) } },
    'GET /api/connections/advisors': { body: { advisors: [makeMyAdvisor(), PENDING] } },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<UserProfilePage />, { url: '/user-profile?tab=1', user: makeUser({ role }) });
  return stub;
}

describe('/user-profile?tab=1', () => {
  it("opens a client's advisor sharing beside Personal Info, connected advisors only", async () => {
    setup('client');
    const sharing = await screen.findByRole('region', { name: 'Advisor Sharing' });
    expect(screen.getByRole('tab', { name: 'Personal Info', selected: true })).toBeTruthy();
    const grace = await within(sharing).findByRole('group', { name: 'What Grace Hopper can see' });
    expect(within(grace).getByRole('switch', { name: 'All' })).toHaveProperty('checked', true);
    expect(within(sharing).queryByText('Alan Turing')).toBeNull();
    expect(within(sharing).getByRole('link', { name: 'Board of Advisors' }).getAttribute('href')).toBe('/client/board-advisor');
  });

  it('shows an advisor Personal Info alone, without asking for advisors', async () => {
    const { calls } = setup('advisor');
    expect(await screen.findByRole('tab', { name: 'Personal Info', selected: true })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Advisor Sharing' })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/profile']);
  });
});

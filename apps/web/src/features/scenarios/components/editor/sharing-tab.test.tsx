import type { TScenario, TScenarioSharesResponse } from '@finboard/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../../test/render';
import { cardScenario } from '../scenario-test-data';
import { NO_ADVISORS_NOTE, PUBLIC_SHARING_NOTE, SharingTab } from './sharing-tab';

vi.mock('../../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const advisor = { advisorId: 'adv1', firstName: 'Grace', lastName: 'Hopper', photoUrl: null, isShared: false };

function renderTab(scenario: TScenario, shares: TScenarioSharesResponse) {
  const stub = stubFetch({
    [`GET /api/scenarios/${scenario.id}/shares`]: { body: shares },
    [`PATCH /api/scenarios/${scenario.id}`]: (call) => ({ body: { scenario: { ...scenario, ...(call.body as object) } } }),
    [`POST /api/scenarios/${scenario.id}/shares/adv1`]: { body: { scenario: { ...scenario, advisorsToShareScenarioWith: ['adv1'] } } },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<SharingTab scenario={scenario} />, { url: '/client/scenarios', user: makeUser() });
  return { stub, user: userEvent.setup() };
}

describe('the Sharing tab', () => {
  it('disables the advisor selection while the scenario is public', async () => {
    renderTab(cardScenario({ isPublic: true }), { isPublic: true, advisors: [advisor] });
    expect(await screen.findByText(PUBLIC_SHARING_NOTE)).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Make this scenario public/ })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Share with advisors')).toHaveProperty('disabled', true);
  });

  it('explains the empty list until an advisor is connected, and makes the scenario public', async () => {
    const scenario = cardScenario();
    const { stub, user } = renderTab(scenario, { isPublic: false, advisors: [] });
    expect(await screen.findByText(NO_ADVISORS_NOTE)).toBeTruthy();
    expect(screen.getByLabelText('Share with advisors')).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('switch', { name: /Make this scenario public/ }));
    await waitFor(() => expect(stub.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isPublic: true }));
  });

  it('gives a connected advisor access', async () => {
    const scenario = cardScenario();
    const { stub, user } = renderTab(scenario, { isPublic: false, advisors: [advisor] });
    const select = await screen.findByLabelText('Share with advisors');
    expect(select).toHaveProperty('disabled', false);
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'POST' && call.url.endsWith('/shares/adv1'))).toBe(true));
  });
});

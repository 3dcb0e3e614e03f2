import type { TScenario } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../test/render';
import { makeScenario } from '../../../test/scenario-fixtures';
import { cardScenario, templateScenario, thumbnails } from './scenario-test-data';
import { ScenariosView } from './scenarios-view';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const card = cardScenario({ thumbnails: thumbnails('33333333-3333-4333-8333-333333333333', 4) });
const plan = makeScenario({ name: 'Retire at 65', retirementScore: 72, isPublic: true, isShared: true });
const template = templateScenario();

const params = (call: StubCall) => new URL(call.url, 'http://x').searchParams;
const listCalls = (calls: StubCall[]) => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/scenarios?'));

/** The list answers by tab, as the api does. */
function listByTab(byTab: Record<string, TScenario[]>) {
  return (call: StubCall) => ({ body: { scenarios: byTab[params(call).get('tab') ?? 'saved'] ?? [] } });
}

function renderView(routes: Parameters<typeof stubFetch>[0], url = '/client/scenarios', user = makeUser()) {
  const stub = stubFetch(routes);
  vi.stubGlobal('fetch', stub.fetchStub);
  return { stub, user: userEvent.setup(), ...renderPage(<ScenariosView />, { url, pattern: '/client/scenarios', user }) };
}

describe('scenarios page', () => {
  it("?share= (an advisor's ask to share a scenario) opens that scenario's editor on Sharing", async () => {
    renderView(
      {
        'GET /api/scenarios': listByTab({ saved: [card] }),
        [`GET /api/scenarios/${card.id}`]: { body: { scenario: card } },
        [`GET /api/scenarios/${card.id}/shares`]: { body: { isPublic: false, advisors: [] } },
      },
      `/client/scenarios?share=${card.id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Scenario' });
    const selected = (await within(dialog).findAllByRole('tab')).find((tab) => tab.getAttribute('aria-selected') === 'true');
    expect(selected?.textContent).toBe('Sharing');
  });

  it('shows cards with up to four images, name, description, type badge and retirement score', async () => {
    renderView({ 'GET /api/scenarios': listByTab({ saved: [card, plan] }) });
    const cardItem = await screen.findByRole('article', { name: 'Pay the card' });
    expect(within(cardItem).getAllByRole('img', { name: /Pay the card image/ })).toHaveLength(4);
    expect(within(cardItem).getByText('Clear the card by summer')).toBeTruthy();
    expect(within(cardItem).getByText('Debt')).toBeTruthy();
    const planItem = screen.getByRole('article', { name: 'Retire at 65' });
    expect(within(planItem).getByText('Retirement')).toBeTruthy();
    expect(within(planItem).getByText('Retirement Score: 72')).toBeTruthy();
  });

  it('asks the server for each tab, the chosen sort and the search once typing pauses', async () => {
    const { stub, user } = renderView({ 'GET /api/scenarios': listByTab({ saved: [card], 'top-rated': [template] }) });
    await screen.findByRole('article', { name: 'Pay the card' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Saved', 'Shared', 'Top Rated', 'New', 'Suggested']);
    expect(params(listCalls(stub.calls)[0] as StubCall).get('tab')).toBe('saved');

    await user.click(screen.getByRole('tab', { name: 'Top Rated' }));
    await screen.findByRole('article', { name: 'Pay off a credit card' });
    for (const tab of ['Shared', 'New', 'Suggested']) await user.click(screen.getByRole('tab', { name: tab }));
    await waitFor(() => expect(listCalls(stub.calls).map((call) => params(call).get('tab'))).toEqual(['saved', 'top-rated', 'shared', 'new', 'suggested']));

    await user.click(screen.getByRole('tab', { name: 'Saved' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Highest Impact' }));
    await waitFor(() => expect(params(listCalls(stub.calls).at(-1) as StubCall).get('sort')).toBe('impact'));

    const before = listCalls(stub.calls).length;
    await user.type(screen.getByRole('textbox', { name: 'Search scenarios' }), 'card');
    await waitFor(() => expect(params(listCalls(stub.calls).at(-1) as StubCall).get('search')).toBe('card'));
    // Debounced: one request for the whole word, not one per letter.
    expect(listCalls(stub.calls).length - before).toBe(1);
  });

  it('creates a debt scenario by default and opens it in the editor', async () => {
    const created = cardScenario({ name: 'Pay the car', results: null, updateMode: null });
    const { stub, user } = renderView({
      'GET /api/scenarios': listByTab({ saved: [] }),
      'POST /api/scenarios': { status: 201, body: { scenario: created } },
      [`GET /api/scenarios/${created.id}`]: { body: { scenario: created } },
    });
    await screen.findByText('You have no scenarios.');
    await user.click(screen.getByRole('button', { name: 'Add Scenario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Scenario' });
    await user.type(within(dialog).getByLabelText('Name'), 'Pay the car');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'debt', name: 'Pay the car' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Scenario' });
    expect(within(editor).getByRole('tab', { name: 'Information' }).getAttribute('aria-selected')).toBe('true');
  });

  it("removes a scenario after 'Are you sure to remove {scenario}?'; public ones have no trash icon", async () => {
    let saved = [card, plan];
    const { stub, user } = renderView({
      'GET /api/scenarios': (call) => ({ body: { scenarios: params(call).get('tab') === 'top-rated' ? [template] : saved } }),
      [`DELETE /api/scenarios/${card.id}`]: () => {
        saved = [plan];
        return { body: { ok: true } };
      },
    });
    await screen.findByRole('article', { name: 'Pay the card' });
    expect(screen.queryByRole('button', { name: 'Remove Retire at 65' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Pay the card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Scenario' });
    expect(within(dialog).getByText('Are you sure to remove Pay the card?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pay the card' })).toBeNull());

    await user.click(screen.getByRole('tab', { name: 'Top Rated' }));
    await screen.findByRole('article', { name: 'Pay off a credit card' });
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rename / })).toBeNull();
  });

  it('renames through Edit New Scenario (at most 30 characters, Edit)', async () => {
    const { stub, user } = renderView({
      'GET /api/scenarios': listByTab({ saved: [card] }),
      [`PATCH /api/scenarios/${card.id}`]: (call) => ({ body: { scenario: { ...card, name: (call.body as { name: string }).name } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Rename Pay the card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit New Scenario' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'A name that is far longer than thirty characters');
    expect((name as HTMLInputElement).value).toHaveLength(30);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect(stub.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'A name that is far longer than', updateMode: 'information' }),
    );
  });

  it('is read-only for an advisor viewing a client', async () => {
    renderView({ 'GET /api/scenarios': listByTab({ saved: [card] }) }, '/client/scenarios?userId=c1', makeUser({ id: 'adv', role: 'advisor' }));
    await screen.findByRole('article', { name: 'Pay the card' });
    expect(screen.queryByRole('button', { name: 'Add Scenario' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Pay the card' })).toBeNull();
  });
});

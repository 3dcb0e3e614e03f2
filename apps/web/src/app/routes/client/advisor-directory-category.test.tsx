import type { TPublicAdvisorCard } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeConnection } from '../../../test/connections-fixtures';
import { makeAdvisorCard, makeSearchResponse } from '../../../test/directory-fixtures';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../test/render';
import { Component as CategoryPage } from './advisor-directory-category';
import { Component as DirectoryPage } from './advisor-directory';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const EMPTY = 'We’re working on adding more advisors. Please try another advisor category in the meantime.';
const PATTERN = '/client/advisor-directory/:categoryAcr';
const id = (n: number) => `0b5c3a2e-1111-4111-8111-00000000000${n}`;

const NONE = makeAdvisorCard({ id: 'adv-1', firstName: 'Grace', lastName: 'Hopper' });
const SENT = makeAdvisorCard({ id: 'adv-2', firstName: 'Alan', lastName: 'Turing', viewerConnection: { id: id(2), status: 'pending', requestedBy: 'client' } });
const ASKED = makeAdvisorCard({ id: 'adv-3', firstName: 'Ada', lastName: 'Byron', viewerConnection: { id: id(3), status: 'pending', requestedBy: 'advisor' } });
const LINKED = makeAdvisorCard({
  id: 'adv-4',
  firstName: 'Edsger',
  lastName: 'Dijkstra',
  viewerConnection: { id: id(4), status: 'connected', requestedBy: 'client' },
});
const ENDED = makeAdvisorCard({
  id: 'adv-5',
  firstName: 'Barbara',
  lastName: 'Liskov',
  viewerConnection: { id: id(5), status: 'declined', requestedBy: 'client' },
});

function setup(url: string, advisors: TPublicAdvisorCard[] = [NONE, SENT, ASKED, LINKED, ENDED], element = <CategoryPage />) {
  const connection = (status: 'connected' | 'disconnected' | 'pending') => ({ body: { connection: makeConnection({ status }) } });
  const stub = stubFetch({
    'GET /api/directory/advisors': { body: makeSearchResponse({ advisors, place: null, radiusMiles: null }) },
    'POST /api/connections': { status: 201, body: { connection: makeConnection({ status: 'pending', acceptedAt: null }) } },
    [`POST /api/connections/${id(3)}/accept`]: connection('connected'),
    [`POST /api/connections/${id(4)}/disconnect`]: connection('disconnected'),
    'GET /api/session': { body: { user: makeUser() } },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderPage(element, { url, pattern: element.type === CategoryPage ? PATTERN : undefined, user: makeUser() });
  return { ...stub, ...view };
}

const searches = (calls: StubCall[]) => calls.filter((call) => call.url.startsWith('/api/directory/advisors'));
const writes = (calls: StubCall[]) => calls.filter((call) => call.method === 'POST');
const card = (name: string) => screen.findByRole('article', { name });

describe('client advisor directory', () => {
  it('lists the categories and asks for one, loading no advisors until a category is chosen', async () => {
    const { calls } = setup('/client/advisor-directory', [], <DirectoryPage />);
    const nav = screen.getByRole('navigation', { name: 'Advisor categories' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(11);
    expect(links[0]?.getAttribute('href')).toBe('/client/advisor-directory/CFP');
    expect(screen.getByText('Choose an advisor category to see its advisors.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searches(calls)).toEqual([]);
  });

  it('loads nothing for a code that is not a category', async () => {
    const { calls } = setup('/client/advisor-directory/XYZ');
    expect(screen.getByRole('alert').textContent).toBe('Choose one of the advisor categories');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searches(calls)).toEqual([]);
  });

  it("loads the category's advisors everywhere, with a spinner first, the category marked and three columns of cards", async () => {
    const { calls } = setup('/client/advisor-directory/cfp');
    expect(screen.getByRole('status', { name: 'Loading advisors' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Financial Planner (CFP)' })).toBeTruthy();
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(searches(calls).map((call) => call.url)).toEqual(['/api/directory/advisors?categories=CFP&page=1&pageSize=24']);
    const current = within(screen.getByRole('navigation', { name: 'Advisor categories' })).getByRole('link', { current: 'page' });
    expect(current.textContent).toContain('Financial Planner');
    expect(screen.queryByRole('status', { name: 'Loading advisors' })).toBeNull();
  });

  it('searches near the zipCode query and keeps it on the category links', async () => {
    const { calls } = setup('/client/advisor-directory/AEP?zipCode=22201');
    await screen.findAllByRole('article');
    expect(searches(calls)[0]?.url).toBe('/api/directory/advisors?zip=22201&categories=AEP&page=1&pageSize=24');
    const nav = screen.getByRole('navigation', { name: 'Advisor categories' });
    expect(within(nav).getAllByRole('link')[0]?.getAttribute('href')).toBe('/client/advisor-directory/CFP?zipCode=22201');
  });

  it("says the spec's words when the category has no advisors", async () => {
    setup('/client/advisor-directory/CMB', []);
    expect(await screen.findByText(EMPTY)).toBeTruthy();
  });

  it("opens an advisor's profile in a new tab", async () => {
    setup('/client/advisor-directory/CFP');
    const grace = await card('Grace Hopper');
    const link = within(grace).getByRole('link', { name: 'Grace Hopper' });
    expect(link.getAttribute('href')).toBe('/advisor/profile/adv-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("gives each card the action of its state in the spec's words: Connect, 'connection request sent', Accept, Remove; an ended link is Connect again", async () => {
    setup('/client/advisor-directory/CFP');
    expect(within(await card('Grace Hopper')).getByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(within(await card('Alan Turing')).getByRole('button', { name: 'connection request sent' })).toHaveProperty('disabled', true);
    expect(within(await card('Ada Byron')).getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', false);
    expect(within(await card('Edsger Dijkstra')).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(within(await card('Barbara Liskov')).getByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it('Connect opens the funnel and sends a signed-in request with the ZIP code', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/client/advisor-directory/CFP?zipCode=22201');
    await user.click(within(await card('Grace Hopper')).getByRole('button', { name: 'Connect' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Link your Finboard with Advisor' })).getByRole('button', { name: 'Link' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Connection Request' })).getByRole('button', { name: 'Connect' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Share Your Data' })).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('dialog', { name: 'Your Request Has Been Sent!' })).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/connections',
        body: { advisorId: 'adv-1', source: 'Directory', zipCode: '22201', share: { all: true, netWorth: true, cashFlow: true, retirementScore: true } },
      },
    ]);
  });

  it("Accept accepts the advisor's request", async () => {
    const user = userEvent.setup();
    const { calls } = setup('/client/advisor-directory/CFP');
    await user.click(within(await card('Ada Byron')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(writes(calls).map((call) => call.url)).toEqual([`/api/connections/${id(3)}/accept`]));
  });

  it("Remove asks 'Confirm Advisor Disconnect?' first: Go Back sends nothing, Yes, Disconnect ends the link", async () => {
    const user = userEvent.setup();
    const { calls } = setup('/client/advisor-directory/CFP');
    await user.click(within(await card('Edsger Dijkstra')).getByRole('button', { name: 'Remove' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm Advisor Disconnect?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    await user.click(within(await card('Edsger Dijkstra')).getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm Advisor Disconnect?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Disconnect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls).map((call) => call.url)).toEqual([`/api/connections/${id(4)}/disconnect`]);
  });
});

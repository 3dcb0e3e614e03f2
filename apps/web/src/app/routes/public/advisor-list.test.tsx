import type { TAdvisorSearchResponse, TPublicAdvisorCard } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdvisorCard, makeSearchResponse } from '../../../test/directory-fixtures';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../test/render';
import { Component } from './advisor-list';

// The funnel is another component's business: here only that Connect opens it for the right advisor.
vi.mock('../../../features/directory/components/funnel/connect-funnel', () => ({
  ConnectFunnel: ({
    advisor,
    opened,
    onClose,
    source,
    zipCode,
  }: {
    advisor: TPublicAdvisorCard;
    opened: boolean;
    onClose: () => void;
    source?: string;
    zipCode?: string;
  }) =>
    opened ? (
      <div role="dialog" aria-label="Connect funnel">
        {`${advisor.firstName} ${advisor.lastName} from ${source} near ${zipCode}`}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ) : null,
}));

const GRACE = makeAdvisorCard();
const ALAN = makeAdvisorCard({ id: 'adv-2', firstName: 'Alan', lastName: 'Turing', distanceMiles: 12.4 });

type Answer = TAdvisorSearchResponse | { status: number; body: unknown };

function setup({
  url = '/advisor-list/22201',
  user = null,
  answer = () => makeSearchResponse({ advisors: [GRACE, ALAN] }),
}: { url?: string; user?: ReturnType<typeof makeUser> | null; answer?: (params: URLSearchParams) => Answer } = {}) {
  const stub = stubFetch({
    'GET /api/directory/advisors': (call: StubCall) => {
      const result = answer(new URL(call.url, 'http://localhost').searchParams);
      return 'advisors' in result ? { body: result } : result;
    },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderPage(<Component />, { url, pattern: '/advisor-list/:search', user });
  const searches = () => stub.calls.map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));
  return { ...view, ...stub, searches };
}

const card = (name: string) => screen.findByRole('article', { name });
const location = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

describe('/advisor-list/{zip}', () => {
  it('shows the advisors near the ZIP code with the place in the heading, links to profiles and the disclosures', async () => {
    const { searches } = setup();
    expect(screen.getByRole('status', { name: 'Loading advisors' })).toBeTruthy();
    const grace = await card('Grace Hopper');
    expect(screen.getByRole('heading', { level: 1, name: 'Advisors near 22201 (Arlington, VA)' })).toBeTruthy();
    expect(screen.getByText('2 advisors within 25 miles')).toBeTruthy();
    expect(within(grace).getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe('/advisor-profile/adv-1?finboardUser=false');
    expect(screen.getByRole('link', { name: '← Back to Find an Advisor' }).getAttribute('href')).toBe('/advisor-search');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/terms-and-conditions');
    expect(screen.getByText(/CERTIFIED FINANCIAL PLANNER™/)).toBeTruthy();
    expect(searches()).toEqual([{ zip: '22201', radius: '25', page: '1', pageSize: '20' }]);
  });

  it("marks a signed-in user's profile links", async () => {
    setup({ user: makeUser() });
    const grace = await card('Grace Hopper');
    expect(within(grace).getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe('/advisor-profile/adv-1?finboardUser=true');
  });

  it("searches a landing intent's categories", async () => {
    const { searches } = setup({ url: '/advisor-list/22201?intent=invest' });
    await card('Grace Hopper');
    expect(searches()[0]).toMatchObject({ categories: 'CFA,CIC,CFS' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' }).value).toBe('intent:invest');
  });

  it('changes the query with the category, radius and client-type filters, keeping them in the URL', async () => {
    const user = userEvent.setup();
    const { searches, router } = setup();
    await card('Grace Hopper');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'CPA');
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ categories: 'CPA' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), '100');
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ categories: 'CPA', radius: '100' }));

    const chips = screen.getByRole('group', { name: 'Client Types' });
    await user.click(within(chips).getByRole('checkbox', { name: 'Trust' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ clientTypes: 'Trust' }));
    await user.click(within(chips).getByRole('checkbox', { name: 'Divorce' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ clientTypes: 'Divorce,Trust' }));
    expect(location(router)).toBe('/advisor-list/22201?categories=CPA&clientTypes=Divorce%2CTrust&radius=100');

    // All selects every chip and searches every client type, i.e. no client-type filter (that answer was cached).
    await user.click(within(chips).getByRole('checkbox', { name: 'All' }));
    await waitFor(() => expect(location(router)).toBe('/advisor-list/22201?categories=CPA&clientTypes=All&radius=100'));
    expect(
      within(chips)
        .getAllByRole('checkbox')
        .every((chip) => (chip as HTMLInputElement).checked),
    ).toBe(true);
    expect(searches().filter((search) => search.categories === 'CPA' && search.radius === '100' && !search.clientTypes)).toHaveLength(1);
    expect(await card('Grace Hopper')).toBeTruthy();
  });

  it('toggles between grid and list without searching again', async () => {
    const user = userEvent.setup();
    const { calls, router } = setup();
    await card('Grace Hopper');
    expect(screen.getByRole('radio', { name: 'Grid' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: 'List' }));
    expect(screen.getByRole('radio', { name: 'List' })).toHaveProperty('checked', true);
    expect(location(router)).toBe('/advisor-list/22201?view=list');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });

  it('says when the api does not know the ZIP code, and searches again from there', async () => {
    const user = userEvent.setup();
    const { router } = setup({
      url: '/advisor-list/99999?radius=50',
      answer: () => makeSearchResponse({ place: null, zipKnown: false, advisors: [], total: 0 }),
    });
    expect(await screen.findByText("We couldn't find ZIP code 99999. Check it and try again.")).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '123');
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(screen.getByText('Enter a 5-digit ZIP code')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'ZIP code' }));
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '10001');
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(location(router)).toBe('/advisor-list/10001?radius=50');
  });

  it('does not search a path that is not a ZIP code', async () => {
    const { calls } = setup({ url: '/advisor-list/abc' });
    expect(await screen.findByText("We couldn't find ZIP code abc. Check it and try again.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Find an Advisor' }).getAttribute('href')).toBe('/advisor-search');
    expect(calls).toEqual([]);
  });

  it('offers the next wider radius when no advisor is within this one', async () => {
    const user = userEvent.setup();
    const { searches } = setup({
      answer: (params) =>
        params.get('radius') === '50' ? makeSearchResponse({ radiusMiles: 50, advisors: [GRACE] }) : makeSearchResponse({ advisors: [], total: 0 }),
    });
    expect(await screen.findByText('No advisors within 25 miles of 22201.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search within 50 miles' }));
    expect(await card('Grace Hopper')).toBeTruthy();
    expect(searches().at(-1)).toMatchObject({ radius: '50' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Distance' }).value).toBe('50');
  });

  it('offers to clear the filters when they leave nobody, and nothing wider past the widest radius', async () => {
    setup({ url: '/advisor-list/22201?radius=250&categories=JD', answer: () => makeSearchResponse({ advisors: [], total: 0 }) });
    expect(await screen.findByText('No advisors within 250 miles of 22201 match these filters.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Search within/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('pages through the results', async () => {
    const user = userEvent.setup();
    const { searches } = setup({ answer: (params) => makeSearchResponse({ total: 45, page: Number(params.get('page')), pageSize: 20, advisors: [GRACE] }) });
    await card('Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ page: '3' }));
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('says what went wrong when the search fails, with a retry', async () => {
    let fail = true;
    const user = userEvent.setup();
    setup({ answer: () => (fail ? { status: 500, body: {} } : makeSearchResponse()) });
    expect(await screen.findByText('Sorry, something happened, please try another page')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Grace Hopper')).toBeTruthy();
  });

  it('opens the connect funnel for a visitor, with the ZIP code and the Directory source', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(within(await card('Alan Turing')).getByRole('button', { name: 'Connect' }));
    const funnel = await screen.findByRole('dialog', { name: 'Connect funnel' });
    expect(funnel.textContent).toContain('Alan Turing from Directory near 22201');
    await user.click(within(funnel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows a signed-in client's own links: 'connection request sent', Connected, Accept, or Connect", async () => {
    const user = userEvent.setup();
    const pending = makeAdvisorCard({
      id: 'p',
      firstName: 'Pat',
      lastName: 'Pending',
      viewerConnection: { id: 'c1', status: 'pending', requestedBy: 'client' },
    });
    const connected = makeAdvisorCard({
      id: 'c',
      firstName: 'Cy',
      lastName: 'Connected',
      viewerConnection: { id: 'c2', status: 'connected', requestedBy: 'client' },
    });
    const invited = makeAdvisorCard({
      id: 'i',
      firstName: 'Ivy',
      lastName: 'Invited',
      viewerConnection: { id: 'c3', status: 'pending', requestedBy: 'advisor' },
    });
    const ended = makeAdvisorCard({
      id: 'e',
      firstName: 'Ed',
      lastName: 'Ended',
      viewerConnection: { id: 'c4', status: 'disconnected', requestedBy: 'client' },
    });
    setup({ user: makeUser(), answer: () => makeSearchResponse({ advisors: [pending, connected, invited, ended] }) });

    expect(within(await card('Pat Pending')).getByRole('button', { name: 'connection request sent' })).toHaveProperty('disabled', true);
    expect(
      within(await card('Cy Connected'))
        .getByRole('link', { name: 'Connected' })
        .getAttribute('href'),
    ).toBe('/client/board-advisor');
    expect(within(await card('Ivy Invited')).getByRole('button', { name: 'Accept' })).toBeTruthy();
    await user.click(within(await card('Ed Ended')).getByRole('button', { name: 'Connect' }));
    expect((await screen.findByRole('dialog', { name: 'Connect funnel' })).textContent).toContain('Ed Ended');
  });

  it('gives advisors and admins no Connect', async () => {
    setup({ user: makeUser({ role: 'advisor' }) });
    const grace = await card('Grace Hopper');
    expect(within(grace).queryByRole('button', { name: 'Connect' })).toBeNull();
    expect(within(grace).getByRole('link', { name: 'View Profile' })).toBeTruthy();
  });
});

import type { TPublicAdvisorCard, TPublicAdvisorProfile } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdvisorProfile } from '../../../test/directory-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { Component } from './advisor-public-profile';

vi.mock('../../../features/directory/components/funnel/connect-funnel', () => ({
  ConnectFunnel: ({ advisor, opened, onClose }: { advisor: TPublicAdvisorCard; opened: boolean; onClose: () => void }) =>
    opened ? (
      <div role="dialog" aria-label="Connect funnel">
        {`Connect with ${advisor.firstName} ${advisor.lastName}`}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ) : null,
}));

function setup({
  advisor = makeAdvisorProfile(),
  status = 200,
  user = null,
}: { advisor?: TPublicAdvisorProfile; status?: number; user?: ReturnType<typeof makeUser> | null } = {}) {
  const body = status === 200 ? { advisor } : status === 404 ? { error: { code: 'NOT_FOUND', message: 'Advisor not found', requestId: 'r1' } } : {};
  vi.stubGlobal('fetch', stubFetch({ 'GET /api/directory/advisors/adv-1': { status, body } }).fetchStub);
  const view = renderPage(<Component />, { url: '/advisor-profile/adv-1?finboardUser=false', pattern: '/advisor-profile/:id', user });
  return { ...view, where: () => `${view.router.state.location.pathname}${view.router.state.location.search}` };
}

const header = () => screen.findByRole('region', { name: 'Grace Hopper' });

describe('/advisor-profile/{id}', () => {
  it('shows a loading placeholder, then the public profile', async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Loading advisor profile' })).toBeTruthy();
    const top = await header();
    expect(within(top).getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeTruthy();
    expect(within(top).getByText('Financial Planner')).toBeTruthy();
    expect(
      within(within(top).getByRole('list', { name: 'Categories' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Financial Planner (CFP)', 'Estate Planner (AEP)']);
    expect(within(top).getByText('Harbor Wealth')).toBeTruthy();
    expect(within(top).getByText('Arlington, VA')).toBeTruthy();
    expect(within(top).getByRole('img', { name: 'Rated 4.5 out of 5 by 12 clients' })).toBeTruthy();
    expect(within(top).getByText('Member since March 2024')).toBeTruthy();
    expect(within(top).getByText('I help families plan retirement and pass on what they built.')).toBeTruthy();

    const details = screen.getByRole('region', { name: 'Professional Details' });
    expect(within(details).getByText('S7, S66')).toBeTruthy();
    expect(within(details).getByText('> $250k')).toBeTruthy();
    expect(within(details).getByText('CFP®')).toBeTruthy();
    expect(within(within(details).getByRole('list', { name: 'Client Types' })).getAllByRole('listitem')).toHaveLength(5);
    expect(within(details).getByRole('link', { name: 'Firm Website' }).getAttribute('href')).toBe('https://harborwealth.example.com');
    expect(within(details).getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe('https://linkedin.com/in/grace');
    expect(screen.getByRole('link', { name: 'Find an Advisor' }).getAttribute('href')).toBe('/advisor-search');
  });

  it("shows the static 4 stars as 'No ratings yet' before anyone rated, and the company logo", async () => {
    setup({ advisor: makeAdvisorProfile({ rating: { average: null, count: 0 }, companyLogoUrl: 'https://cdn.example.com/logo.png' }) });
    const top = await header();
    expect(within(top).getByRole('img', { name: 'No ratings yet' })).toBeTruthy();
    expect(within(top).getByRole('img', { name: 'Harbor Wealth logo' }).getAttribute('src')).toBe('https://cdn.example.com/logo.png');
  });

  it("'Speak with Advisor' opens the calendar link in a new tab", async () => {
    setup({ advisor: makeAdvisorProfile({ calendarLink: 'cal.example.com/grace' }) });
    const speak = within(await header()).getByRole('link', { name: 'Speak with Advisor' });
    expect(speak.getAttribute('href')).toBe('https://cal.example.com/grace');
    expect(speak.getAttribute('target')).toBe('_blank');
    expect(speak.getAttribute('rel')).toContain('noopener');
  });

  // Spec 02 §2: 'Connect when not logged in goes to /register?advisor={email}&role=client&source=Directory'
  // (the advisor named by id, as every registration link names it).
  it('sends a logged-out Connect to registration with the advisor, role client and source Directory, no dialog', async () => {
    const user = userEvent.setup();
    const { where } = setup({ advisor: makeAdvisorProfile({ calendarLink: '' }) });
    const top = await header();
    expect(within(top).getByRole('button', { name: 'Connect' }).getAttribute('aria-haspopup')).toBeNull();
    await user.click(within(top).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(where()).toBe('/register?advisor=adv-1&role=client&source=Directory'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("sends a logged-out 'Speak with Advisor' without a calendar to registration too", async () => {
    const user = userEvent.setup();
    const { where } = setup({ advisor: makeAdvisorProfile({ calendarLink: '' }) });
    await user.click(within(await header()).getByRole('button', { name: 'Speak with Advisor' }));
    await waitFor(() => expect(where()).toBe('/register?advisor=adv-1&role=client&source=Directory'));
  });

  it("opens the connect dialogs for a signed-in client, from Connect or 'Speak with Advisor' without a calendar", async () => {
    const user = userEvent.setup();
    const { where } = setup({ user: makeUser(), advisor: makeAdvisorProfile({ calendarLink: '' }) });
    const top = await header();
    await user.click(within(top).getByRole('button', { name: 'Speak with Advisor' }));
    const funnel = await screen.findByRole('dialog', { name: 'Connect funnel' });
    expect(funnel.textContent).toContain('Connect with Grace Hopper');
    await user.click(within(funnel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(top).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('dialog', { name: 'Connect funnel' })).toBeTruthy();
    expect(where()).toBe('/advisor-profile/adv-1?finboardUser=false');
  });

  it("shows a client's pending request instead of Connect, and no funnel without a calendar", async () => {
    setup({ user: makeUser(), advisor: makeAdvisorProfile({ calendarLink: '', viewerConnection: { id: 'c1', status: 'pending', requestedBy: 'client' } }) });
    const top = await header();
    expect(within(top).getByRole('button', { name: 'connection request sent' })).toHaveProperty('disabled', true);
    expect(within(top).queryByRole('button', { name: 'Speak with Advisor' })).toBeNull();
  });

  it('gives an advisor the calendar but no Connect', async () => {
    setup({ user: makeUser({ role: 'advisor' }) });
    const top = await header();
    expect(within(top).getByRole('link', { name: 'Speak with Advisor' })).toBeTruthy();
    expect(within(top).queryByRole('button', { name: 'Connect' })).toBeNull();
  });

  it('goes to the not-found page for an unknown advisor', async () => {
    const { where } = setup({ status: 404 });
    await waitFor(() => expect(where()).toBe('/pages/not-found'));
  });

  it('says what went wrong on another failure, with a retry', async () => {
    setup({ status: 500 });
    expect(await screen.findByText('Sorry, something happened, please try another page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

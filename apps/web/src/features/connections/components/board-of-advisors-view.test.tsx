import type { TMyAdvisor, TShareSettings } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMyAdvisor } from '../../../test/connections-fixtures';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../test/render';
import { BoardOfAdvisorsView } from './board-of-advisors-view';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const GRACE = makeMyAdvisor({
  recentViews: [
    { scope: 'cashFlow', label: 'Cash Flow', viewedAt: '2026-11-24T15:42:00.000Z' },
    { scope: 'netWorth', label: 'Net Worth', viewedAt: '2026-11-23T09:05:00.000Z' },
  ],
});
const ALAN = makeMyAdvisor({
  connection: { id: '0b5c3a2e-1111-4111-8111-000000000002', advisorId: 'adv-2', status: 'pending', acceptedAt: null, acceptedFrom: null },
  advisor: { id: 'adv-2', firstName: 'Alan', lastName: 'Turing', calendarLink: null, addressLine: '' },
});
const GRACE_ID = GRACE.connection.id;

/** The api as a small store: disconnect drops the row, a share update is kept, every read sees it. */
function setup(advisors: TMyAdvisor[] = [GRACE, ALAN]) {
  return setupWith({}, advisors);
}

function setupWith(routes: Parameters<typeof stubFetch>[0], advisors: TMyAdvisor[] = [GRACE, ALAN]) {
  let rows = advisors;
  const stub = stubFetch({
    ...routes,
    'GET /api/connections/advisors': () => ({ body: { advisors: rows } }),
    [`POST /api/connections/${GRACE_ID}/disconnect`]: () => {
      const ended = { ...GRACE.connection, status: 'disconnected', endedAt: '2026-11-25T10:00:00.000Z', endedBy: 'client' };
      rows = rows.filter((row) => row.connection.id !== GRACE_ID);
      return { body: { connection: ended } };
    },
    [`PUT /api/connections/${GRACE_ID}/share`]: (call: StubCall) => {
      const share = call.body as TShareSettings;
      rows = rows.map((row) => (row.connection.id === GRACE_ID ? { ...row, connection: { ...row.connection, share } } : row));
      return { body: { connection: { ...GRACE.connection, share } } };
    },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderPage(<BoardOfAdvisorsView />, { url: '/client/board-advisor', user: makeUser() });
  return { ...stub, ...view };
}

const rowOf = async (name: string) => screen.findByRole('article', { name });
const switchesOf = (row: HTMLElement) =>
  Object.fromEntries(
    ['All', 'Net Worth', 'Cash Flow', 'Retirement Score'].map((name) => [name, within(row).getByRole<HTMLInputElement>('switch', { name }).checked]),
  );
const writes = (calls: StubCall[]) => calls.filter((call) => call.method !== 'GET');

describe('Board of Advisors', () => {
  it('shows a connected advisor with the date, calendar, Disconnect, switches and recent views', async () => {
    setup();
    const grace = await rowOf('Grace Hopper');
    expect(within(grace).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/advisor/profile/adv-1');
    expect(within(grace).getByText('1 Harbor Way, Arlington, VA 22201')).toBeTruthy();
    expect(within(grace).getByText('Connected Since 24 Nov, 2026')).toBeTruthy();
    const calendar = within(grace).getByRole('link', { name: 'Calendar' });
    expect(calendar.getAttribute('href')).toBe('https://cal.example.com/grace');
    expect(calendar.getAttribute('target')).toBe('_blank');
    expect(calendar.getAttribute('rel')).toContain('noopener');
    expect(within(grace).getByRole('button', { name: 'Disconnect' })).toHaveProperty('disabled', false);
    expect(switchesOf(grace)).toEqual({ All: true, 'Net Worth': true, 'Cash Flow': true, 'Retirement Score': true });
    expect(within(grace).getByText('Recent views')).toBeTruthy();
    const views = within(grace)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(views).toEqual(['Viewed your Cash Flow, 24 Nov, 2026 10:42 AM', 'Viewed your Net Worth, 23 Nov, 2026 04:05 AM']);
  });

  it('shows a pending advisor with the request date and a disabled Pending, without switches', async () => {
    setup();
    const alan = await rowOf('Alan Turing');
    expect(within(alan).getByText('Requested 20 Nov, 2026')).toBeTruthy();
    expect(within(alan).getByRole('button', { name: 'Pending' })).toHaveProperty('disabled', true);
    expect(within(alan).queryByRole('button', { name: 'Disconnect' })).toBeNull();
    expect(within(alan).queryByRole('link', { name: 'Calendar' })).toBeNull();
    expect(within(alan).queryByRole('switch')).toBeNull();
    expect(within(alan).queryByText('Recent views')).toBeNull();
  });

  it("withdraws the client's own pending request", async () => {
    const { calls } = setupWith({
      [`POST /api/connections/${ALAN.connection.id}/disconnect`]: () => ({ body: { connection: { ...ALAN.connection, status: 'disconnected' } } }),
    });
    const user = userEvent.setup();
    await user.click(within(await rowOf('Alan Turing')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(writes(calls).map((call) => `${call.method} ${call.url}`)).toEqual([`POST /api/connections/${ALAN.connection.id}/disconnect`]));
  });

  it("answers an advisor's request from the Board: Accept and Decline instead of Pending", async () => {
    const invited = { ...ALAN, connection: { ...ALAN.connection, requestedBy: 'advisor' as const } };
    const { calls } = setupWith(
      { [`POST /api/connections/${ALAN.connection.id}/accept`]: () => ({ body: { connection: { ...invited.connection, status: 'connected' } } }) },
      [GRACE, invited],
    );
    const alan = await rowOf('Alan Turing');
    expect(within(alan).getByText('Invited you 20 Nov, 2026')).toBeTruthy();
    expect(within(alan).queryByRole('button', { name: 'Pending' })).toBeNull();
    expect(within(alan).getByRole('button', { name: 'Decline' })).toBeTruthy();
    await userEvent.setup().click(within(alan).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(writes(calls).map((call) => `${call.method} ${call.url}`)).toEqual([`POST /api/connections/${ALAN.connection.id}/accept`]));
  });

  it("says 'No views yet' before an advisor has read anything", async () => {
    setup([makeMyAdvisor()]);
    expect(within(await rowOf('Grace Hopper')).getByText('No views yet')).toBeTruthy();
  });

  it('disconnects only after both confirmations, then drops the row', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(within(await rowOf('Grace Hopper')).getByRole('button', { name: 'Disconnect' }));

    const explain = await screen.findByRole('dialog', { name: 'Financial Account Disconnect Confirm' });
    expect(within(explain).getByText('Once your account is disconnected, you can no longer see this data.')).toBeTruthy();
    await user.click(within(explain).getByRole('button', { name: 'More Info' }));
    expect(await screen.findByText(/they can no longer open your accounts, cash flow or plans/)).toBeTruthy();
    await user.click(within(explain).getByRole('button', { name: 'Confirm Disconnect' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm Advisor Disconnect?' });
    expect(within(confirm).getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Disconnect' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Grace Hopper' })).toBeNull());
    expect(writes(calls)).toEqual([{ method: 'POST', url: `/api/connections/${GRACE_ID}/disconnect`, body: {} }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('article', { name: 'Alan Turing' })).toBeTruthy();
  });

  it('sends nothing when the client goes back', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(within(await rowOf('Grace Hopper')).getByRole('button', { name: 'Disconnect' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Disconnect' }));
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);
    expect(screen.getByRole('article', { name: 'Grace Hopper' })).toBeTruthy();
  });

  it('saves each switch by the All rules', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const grace = await rowOf('Grace Hopper');
    const flip = async (name: string) => {
      const before = writes(calls).length;
      await user.click(within(grace).getByRole('switch', { name }));
      await waitFor(() => expect(writes(calls)).toHaveLength(before + 1));
      await waitFor(() => expect(within(grace).getByRole('switch', { name })).toHaveProperty('disabled', false));
      return writes(calls).at(-1);
    };

    // One off of three: All stays on (it goes off only when all three are off).
    expect(await flip('Net Worth')).toMatchObject({
      method: 'PUT',
      url: `/api/connections/${GRACE_ID}/share`,
      body: { all: true, netWorth: false, cashFlow: true, retirementScore: true },
    });
    expect((await flip('Cash Flow'))?.body).toEqual({ all: true, netWorth: false, cashFlow: false, retirementScore: true });
    expect((await flip('Retirement Score'))?.body).toEqual({ all: false, netWorth: false, cashFlow: false, retirementScore: false });
    expect(switchesOf(grace)).toEqual({ All: false, 'Net Worth': false, 'Cash Flow': false, 'Retirement Score': false });

    // All on turns every switch on; All off turns every switch off.
    expect((await flip('All'))?.body).toEqual({ all: true, netWorth: true, cashFlow: true, retirementScore: true });
    expect(switchesOf(grace)).toEqual({ All: true, 'Net Worth': true, 'Cash Flow': true, 'Retirement Score': true });
    expect((await flip('All'))?.body).toEqual({ all: false, netWorth: false, cashFlow: false, retirementScore: false });

    // All three on again sets All on.
    await flip('Net Worth');
    await flip('Cash Flow');
    expect(switchesOf(grace).All).toBe(false);
    expect((await flip('Retirement Score'))?.body).toEqual({ all: true, netWorth: true, cashFlow: true, retirementScore: true });
  });

  it("opens a pending advisor's sharing in the dialog and closes it", async () => {
    const user = userEvent.setup();
    setup();
    await user.click(within(await rowOf('Alan Turing')).getByRole('button', { name: 'Sharing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sharing' });
    expect(within(dialog).getByText('Choose what Alan Turing can see once your request is accepted.')).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'All' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('points to Advisor Search when there are no advisors', async () => {
    setup([]);
    expect(await screen.findByText('You have no advisors yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Advisor Search' }).getAttribute('href')).toBe('/client/advisor-search');
  });
});

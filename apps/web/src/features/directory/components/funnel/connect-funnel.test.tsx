import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeConnection } from '../../../../test/connections-fixtures';
import { makeAdvisorCard } from '../../../../test/directory-fixtures';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../../test/render';
import { readPendingConnection } from '../../../../lib/pending-connection';
import { ConnectFunnel } from './connect-funnel';

const GRACE = makeAdvisorCard();
const ALREADY = 'A connection request is already waiting for an answer.';

function setup({ signedIn = true, refuse = false, source, zipCode }: { signedIn?: boolean; refuse?: boolean; source?: string; zipCode?: string } = {}) {
  const onClose = vi.fn();
  const stub = stubFetch({
    'POST /api/connections': (call: StubCall) =>
      refuse
        ? { status: 409, body: { error: { code: 'CONFLICT', message: ALREADY, requestId: 'r1' } } }
        : { status: 201, body: { connection: makeConnection({ status: 'pending', acceptedAt: null, acceptedFrom: null, ...(call.body as object) }) } },
    'GET /api/session': { body: { user: signedIn ? makeUser() : null } },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderPage(<ConnectFunnel advisor={GRACE} opened onClose={onClose} source={source} zipCode={zipCode} />, {
    url: '/advisor-list/22201',
    user: signedIn ? makeUser() : null,
  });
  return { ...stub, ...view, onClose };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const switches = (within_: HTMLElement) =>
  Object.fromEntries(
    ['All', 'Net Worth', 'Cash Flow', 'Retirement Score'].map((name) => [name, within(within_).getByRole<HTMLInputElement>('switch', { name }).checked]),
  );

async function toShareStep(user: ReturnType<typeof userEvent.setup>) {
  const link = await dialog('Link your Finboard with Advisor');
  await user.click(within(link).getByRole('button', { name: 'Link' }));
  const request = await dialog('Connection Request');
  await user.click(within(request).getByRole('button', { name: 'Connect' }));
  return dialog('Share Your Data');
}

afterEach(() => sessionStorage.clear());

describe('ConnectFunnel', () => {
  it('walks the link modal, the request modal (charged monthly while shared) and the share step, one at a time', async () => {
    const user = userEvent.setup();
    setup();
    const link = await dialog('Link your Finboard with Advisor');
    expect(within(link).getByText('Grace Hopper')).toBeTruthy();
    expect(within(link).getByText('Financial Planner · Harbor Wealth · Arlington, VA')).toBeTruthy();
    expect(within(link).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await user.click(within(link).getByRole('button', { name: 'Link' }));

    const request = await dialog('Connection Request');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(request).getByText(/charged monthly while shared/)).toBeTruthy();
    expect(within(request).getByRole('button', { name: 'Decline' })).toBeTruthy();
    await user.click(within(request).getByRole('button', { name: 'Connect' }));

    const share = await dialog('Share Your Data');
    expect(switches(share)).toEqual({ All: true, 'Net Worth': true, 'Cash Flow': true, 'Retirement Score': true });
  });

  it('closes with Cancel on the link modal and Decline on the request, sending nothing', async () => {
    const user = userEvent.setup();
    const { onClose, calls } = setup();
    await user.click(within(await dialog('Link your Finboard with Advisor')).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(await dialog('Link your Finboard with Advisor')).getByRole('button', { name: 'Link' }));
    await user.click(within(await dialog('Connection Request')).getByRole('button', { name: 'Decline' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('is keyboard driven: the primary button has the focus and Enter moves on', async () => {
    const user = userEvent.setup();
    setup();
    await dialog('Link your Finboard with Advisor');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Link'));
    await user.keyboard('{Enter}');
    await dialog('Connection Request');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Connect'));
  });

  it('follows the All rules: all three off turns All off, all three on turns it on, All on turns all on', async () => {
    const user = userEvent.setup();
    setup();
    const share = await toShareStep(user);
    const flip = (name: string) => user.click(within(share).getByRole('switch', { name }));

    await flip('Net Worth');
    expect(switches(share)).toEqual({ All: true, 'Net Worth': false, 'Cash Flow': true, 'Retirement Score': true });
    await flip('Cash Flow');
    await flip('Retirement Score');
    expect(switches(share)).toEqual({ All: false, 'Net Worth': false, 'Cash Flow': false, 'Retirement Score': false });
    await flip('Net Worth');
    await flip('Cash Flow');
    await flip('Retirement Score');
    expect(switches(share)['All']).toBe(true);
    await flip('All');
    expect(switches(share)).toEqual({ All: false, 'Net Worth': false, 'Cash Flow': false, 'Retirement Score': false });
    await flip('All');
    expect(switches(share)).toEqual({ All: true, 'Net Worth': true, 'Cash Flow': true, 'Retirement Score': true });
  });

  it('sends a signed-in request with the source, ZIP code and switches, then says it was sent', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = setup({ zipCode: '22201' });
    const share = await toShareStep(user);
    await user.click(within(share).getByRole('switch', { name: 'Cash Flow' }));
    await user.click(within(share).getByRole('button', { name: 'Send Request' }));

    const sent = await dialog('Your Request Has Been Sent!');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/connections',
        body: { advisorId: 'adv-1', source: 'Directory', zipCode: '22201', share: { all: true, netWorth: true, cashFlow: false, retirementScore: true } },
      },
    ]);
    expect(within(sent).queryByRole('button', { name: 'Get Started' })).toBeNull();
    await user.click(within(sent).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("uses the page's source and leaves out a ZIP code that is not one", async () => {
    const user = userEvent.setup();
    const { calls } = setup({ source: 'Landing', zipCode: 'everywhere' });
    await user.click(within(await toShareStep(user)).getByRole('button', { name: 'Send Request' }));
    await dialog('Your Request Has Been Sent!');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      advisorId: 'adv-1',
      source: 'Landing',
      share: { all: true, netWorth: true, cashFlow: true, retirementScore: true },
    });
  });

  it("shows the server's refusal in the modal and stays on the share step", async () => {
    const user = userEvent.setup();
    setup({ refuse: true });
    const share = await toShareStep(user);
    await user.click(within(share).getByRole('button', { name: 'Send Request' }));
    expect((await within(share).findByRole('alert')).textContent).toBe(ALREADY);
    expect(screen.queryByRole('dialog', { name: 'Your Request Has Been Sent!' })).toBeNull();
  });

  it('signed out: sends nothing, keeps the switches and Get Started opens the registration for this advisor', async () => {
    const user = userEvent.setup();
    const { calls } = setup({ signedIn: false });
    const share = await toShareStep(user);
    await user.click(within(share).getByRole('switch', { name: 'Retirement Score' }));
    await user.click(within(share).getByRole('button', { name: 'Send Request' }));

    const sent = await dialog('Your Request Has Been Sent!');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(readPendingConnection()).toEqual({
      advisorId: 'adv-1',
      source: 'Directory',
      share: { all: true, netWorth: true, cashFlow: true, retirementScore: false },
    });
    await user.click(within(sent).getByRole('button', { name: 'Get Started' }));
    expect(screen.getByTestId('location').textContent).toBe('/register?advisorConnect=adv-1&finboardUser=false');
  });

  it('starts again at the link modal when opened again', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', stubFetch({}).fetchStub);
    function Harness() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Open
          </button>
          <ConnectFunnel advisor={GRACE} opened={opened} onClose={() => setOpened(false)} />
        </>
      );
    }
    renderPage(<Harness />, { url: '/client/advisor-directory/CFP', user: makeUser() });
    const share = await toShareStep(user);
    await user.click(within(share).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await dialog('Link your Finboard with Advisor')).toBeTruthy();
  });
});

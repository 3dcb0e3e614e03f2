import type { TShareSettings } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMyAdvisor } from '../../../test/connections-fixtures';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../test/render';
import { ShareSwitchesDialog } from './share-switches-dialog';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const GRACE = makeMyAdvisor({ connection: { share: { all: false, netWorth: true, cashFlow: false, retirementScore: false } } });
const ID = GRACE.connection.id;

function setup(connectionId: string | null = ID) {
  const onClose = vi.fn();
  const stub = stubFetch({
    'GET /api/connections/advisors': { body: { advisors: [GRACE] } },
    [`PUT /api/connections/${ID}/share`]: (call: StubCall) => ({ body: { connection: { ...GRACE.connection, share: call.body as TShareSettings } } }),
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<ShareSwitchesDialog connectionId={connectionId} onClose={onClose} />, { url: '/notifications', user: makeUser() });
  return { ...stub, onClose };
}

describe('Congratulations dialog', () => {
  it("shows the connection's switches under the spec's title and closes with Close", async () => {
    const user = userEvent.setup();
    const { onClose } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations' });
    expect(await within(dialog).findByText('Choose what Grace Hopper can see.')).toBeTruthy();
    const checked = ['All', 'Net Worth', 'Cash Flow', 'Retirement Score'].map((name) => within(dialog).getByRole<HTMLInputElement>('switch', { name }).checked);
    expect(checked).toEqual([false, true, false, false]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('turns every switch on with All', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations' });
    await user.click(await within(dialog).findByRole('switch', { name: 'All' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ all: true, netWorth: true, cashFlow: true, retirementScore: true });
  });

  it('stays closed and reads nothing without a connection', () => {
    const { calls } = setup(null);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });
});

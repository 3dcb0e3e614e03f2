import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeInstitution } from '../../../test/accounts-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { notify, notifyError, notifySuccess } from '../../../lib/notify';
import { AccountsView } from './accounts-view';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn(), notifyError: vi.fn(), notifySuccess: vi.fn() }));

const UPGRADE = 'You should upgrade your plan to paid plan or connect the advisor to link your bank.';
const SUMMIT = makeInstitution({ id: 'i-1', name: 'Summit Savings Bank', linkedAt: '2024-03-05T14:07:00.000Z', assetsCents: 900_000 });
const REDWOOD = makeInstitution({
  id: 'i-2',
  name: 'Redwood Bank',
  linkedAt: '2024-01-10T17:00:00.000Z',
  needsLogin: true,
  errorCode: 'ITEM_LOGIN_REQUIRED',
  assetsCents: 100,
});
const TOKEN = { linkToken: 'link-sandbox-1', expiration: '2999-01-01T00:00:00.000Z', provider: 'sandbox' };

function setup(routes: Parameters<typeof stubFetch>[0] = {}, url = '/client/accounts', user = makeUser()) {
  const stub = stubFetch({
    'GET /api/institutions': { body: { institutions: [REDWOOD, SUMMIT] } },
    'POST /api/institutions/link-token': { body: TOKEN },
    ...routes,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderPage(<AccountsView />, { url, pattern: '/client/accounts', user });
  return { ...stub, ...view };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('Connected Accounts', () => {
  it('lists institutions largest first, with Date Linked and the login state', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Ada Lovelace > Financial Info > Connected Accounts' })).toBeTruthy();
    const summit = await rowOf('Summit Savings Bank');
    expect(within(summit).getByText('05 Mar, 2024 09:07 AM')).toBeTruthy();
    expect(within(summit).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/client/account-details/Summit%20Savings%20Bank?id=i-1');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      expect.stringContaining('Summit Savings Bank'),
      expect.stringContaining('Redwood Bank'),
    ]);

    const redwood = await rowOf('Redwood Bank');
    expect(redwood.querySelector('[data-needs-login]')).not.toBeNull();
    expect(summit.querySelector('[data-needs-login]')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: '+ Connect Account' })).toHaveProperty('disabled', false));
    expect(screen.getByRole('link', { name: '+ Create Account' }).getAttribute('href')).toBe('/manual-account');
    expect(screen.getByRole('link', { name: 'Import from a file' }).getAttribute('href')).toBe('/client/import');
  });

  it('sorts Small to Large', async () => {
    const user = userEvent.setup();
    setup();
    await rowOf('Summit Savings Bank');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Small to Large');
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
    expect(names[0]).toContain('Redwood Bank');
  });

  it('offers Refresh Login with the spec sentences for a bank that needs login', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(within(await rowOf('Redwood Bank')).getByRole('button', { name: 'Refresh Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Institution' });
    expect(within(dialog).getByText("From time to time you'll need to update your login credentials to stay connected with Finboard.")).toBeTruthy();
    expect(within(dialog).getByText('Please login to your financial institution to keep your data current in your Finboard.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Update Credentials' })).toBeTruthy();
  });

  it('keeps APPLY disabled while no institution is ticked, then filters', async () => {
    const user = userEvent.setup();
    setup();
    await rowOf('Summit Savings Bank');
    await user.click(screen.getByRole('button', { name: 'All Accounts' }));
    const apply = await screen.findByRole('button', { name: 'APPLY' });
    expect(apply).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(apply).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Redwood Bank' }));
    expect(apply).toHaveProperty('disabled', false);
    await user.click(apply);
    await waitFor(() => expect(screen.queryByText('Summit Savings Bank')).toBeNull());
    expect(screen.getByText('Redwood Bank')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 of 2 Accounts' })).toBeTruthy();
  });

  it('sends a client without a paid plan or advisor to /billing with the message', async () => {
    const user = userEvent.setup();
    setup({ 'POST /api/institutions/link-token': { status: 403, body: { error: { code: 'FORBIDDEN', message: UPGRADE } } } });
    const connect = screen.getByRole('button', { name: '+ Connect Account' });
    await waitFor(() => expect(connect).toHaveProperty('disabled', false));
    await user.click(connect);
    expect((await screen.findByTestId('location')).textContent).toBe('/billing');
    expect(notifyError).toHaveBeenCalledWith(UPGRADE, expect.any(String));
  });

  it('deletes an institution after the confirm', async () => {
    const user = userEvent.setup();
    const { calls } = setup({ 'DELETE /api/institutions/i-1': { body: { ok: true } } });
    await user.click(within(await rowOf('Summit Savings Bank')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Institution' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/institutions/i-1')).toBe(true));
  });

  it("shows an advisor the client's accounts read-only", async () => {
    const { calls } = setup({}, '/client/accounts?userId=client-9', makeUser({ id: 'adv-1', role: 'advisor' }));
    const redwood = await rowOf('Redwood Bank');
    expect(screen.getByRole('heading', { name: 'Client > Financial Info > Connected Accounts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Connect Account' })).toBeNull();
    expect(screen.queryByRole('link', { name: '+ Create Account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import from a file' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    expect(within(redwood).queryByRole('button', { name: 'Refresh Login' })).toBeNull();
    expect(within(redwood).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/client/account-details/Redwood%20Bank?id=i-2&userId=client-9',
    );
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/institutions?userId=client-9']);
  });

  it("says 'No Accounts' when there are none", async () => {
    setup({ 'GET /api/institutions': { body: { institutions: [] } } });
    expect(await screen.findByText('No Accounts')).toBeTruthy();
  });

  it('Sync Now says what the sync brought: up to date, not fully updated (which parts), or a login needed', async () => {
    const user = userEvent.setup();
    const answers = [
      { ...SUMMIT, lastSyncedAt: '2024-03-05T14:07:00.000Z' },
      { ...SUMMIT, incompleteParts: ['liabilities'], lastSyncedAt: '2024-03-05T14:07:00.000Z' },
      { ...SUMMIT, needsLogin: true, errorCode: 'ITEM_LOGIN_REQUIRED' },
    ];
    let call = 0;
    setup({ [`POST /api/institutions/${SUMMIT.id}/sync`]: () => ({ body: { institution: answers[call++] } }) });
    const summit = await rowOf('Summit Savings Bank');
    for (let attempt = 0; attempt < answers.length; attempt += 1) {
      await user.click(within(summit).getByRole('button', { name: 'More actions for Summit Savings Bank' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Sync Now' }));
    }
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Summit Savings Bank needs you to log in to the bank again (Refresh Login).', 'Not synced'));
    expect(notifySuccess).toHaveBeenCalledWith('Summit Savings Bank is up to date.', 'Synced');
    expect(notify).toHaveBeenCalledWith({
      color: 'orange',
      title: 'Not fully updated',
      message: 'The bank did not send liabilities at the last update. What was saved before is shown since 05 Mar, 2024 09:07 AM; we will try again.',
    });
  });
});

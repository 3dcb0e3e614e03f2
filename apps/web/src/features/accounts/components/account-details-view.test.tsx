import type { TAccount } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount, makeInstitution } from '../../../test/accounts-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { AccountDetailsView } from './account-details-view';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const INSTITUTION = makeInstitution({ id: 'i-1', name: 'Summit Savings Bank' });
const CHECKING = makeAccount({ id: 'a-1', name: 'Everyday Checking', amountCents: 250_049 });
const BROKERAGE = makeAccount({
  id: 'a-2',
  name: 'Brokerage Account',
  accountType: 'investment',
  accountSubtype: 'brokerage',
  amountCents: 1_000_000,
  hasHoldings: true,
  isCash: false,
});
const CARD = makeAccount({
  id: 'a-3',
  name: 'Rewards Card',
  accountType: 'credit',
  accountSubtype: 'credit card',
  balanceType: 'liabilities',
  amountCents: 50_000,
  assetKey: null,
  liabilityKey: 'credit',
});
const HOUSE = makeAccount({
  id: 'a-4',
  name: 'My House',
  accountType: 'property',
  accountSubtype: 'primary residence',
  isManualRecord: true,
  isCash: false,
  amountCents: 30_000_000,
});

function setup(accounts: TAccount[] | (() => TAccount[]), url = '/client/account-details/Summit%20Savings%20Bank?id=i-1', user = makeUser()) {
  const list = typeof accounts === 'function' ? accounts : () => accounts;
  const stub = stubFetch({
    'GET /api/institutions/i-1/accounts': () => ({ body: { institution: INSTITUTION, accounts: list() } }),
    'DELETE /api/accounts/a-1': { body: { ok: true } },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderPage(<AccountDetailsView />, { url, pattern: '/client/account-details/:institutionName', user }) };
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('account details', () => {
  it('shows the total, the donut legend and the asset rows with their links', async () => {
    setup([CHECKING, BROKERAGE, CARD]);
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace > Financial Info > Summit Savings Bank' })).toBeTruthy();
    expect((await screen.findByTestId('institution-total')).textContent).toBe('$12,000');
    expect(selectedTab()).toBe('Assets');
    expect(screen.getByRole('link', { name: 'Everyday Checking' }).getAttribute('href')).toBe('/client/account-cash-flow/a-1');
    expect(screen.getByRole('link', { name: 'Brokerage Account' }).getAttribute('href')).toBe('/client/invest-portfolio/a-2');
    const checking = screen.getByText('Everyday Checking').closest('tr') as HTMLElement;
    expect(within(checking).getByText('$2,500')).toBeTruthy();
    expect(within(checking).getByText('2024-05-01')).toBeTruthy();
    const legend = await screen.findByRole('list', { name: 'Legend' }, { timeout: 5000 });
    expect(within(legend).getByText('Brokerage')).toBeTruthy();
  });

  it('opens Liabilities first when there are no assets, or when asked with ?liabilities', async () => {
    setup([CARD]);
    await screen.findByText('Rewards Card');
    expect(selectedTab()).toBe('Liabilities');
  });

  it('opens Liabilities first with ?liabilities', async () => {
    setup([CHECKING, CARD], '/client/account-details/Summit%20Savings%20Bank?id=i-1&liabilities=true');
    await screen.findByText('Rewards Card');
    expect(selectedTab()).toBe('Liabilities');
  });

  it('searches names and sorts by amount', async () => {
    const user = userEvent.setup();
    setup([CHECKING, BROKERAGE, HOUSE]);
    await screen.findByText('Everyday Checking');
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(['My House', 'Brokerage Account', 'Everyday Checking']);
    await user.selectOptions(screen.getByLabelText('Sort by amount'), 'Ascending');
    expect(names()).toEqual(['Everyday Checking', 'Brokerage Account', 'My House']);
    await user.type(screen.getByRole('textbox', { name: 'Search Now' }), 'BROK');
    expect(names()).toEqual(['Brokerage Account']);
  });

  it('offers Edit for manual records only', async () => {
    const user = userEvent.setup();
    setup([CHECKING, HOUSE]);
    await user.click(await screen.findByRole('button', { name: 'Actions for Everyday Checking' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for My House' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/manual-account-input?edit=true&institutionId=11111111-1111-4111-8111-111111111111&accountId=a-4',
    );
  });

  it('goes back to the accounts list when the last account is deleted', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { calls } = setup(() => (deleted ? [] : [CHECKING]));
    await user.click(await screen.findByRole('button', { name: 'Actions for Everyday Checking' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
    expect(within(dialog).getByText('Are you sure you want to delete this account?')).toBeTruthy();
    deleted = true;
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/client/accounts');
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/accounts/a-1')).toBe(true);
  });

  it('is read-only for an advisor, and passes the userId on', async () => {
    const { calls } = setup([CHECKING], '/client/account-details/Summit%20Savings%20Bank?id=i-1&userId=c-9', makeUser({ id: 'adv', role: 'advisor' }));
    expect((await screen.findByRole('link', { name: 'Everyday Checking' })).getAttribute('href')).toBe('/client/account-cash-flow/a-1?userId=c-9');
    expect(screen.queryByRole('button', { name: 'Actions for Everyday Checking' })).toBeNull();
    expect(calls[0]?.url).toBe('/api/institutions/i-1/accounts?userId=c-9');
  });

  it('finds the institution by name when the link has no id', async () => {
    const stub = stubFetch({
      'GET /api/institutions': { body: { institutions: [INSTITUTION] } },
      'GET /api/institutions/i-1/accounts': { body: { institution: INSTITUTION, accounts: [CHECKING] } },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AccountDetailsView />, {
      url: '/client/account-details/Summit%20Savings%20Bank',
      pattern: '/client/account-details/:institutionName',
      user: makeUser(),
    });
    expect(await screen.findByText('Everyday Checking')).toBeTruthy();
    await waitFor(() => expect(stub.calls.map((call) => call.url)).toContain('/api/institutions/i-1/accounts'));
  });
});

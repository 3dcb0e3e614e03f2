import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeInstitution } from '../../../test/accounts-fixtures';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../test/render';
import { AccountsView } from './accounts-view';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const REDWOOD = makeInstitution({ id: '22222222-2222-4222-8222-222222222222', name: 'Redwood Bank', needsLogin: true, errorCode: 'ITEM_LOGIN_REQUIRED' });
const BANKS = [
  { institutionId: 'ins_sbx_redwood', name: 'Redwood Bank', logoUrl: null, primaryColor: '#8b0000' },
  { institutionId: 'ins_sbx_evergreen', name: 'Evergreen Credit Union', logoUrl: null, primaryColor: '#006400' },
];
const WRONG = 'The provided credentials were not correct. Please try again.';

function setup() {
  const stub = stubFetch({
    'GET /api/institutions': { body: { institutions: [REDWOOD] } },
    'POST /api/institutions/link-token': (call) => ({
      body: {
        linkToken: (call.body as { institutionId?: string }).institutionId ? 'link-update' : 'link-new',
        expiration: '2999-01-01T00:00:00.000Z',
        provider: 'sandbox',
      },
    }),
    'GET /api/sandbox/institutions': { body: { institutions: BANKS } },
    'POST /api/sandbox/public-token': (call: StubCall) =>
      (call.body as { password: string }).password === 'pass_good'
        ? { body: { publicToken: 'public-sandbox-1' } }
        : { status: 400, body: { error: { code: 'VALIDATION', message: WRONG, field: 'password' } } },
    'POST /api/institutions': { status: 201, body: { institution: makeInstitution({ name: 'Evergreen Credit Union' }) } },
    [`POST /api/institutions/${REDWOOD.id}/relink`]: { body: { institution: { ...REDWOOD, needsLogin: false, errorCode: null } } },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<AccountsView />, { url: '/client/accounts', user: makeUser({ plan: 'paid' }) });
  return stub;
}

describe('sandbox bank link', () => {
  it('picks a bank, checks the credentials at the bank, links it and says so', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const connect = screen.getByRole('button', { name: '+ Connect Account' });
    await waitFor(() => expect(connect).toHaveProperty('disabled', false));
    await user.click(connect);

    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByRole('textbox', { name: 'Search institutions' }), 'ever');
    expect(within(dialog).queryByRole('button', { name: 'Redwood Bank' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Evergreen Credit Union' }));

    expect(within(dialog).getByText('Sandbox bank: use user_good / pass_good')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Username'), 'user_good');
    await user.type(within(dialog).getByLabelText('Password'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(WRONG)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'pass_good');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Success!')).toBeTruthy();

    const link = calls.find((call) => call.method === 'POST' && call.url === '/api/institutions');
    expect(link?.body).toEqual({ publicToken: 'public-sandbox-1', institutionId: 'ins_sbx_evergreen', institutionName: 'Evergreen Credit Union' });
    expect(calls.find((call) => call.url === '/api/sandbox/public-token')?.body).toMatchObject({ linkToken: 'link-new', institutionId: 'ins_sbx_evergreen' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refreshes a login in update mode: the bank is known, the item is relinked', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Refresh Login' }));
    await user.click(await screen.findByRole('button', { name: 'Update Credentials' }));

    const username = await screen.findByLabelText('Username');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.type(username, 'user_good');
    await user.type(screen.getByLabelText('Password'), 'pass_good');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your Redwood Bank login is up to date.')).toBeTruthy();

    expect(
      calls.find((call) => call.url === '/api/institutions/link-token' && typeof call.body === 'object' && call.body !== null && 'institutionId' in call.body)
        ?.body,
    ).toEqual({ institutionId: REDWOOD.id });
    expect(calls.find((call) => call.url === '/api/sandbox/public-token')?.body).toMatchObject({ linkToken: 'link-update', institutionId: 'ins_sbx_redwood' });
    expect(calls.find((call) => call.url.endsWith('/relink'))?.body).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

import { PORTABILITY_MESSAGES } from '@finboard/domain/portability';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { AccountDataView } from './account-data-view';

afterEach(() => vi.unstubAllGlobals());

const KEPT = 'By law we keep your invoices for 6 years.';
const ready = {
  id: 'e1',
  status: 'ready',
  downloadUrl: '/api/account-data/exports/e1/download',
  byteSize: 2048,
  createdAt: '2026-01-01T10:00:00.000Z',
  expiresAt: '2026-01-02T10:00:00.000Z',
};

describe('the account data page', () => {
  it('prepares a download and offers its link once ready', async () => {
    let latest: unknown = null;
    const stub = stubFetch({
      'GET /api/account-data': () => ({ body: { latestExport: latest, hasPassword: true, keptAfterDeletion: KEPT, advisorTies: null } }),
      'POST /api/account-data/exports': () => {
        latest = ready;
        return { body: { ...ready, status: 'pending', downloadUrl: null } };
      },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AccountDataView />, { url: '/account-data', user: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    const link = await screen.findByRole('link', { name: 'Download your data (ZIP)' });
    expect(link.getAttribute('href')).toBe('/api/account-data/exports/e1/download');
    expect(screen.getByText(KEPT)).toBeTruthy();
  });

  it('deletes only once the email is typed and the password given, then leaves for sign-in', async () => {
    const stub = stubFetch({
      'GET /api/account-data': { body: { latestExport: null, hasPassword: true, keptAfterDeletion: KEPT, advisorTies: null } },
      'POST /api/account-data/delete': (call) =>
        (call.body as { password?: string }).password === 'Secret123!'
          ? { body: { deleted: true, message: PORTABILITY_MESSAGES.deleted } }
          : { status: 400, body: { error: { code: 'VALIDATION', message: PORTABILITY_MESSAGES.passwordWrong, field: 'password' } } },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    const { router } = renderPage(<AccountDataView />, { url: '/account-data', user: makeUser() });
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Delete my account' });
    expect(remove).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/Type your email/), 'ada@example.co');
    await user.type(screen.getByLabelText('Password'), 'Wrong123!');
    expect(remove).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/Type your email/), 'm');
    expect(remove).toHaveProperty('disabled', false);
    await user.click(remove);
    await screen.findByText(PORTABILITY_MESSAGES.passwordWrong);
    expect(router.state.location.pathname).toBe('/account-data');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(remove);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(stub.calls.filter((call) => call.url === '/api/account-data/delete').at(-1)?.body).toEqual({ email: 'ada@example.com', password: 'Secret123!' });
  });

  it('asks an account without a password for a fresh sign-in instead', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/account-data': { body: { latestExport: null, hasPassword: false, keptAfterDeletion: KEPT, advisorTies: null } } }).fetchStub,
    );
    renderPage(<AccountDataView />, { url: '/account-data', user: makeUser() });
    await screen.findByText(PORTABILITY_MESSAGES.signInAgain);
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('offers an admin the download but no deletion', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/account-data': { body: { latestExport: null, hasPassword: true, keptAfterDeletion: KEPT, advisorTies: null } } }).fetchStub,
    );
    renderPage(<AccountDataView />, { url: '/account-data', user: makeUser({ role: 'admin' }) });
    await screen.findByRole('button', { name: 'Prepare my data' });
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });
});

describe('an advisor with connected clients', () => {
  it('hands them to an advisor of the firm once the password is given', async () => {
    let ties = { connectedClients: ['Ann Lee', 'Bo Ng'], handOverTargets: [{ id: 'a2', name: 'Pat Advisor' }] };
    const stub = stubFetch({
      'GET /api/account-data': () => ({ body: { latestExport: null, hasPassword: true, keptAfterDeletion: KEPT, advisorTies: ties } }),
      'POST /api/account-data/clients/hand-over': () => {
        ties = { connectedClients: [], handOverTargets: ties.handOverTargets };
        return { body: { clients: 2, toAdvisor: { id: 'a2', name: 'Pat Advisor' } } };
      },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AccountDataView />, { url: '/account-data', user: makeUser({ role: 'advisor' }) });
    const user = userEvent.setup();
    await screen.findByText(/hand your clients over to another advisor of your firm or disconnect them: Ann Lee, Bo Ng\./);
    const handOver = screen.getByRole('button', { name: 'Hand over' });
    expect(handOver).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('combobox', { name: 'Hand over to' }));
    await user.click(await screen.findByRole('option', { name: 'Pat Advisor' }));
    // The whole book moves at once: not without the password.
    expect(handOver).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Your password'), 'Secret123!');
    await user.click(handOver);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hand over' })).toBeNull());
    expect(stub.calls.find((call) => call.url === '/api/account-data/clients/hand-over')?.body).toEqual({ toAdvisorId: 'a2', password: 'Secret123!' });
  });

  it('disconnects all only once confirmed with the password', async () => {
    const stub = stubFetch({
      'GET /api/account-data': {
        body: { latestExport: null, hasPassword: true, keptAfterDeletion: KEPT, advisorTies: { connectedClients: ['Ann Lee'], handOverTargets: [] } },
      },
      'POST /api/account-data/clients/disconnect': { body: { clients: 1, toAdvisor: null } },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AccountDataView />, { url: '/account-data', user: makeUser({ role: 'advisor' }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disconnect all' }));
    expect(screen.queryByRole('button', { name: 'Hand over' })).toBeNull();
    expect(stub.calls.some((call) => call.url === '/api/account-data/clients/disconnect')).toBe(false);
    expect(screen.getByRole('button', { name: 'Yes, Disconnect' })).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Your password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Yes, Disconnect' }));
    await waitFor(() =>
      expect(stub.calls.find((call) => call.url === '/api/account-data/clients/disconnect')?.body).toEqual({ confirm: true, password: 'Secret123!' }),
    );
  });
});

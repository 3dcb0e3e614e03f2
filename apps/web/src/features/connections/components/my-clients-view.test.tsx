import type { TMyClient } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMyClient } from '../../../test/my-clients-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { MyClientsView } from './my-clients-view';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const ANN = makeMyClient({
  id: 'ann',
  firstName: 'Ann',
  lastName: 'Lee',
  acceptedAt: '2024-03-02T15:00:00.000Z',
  netWorthCents: 1_234_567_89,
  source: 'Email',
});
const BOB = makeMyClient({ id: 'bob', firstName: 'Bob', lastName: 'Stone', acceptedAt: '2024-05-10T15:00:00.000Z', netWorthCents: null, isFavorite: true });
const CY = makeMyClient({ id: 'cy', firstName: 'Cy', lastName: 'Young', acceptedAt: '2023-12-01T15:00:00.000Z', netWorthCents: 5_000_00 });
const DEE = makeMyClient({ id: 'dee', firstName: 'Dee', lastName: 'Park', status: 'pending', requestedAt: '2024-06-01T15:00:00.000Z' });

const ok = (row: TMyClient, status: TMyClient['connection']['status']) => ({ body: { connection: { ...row.connection, status } } });

/** The server's page: the connected rows in the order given (the server sorts), Cy's data needing a look. */
function pageOf(clients: TMyClient[], url: string) {
  const query = new URL(url, 'http://localhost').searchParams;
  const connected = clients.filter((row) => row.connection.status === 'connected');
  const rows = query.get('sort') === 'netWorthAsc' ? [CY, ANN, BOB] : query.get('sort') === 'netWorthDesc' ? [ANN, CY, BOB] : connected;
  return {
    body: {
      clients: rows.filter((row) => connected.includes(row)).map((row) => ({ ...row, needsAttention: row === CY })),
      total: connected.length,
      page: Number(query.get('page') ?? 1),
      pageSize: Number(query.get('pageSize') ?? 10),
      sources: ['Directory', 'Email'],
    },
  };
}

function setup(clients: TMyClient[] = [ANN, BOB, CY, DEE]) {
  const stub = stubFetch({
    'GET /api/connections/clients': { body: { clients } },
    'GET /api/connections/clients/page': (call) => pageOf(clients, call.url),
    'GET /api/session': { body: { user: makeUser({ role: 'advisor' }) } },
    [`POST /api/connections/${DEE.connection.id}/accept`]: ok(DEE, 'connected'),
    [`POST /api/connections/${DEE.connection.id}/decline`]: ok(DEE, 'declined'),
    [`POST /api/connections/${ANN.connection.id}/disconnect`]: ok(ANN, 'disconnected'),
    'PUT /api/connections/favorites/ann': { body: { clientId: 'ann', isFavorite: true } },
    'DELETE /api/connections/favorites/bob': { body: { clientId: 'bob', isFavorite: false } },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<MyClientsView />, { url: '/advisor/clients', user: makeUser({ role: 'advisor' }) });
  const writes = () => stub.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`);
  const pageQueries = () =>
    stub.calls.filter((call) => call.url.startsWith('/api/connections/clients/page')).map((call) => new URL(call.url, 'http://localhost').searchParams);
  return { writes, pageQueries };
}

const table = async () => screen.findByRole('table', { name: 'Connected clients' });
const CLIENT_NAME = /^(Ann Lee|Bob Stone|Cy Young|Dee Park)$/;
const names = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByText(CLIENT_NAME).textContent);
const rowOf = async (name: string) =>
  within(await table())
    .getByText(name)
    .closest('tr') as HTMLElement;

describe('My Clients', () => {
  it('shows requests on top and connected clients newest first, with net worth in whole dollars or a dash', async () => {
    setup([BOB, ANN, CY, DEE]);
    const requests = await screen.findByRole('region', { name: 'Connection Requests' });
    expect(within(requests).getByText('Dee Park')).toBeTruthy();
    expect(within(await table()).queryByText('Dee Park')).toBeNull();
    expect(await names()).toEqual(['Bob Stone', 'Ann Lee', 'Cy Young']);
    expect(within(await rowOf('Cy Young')).getByText('Needs attention')).toBeTruthy();
    expect(within(await rowOf('Ann Lee')).queryByText('Needs attention')).toBeNull();

    const ann = await rowOf('Ann Lee');
    expect(within(ann).getByText('$1,234,568')).toBeTruthy();
    expect(within(ann).getByText('Email')).toBeTruthy();
    expect(within(ann).getByText('02 Mar, 2024')).toBeTruthy();
    expect(within(await rowOf('Bob Stone')).getByLabelText('Not shared').textContent).toBe('—');
    expect(within(ann).getByRole('link', { name: 'View Ann Lee' }).getAttribute('href')).toBe('/advisor/clients?userId=ann');
  });

  it('cycles the net worth sort on the server: descending, ascending, then back to newest first', async () => {
    const user = userEvent.setup();
    const { pageQueries } = setup([BOB, ANN, CY, DEE]);
    await table();
    expect(pageQueries()[0]?.toString()).toBe('sort=newest&page=1&pageSize=10');
    const sortButton = screen.getByRole('button', { name: /Net Worth/ });
    await user.click(sortButton);
    await waitFor(async () => expect(await names()).toEqual(['Ann Lee', 'Cy Young', 'Bob Stone']));
    await user.click(sortButton);
    await waitFor(async () => expect(await names()).toEqual(['Cy Young', 'Ann Lee', 'Bob Stone']));
    await user.click(sortButton);
    await waitFor(async () => expect(await names()).toEqual(['Bob Stone', 'Ann Lee', 'Cy Young']));
    // Back to newest first is the first page again, still fresh in the cache.
    expect(pageQueries().map((query) => query.get('sort'))).toEqual(['newest', 'netWorthDesc', 'netWorthAsc']);
  });

  it('sends the search, the filters and the page size to the server, each starting again at page 1', async () => {
    const user = userEvent.setup();
    const { pageQueries } = setup();
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ann');
    await waitFor(() => expect(pageQueries().at(-1)?.get('search')).toBe('ann'));
    await user.click(screen.getByRole('checkbox', { name: 'Favorites' }));
    await waitFor(() => expect(pageQueries().at(-1)?.get('favorites')).toBe('true'));
    await user.click(screen.getByRole('checkbox', { name: 'Needs attention' }));
    await waitFor(() => expect(pageQueries().at(-1)?.toString()).toBe('search=ann&favorites=true&attention=true&sort=newest&page=1&pageSize=10'));
    await user.click(screen.getByLabelText('Rows per page'));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(pageQueries().at(-1)?.get('pageSize')).toBe('25'));
  });

  it('accepts a request through the Connection Request dialog', async () => {
    const user = userEvent.setup();
    const { writes } = setup();
    await user.click(await screen.findByRole('button', { name: 'Accept Dee Park' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connection Request' });
    expect(within(dialog).getByText('Dee Park')).toBeTruthy();
    expect(within(dialog).getByText('dee@example.com')).toBeTruthy();
    expect(within(dialog).getByText(/charged monthly while their plan is shared/)).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(writes()).toEqual([`POST /api/connections/${DEE.connection.id}/accept`]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connection Request' })).toBeNull());
  });

  it('declines a request from its row', async () => {
    const user = userEvent.setup();
    const { writes } = setup();
    await user.click(await screen.findByRole('button', { name: 'Decline Dee Park' }));
    await waitFor(() => expect(writes()).toEqual([`POST /api/connections/${DEE.connection.id}/decline`]));
  });

  it('declines from the dialog too', async () => {
    const user = userEvent.setup();
    const { writes } = setup();
    await user.click(await screen.findByRole('button', { name: 'Accept Dee Park' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connection Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(writes()).toEqual([`POST /api/connections/${DEE.connection.id}/decline`]));
  });

  it('toggles a favourite with PUT to add and DELETE to remove', async () => {
    const user = userEvent.setup();
    const { writes } = setup();
    const annStar = within(await rowOf('Ann Lee')).getByRole('button', { name: 'Favorite Ann Lee' });
    const bobStar = within(await rowOf('Bob Stone')).getByRole('button', { name: 'Favorite Bob Stone' });
    expect(annStar.getAttribute('aria-pressed')).toBe('false');
    expect(bobStar.getAttribute('aria-pressed')).toBe('true');
    await user.click(annStar);
    await waitFor(() => expect(writes()).toContain('PUT /api/connections/favorites/ann'));
    await user.click(bobStar);
    await waitFor(() => expect(writes()).toContain('DELETE /api/connections/favorites/bob'));
  });

  it('disconnects after the confirmation, and Go Back sends nothing', async () => {
    const user = userEvent.setup();
    const { writes } = setup();
    await user.click(within(await rowOf('Ann Lee')).getByRole('button', { name: 'Disconnect Ann Lee' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disconnect Ann Lee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(writes()).toEqual([]);

    await user.click(within(await rowOf('Ann Lee')).getByRole('button', { name: 'Disconnect Ann Lee' }));
    dialog = await screen.findByRole('dialog', { name: 'Disconnect Ann Lee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Disconnect' }));
    await waitFor(() => expect(writes()).toEqual([`POST /api/connections/${ANN.connection.id}/disconnect`]));
  });

  it('opens the CSV export in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(open).toHaveBeenCalledWith('/api/connections/clients.csv', '_blank', 'noopener');
  });

  it('points to Client Linking when no client is connected', async () => {
    setup([DEE]);
    expect(await screen.findByText('You have no connected clients yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Client Linking' }).getAttribute('href')).toBe('/advisor/client-linking');
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', true);
  });
});

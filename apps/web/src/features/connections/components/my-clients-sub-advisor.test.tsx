import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMyClient } from '../../../test/my-clients-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { MyClientsView } from './my-clients-view';

afterEach(() => vi.unstubAllGlobals());

describe('a sub-advisor\'s client list', () => {
  it('is titled Primary Advisor Clients and leaves the primary\'s links alone (no Disconnect)', async () => {
    const ann = makeMyClient({ id: 'ann', firstName: 'Ann', lastName: 'Lee' });
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/connections/clients': { body: { clients: [ann] } } }).fetchStub);
    renderPage(<MyClientsView />, { url: '/advisor/clients', user: makeUser({ role: 'advisor', parentId: ann.connection.advisorId }) });
    const table = await screen.findByRole('table', { name: 'Connected clients' });
    expect(screen.getByRole('heading', { name: 'Primary Advisor Clients' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'View Ann Lee' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Disconnect Ann Lee' })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMyClient } from '../../../test/my-clients-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { MyClientsView } from './my-clients-view';

afterEach(() => vi.unstubAllGlobals());

describe("a sub-advisor's client list", () => {
  it("is titled Primary Advisor Clients and leaves the primary's links alone (no Disconnect)", async () => {
    const ann = makeMyClient({ id: 'ann', firstName: 'Ann', lastName: 'Lee' });
    // Requests come from the whole list; the table's rows from the server's pages (issue 34).
    const page = { clients: [{ ...ann, needsAttention: false }], total: 1, page: 1, pageSize: 10, sources: [] };
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/connections/clients': { body: { clients: [ann] } }, 'GET /api/connections/clients/page': { body: page } }).fetchStub,
    );
    renderPage(<MyClientsView />, { url: '/advisor/clients', user: makeUser({ role: 'advisor', parentId: ann.connection.advisorId }) });
    const table = await screen.findByRole('table', { name: 'Connected clients' });
    expect(screen.getByRole('heading', { name: 'Primary Advisor Clients' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'View Ann Lee' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Disconnect Ann Lee' })).toBeNull();
  });
});

import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme';
import { buildAdvisorSideMenu, type ConnectedClient } from './menus/advisor-side-menu';
import { SideNav } from './side-nav';

/** The advisor's side menu as the shell renders it (issue 34): what each client shares, and a search. */

const CLIENTS: ConnectedClient[] = [
  {
    uid: 'cash',
    firstName: 'Cash',
    lastName: 'Only',
    email: 'cash@example.com',
    share: { all: false, netWorth: false, cashFlow: true, retirementScore: false },
    isFavorite: false,
    lastViewedAt: null,
  },
  {
    uid: 'all',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    share: { all: true, netWorth: true, cashFlow: true, retirementScore: true },
    isFavorite: false,
    lastViewedAt: null,
  },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function Menu({ clients }: { clients: ConnectedClient[] }) {
  const [search, setSearch] = useState('');
  const { search: query } = useLocation();
  const entries = buildAdvisorSideMenu({ parentId: null }, clients, new URLSearchParams(query).get('userId'), search);
  return <SideNav entries={entries} search={{ value: search, onChange: setSearch }} />;
}

function renderMenu(clients = CLIENTS) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Menu clients={clients} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/advisor/dashboard'] },
  );
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Side menu' });

describe("the advisor's side menu and what each client shares", () => {
  it("opens the first page a Cash Flow-only client shares, says what they share, and marks the rest 'Not shared' with no link", async () => {
    renderMenu(CLIENTS.slice(0, 1));
    expect(within(nav()).getByText('Shares Cash Flow')).toBeTruthy();
    await userEvent.click(within(nav()).getByText('Cash Only'));
    expect(screen.getByTestId('where').textContent).toBe('/client/cash-flow?userId=cash');
    // Their sub-menu is open now (the viewed client): Cash Flow and Print Reports are links, the others locked.
    expect(within(nav()).getByRole('link', { name: 'Cash Flow' }).getAttribute('href')).toBe('/client/cash-flow?userId=cash');
    expect(within(nav()).getByRole('link', { name: 'Print Reports' })).toBeTruthy();
    for (const label of ['Quick Report', 'Net Worth', 'Connected Accounts', 'My Plan']) {
      expect(within(nav()).queryByRole('link', { name: new RegExp(label) })).toBeNull();
      const locked = within(nav()).getByText(label).closest('[aria-disabled="true"]') as HTMLElement;
      expect(within(locked).getByText('Not shared')).toBeTruthy();
      expect(locked.querySelector('svg')).toBeTruthy();
    }
    await userEvent.click(within(nav()).getByText('Quick Report'));
    expect(screen.getByTestId('where').textContent).toBe('/client/cash-flow?userId=cash');
  });

  it('opens the Quick Report of a client who shares net worth and cash flow', async () => {
    renderMenu();
    expect(within(nav()).getByText('Shares everything')).toBeTruthy();
    await userEvent.click(within(nav()).getByText('Ann Lee'));
    expect(screen.getByTestId('where').textContent).toBe('/client/quick-report?userId=all');
  });

  it('narrows the clients to the search', async () => {
    renderMenu();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'ann@');
    expect(within(nav()).queryByText('Cash Only')).toBeNull();
    expect(within(nav()).getByText('Ann Lee')).toBeTruthy();
  });
});

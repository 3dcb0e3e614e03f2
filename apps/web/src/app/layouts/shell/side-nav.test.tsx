import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme';
import type { MenuEntry } from './menus/menu-types';
import { SideNav } from './side-nav';

const ENTRIES: MenuEntry[] = [
  {
    key: 'clients',
    label: 'My Clients',
    href: '/advisor/clients',
    opened: true,
    children: [
      {
        key: 'client:ann',
        label: 'Ann Lee',
        href: '/client/quick-report?userId=ann',
        opened: false,
        children: [{ key: 'ann:nw', label: 'Net Worth', href: '/client/net-worth?userId=ann' }],
      },
    ],
  },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderNav() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SideNav entries={ENTRIES} />
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

describe('side menu', () => {
  it("a group's label goes to its page (a client's opens their quick report), like a plain entry", async () => {
    renderNav();
    await userEvent.click(screen.getByText('Ann Lee'));
    expect(screen.getByTestId('where').textContent).toBe('/client/quick-report?userId=ann');
    await userEvent.click(screen.getByText('My Clients'));
    expect(screen.getByTestId('where').textContent).toBe('/advisor/clients');
  });
});

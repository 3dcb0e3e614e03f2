import type { TSessionUser } from '@finboard/contracts';
import { MantineProvider, Text } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { theme } from '../app/theme';
import { AppError, isAccessRefusal } from '../lib/app-error';
import { createQueryClient } from '../lib/query-client';
import { setSessionUser } from '../lib/session';
import { makeUser } from '../test/render';
import { AccessRefusedBoundary } from './access-refused-boundary';

const forbidden = (message: string) => new AppError({ code: 'FORBIDDEN', status: 403, message });

/** A page reading one client's data the way every feature does: useQuery, with its own inline error. */
function ClientPage({ answer }: { answer: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['assets', 'c1'], queryFn: answer });
  if (query.isError) return <Text>Inline: {query.error.message}</Text>;
  return <Text>{query.data ?? 'Loading'}</Text>;
}

function Layout() {
  const { pathname, search } = useLocation();
  return (
    <AccessRefusedBoundary resetKey={`${pathname}${search}`}>
      <Outlet />
    </AccessRefusedBoundary>
  );
}

/** The app's own query client (which throws refusals) under the boundary, as the shell mounts it. */
function renderWithBoundary(answer: () => Promise<string>, user: TSessionUser = makeUser({ role: 'advisor' })) {
  const queryClient = createQueryClient();
  setSessionUser(queryClient, user);
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/client/user-assets', element: <ClientPage answer={answer} /> },
          { path: '/elsewhere', element: <Link to="/client/user-assets?userId=c1">Try again</Link> },
        ],
      },
    ],
    { initialEntries: ['/client/user-assets?userId=c1'] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('a refused client-data read', () => {
  it.each(["you don't have access to assets", "you don't have access to liabilities", "you don't have access to this feature"])(
    'shows "%s" as a full page with the way back to My Clients',
    async (message) => {
      renderWithBoundary(() => Promise.reject(forbidden(message)));
      expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(screen.getByRole('link', { name: 'Back to My Clients' }).getAttribute('href')).toBe('/advisor/clients');
      expect(screen.queryByText(/^Inline:/)).toBeNull();
    },
  );

  it('sends a client home instead', async () => {
    renderWithBoundary(() => Promise.reject(forbidden("you don't have access to assets")), makeUser());
    expect((await screen.findByRole('link', { name: 'Go Home' })).getAttribute('href')).toBe('/home');
  });

  it('leaves other failures to the page, including other FORBIDDEN answers', async () => {
    const upgrade = 'You should upgrade your plan to paid plan or connect the advisor to link your bank.';
    renderWithBoundary(() => Promise.reject(forbidden(upgrade)));
    expect(await screen.findByText(`Inline: ${upgrade}`)).toBeTruthy();
    expect(isAccessRefusal(new AppError({ code: 'NOT_FOUND', status: 404, message: "you don't have access to assets" }))).toBe(false);
  });

  it('asks again after the page changes, so a new connection shows the data', async () => {
    const user = userEvent.setup();
    let isConnected = false;
    const router = renderWithBoundary(() => (isConnected ? Promise.resolve('Assets: $10') : Promise.reject(forbidden("you don't have access to assets"))));
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
    isConnected = true;
    await router.navigate('/elsewhere');
    await user.click(await screen.findByRole('link', { name: 'Try again' }));
    expect(await screen.findByText('Assets: $10')).toBeTruthy();
  });
});

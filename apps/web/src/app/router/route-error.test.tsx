import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { RouteError } from './route-error';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the route error page', () => {
  it('shows the generic message for a page whose script did not arrive, and says why in the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/net-worth.js');
    const router = createMemoryRouter([{ path: '/client/net-worth', errorElement: <RouteError />, lazy: () => Promise.reject(failure) }], {
      initialEntries: ['/client/net-worth'],
    });
    render(
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Sorry, something happened, please try another page')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('The page could not be shown:', failure);
  });
});

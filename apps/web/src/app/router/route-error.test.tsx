import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { RouteError } from './route-error';

const SCRIPT_FAILURE = new TypeError('Failed to fetch dynamically imported module: /assets/net-worth.js');

/** Net Worth, whose route fails to load with `failure`. */
function openFailingPage(failure: Error) {
  const router = createMemoryRouter([{ path: '/client/net-worth', errorElement: <RouteError />, lazy: () => Promise.reject(failure) }], {
    initialEntries: ['/client/net-worth'],
  });
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  window.sessionStorage.clear();
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the route error page', () => {
  it('reloads the page once for a script that did not arrive', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openFailingPage(SCRIPT_FAILURE);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    expect(logged).not.toHaveBeenCalledWith('The page could not be shown:', SCRIPT_FAILURE);
  });

  it('shows the generic message, and says why in the console, when the script fails again just after that reload', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.setItem('finboard.reloadedForScriptAt', String(Date.now() - 1_000));
    openFailingPage(SCRIPT_FAILURE);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Sorry, something happened, please try another page')).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('The page could not be shown:', SCRIPT_FAILURE));
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the generic message for any other failure, without reloading', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('the page broke');
    openFailingPage(failure);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('The page could not be shown:', failure));
    expect(reload).not.toHaveBeenCalled();
  });
});

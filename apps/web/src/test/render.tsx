import { isClientVerified } from '@finboard/domain/auth';
import type { TSessionUser } from '@finboard/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { theme } from '../app/theme';
import { setSessionUser } from '../lib/session';

/** Shows where the app navigated to, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderOptions {
  /** The URL the page is opened at. */
  url?: string;
  /** The route pattern the element is mounted at (defaults to the URL's path). */
  pattern?: string;
  /** The signed-in user, or null for a visitor. */
  user?: TSessionUser | null;
  /** The history entry's state, as a page that navigated here would have left it. */
  state?: unknown;
}

export function renderPage(element: ReactElement, { url = '/', pattern, user = null, state }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  setSessionUser(queryClient, user);
  const path = pattern ?? url.split('?')[0] ?? '/';
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [state === undefined ? url : { pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }] },
  );
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}

export function makeUser(overrides: Partial<TSessionUser> = {}): TSessionUser {
  const user: TSessionUser = {
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'client',
    verified: true,
    completionDate: '2024-01-01',
    plan: 'free',
    parentId: null,
    clientAdvisorCount: 0,
    subscriptionStatus: 'none',
    advisorLinkActive: false,
    hasPassword: true,
    photoUrl: null,
    companyLogoUrl: null,
    welcomeSeen: true,
    twoFactorEnabled: false,
    inviteLinkCount: 0,
    clientVerified: false,
    ...overrides,
  };
  // Derived as the api derives it, so a fixture cannot contradict itself.
  return { ...user, clientVerified: overrides.clientVerified ?? isClientVerified(user) };
}

export interface StubCall {
  method: string;
  url: string;
  body: unknown;
  form?: FormData;
}
type StubAnswer = { status?: number; body: unknown };

/** A fetch stub answering by "METHOD /path" (a fixed answer, or one made from the call); unknown calls fail loudly. */
export function stubFetch(routes: Record<string, StubAnswer | ((call: StubCall) => StubAnswer)>) {
  const calls: StubCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const form = init?.body instanceof FormData ? init.body : undefined;
    const call = { method, url, body, ...(form ? { form } : {}) };
    calls.push(call);
    const route = routes[`${method} ${url.split('?')[0]}`];
    if (!route) throw new Error(`Unexpected ${method} ${url}`);
    const answer = typeof route === 'function' ? route(call) : route;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchStub, calls };
}

/** A failed read as QueryError shows it: its title, the api's message exactly, and Retry. */
export async function findQueryError(message: string) {
  const alert = await screen.findByRole('alert');
  within(alert).getByText('This could not be loaded');
  within(alert).getByText(message);
  within(alert).getByRole('button', { name: 'Retry' });
  return alert;
}

import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { appRoutes, discoverShellRoutes } from './create-router';

type Patch = (routeId: string | null, children: RouteObject[]) => void;
const navigation = (patch: Patch, aborted = false) =>
  ({ patch, signal: { aborted } as AbortSignal, path: '/home', matches: [], fetcherKey: undefined }) as unknown as Parameters<
    ReturnType<typeof discoverShellRoutes>
  >[0];

/** Every path pattern in a route tree. */
const patterns = (routes: RouteObject[]): string[] => routes.flatMap((route) => [...(route.path ? [route.path] : []), ...patterns(route.children ?? [])]);

describe('the route table', () => {
  it('starts with the public routes only, under a root the shell routes can join', () => {
    const [root] = appRoutes(new QueryClient());
    expect(root?.id).toBe('root');
    const known = patterns(root?.children ?? []);
    expect(known).toContain(paths.login.pattern);
    expect(known).toContain(paths.landing.pattern);
    expect(known).not.toContain(paths.home.pattern);
  });

  it('adds the shell routes under the root once, on the first navigation that asks', async () => {
    const discover = discoverShellRoutes(new QueryClient());
    const patch = vi.fn<Patch>();
    await discover(navigation(patch));
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0]?.[0]).toBe('root');
    expect(patterns(patch.mock.calls[0]?.[1] ?? [])).toContain(paths.home.pattern);
    await discover(navigation(patch));
    expect(patch).toHaveBeenCalledTimes(1);
  });

  it('patches on the next navigation when the first one was interrupted', async () => {
    const discover = discoverShellRoutes(new QueryClient());
    const patch = vi.fn<Patch>();
    await discover(navigation(patch, true));
    expect(patch).not.toHaveBeenCalled();
    await discover(navigation(patch));
    expect(patch).toHaveBeenCalledTimes(1);
  });
});

import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { AppLoader } from '../../components/app-loader';
import { paths } from '../../config/paths';
import { loadProductTimeZone } from '../../lib/product-time-zone';
import { RootLayout } from '../layouts/root-layout';
import { publicRoutes } from './public-routes';
import { RouteError } from './route-error';
import type { shellRoutes } from './shell-routes';

const ROOT_ROUTE_ID = 'root';

/** The routes every page load knows: the public ones. The app shell's join on demand (below). */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      // Every date and time on the pages is written in the server's product zone: set before any page renders.
      loader: () => loadProductTimeZone(queryClient),
      shouldRevalidate: () => false,
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <AppLoader />,
      children: [
        // Redirect-only routes render nothing; `element: null` says so to the router.
        { index: true, loader: () => redirect(paths.login()), element: null },
        ...publicRoutes(queryClient),
        { path: '*', loader: () => redirect(paths.notFound()), element: null },
      ],
    },
  ];
}

/**
 * The app shell's route table (shell-routes.tsx) is not in the start-up script: the router asks for
 * it (lazy route discovery) the first time a URL is not, or only through `*` or a parameter, matched
 * by the public routes, and adds it under the root once. Sign-in and the landing page never load it.
 */
export function discoverShellRoutes(queryClient: QueryClient): PatchRoutesOnNavigationFunction {
  let shell: Promise<{ shellRoutes: typeof shellRoutes }> | undefined;
  let patched = false;
  return async ({ patch, signal }) => {
    if (patched) return;
    shell ??= import('./shell-routes').catch((error: unknown) => {
      shell = undefined; // a failed download is tried again on the next navigation
      throw error;
    });
    const module = await shell;
    // An interrupted navigation's `patch` does nothing: the next navigation patches instead.
    if (patched || signal.aborted) return;
    patch(ROOT_ROUTE_ID, module.shellRoutes(queryClient));
    patched = true;
  };
}

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(appRoutes(queryClient), { patchRoutesOnNavigation: discoverShellRoutes(queryClient) });

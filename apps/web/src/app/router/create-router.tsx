import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppLoader } from '../../components/app-loader';
import { paths } from '../../config/paths';
import { RootLayout } from '../layouts/root-layout';
import { publicRoutes } from './public-routes';
import { RouteError } from './route-error';
import { shellRoutes } from './shell-routes';

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <AppLoader />,
      children: [
        // Redirect-only routes render nothing; `element: null` says so to the router.
        { index: true, loader: () => redirect(paths.login()), element: null },
        ...publicRoutes(queryClient),
        ...shellRoutes(queryClient),
        { path: '*', loader: () => redirect(paths.notFound()), element: null },
      ],
    },
  ];
}

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(appRoutes(queryClient));

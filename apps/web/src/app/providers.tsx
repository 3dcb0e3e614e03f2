import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { theme } from './theme';

// Toasts are rare (a few confirmations); their container loads after the first paint.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({
    default: () => <m.Notifications position="top-right" autoClose={3000} />,
  })),
);

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { notificationsHost } from '../lib/notify';
import { cssVariablesResolver, theme } from './theme';

// Toasts are rare (a few confirmations): their container and library load with the first one.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({
    default: function NotificationsContainer({ onMounted }: { onMounted: () => void }) {
      // Effects run children first: the container has set up its store when `notify` hears this.
      useEffect(onMounted, [onMounted]);
      return <m.Notifications position="top-right" autoClose={3000} />;
    },
  })),
);

/** Mounts the toast container once `notify` is first called (lib/notify.ts), not on every page load. */
function NotificationsHost() {
  const requested = useSyncExternalStore(notificationsHost.subscribe, notificationsHost.isRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications onMounted={notificationsHost.containerMounted} />
    </Suspense>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

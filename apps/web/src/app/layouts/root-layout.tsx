import { Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { MobileAppBanner } from '../../features/install-app/components/mobile-app-banner';
import { BANNER_ROOM } from './floating-room';

/** Every page: a thin progress bar while the next route's chunk or data loads, and the mobile app banner. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <Progress value={100} animated size={3} radius={0} aria-label="Loading page" style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }} />
      )}
      <Outlet />
      {/* Room below every page for the banner while it shows, so it covers none of the page's end. */}
      <div aria-hidden="true" data-floating-room style={{ height: BANNER_ROOM }} />
      <MobileAppBanner />
      <ScrollRestoration />
    </>
  );
}

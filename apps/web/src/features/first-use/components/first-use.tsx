import type { TSessionUser } from '@finboard/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { GuidedTour } from './guided-tour';
import { useGuidedTour } from './use-guided-tour';

// Loaded only for the one visit that shows it: every other page of the shell stays lighter.
const WelcomeSplash = lazy(() => import('./welcome-splash').then((module) => ({ default: module.WelcomeSplash })));

/** Spec 01 §2: the splash is for desktop widths only. */
export const SPLASH_MEDIA_QUERY = '(min-width: 992px)';

/**
 * A client's first visit to /home: the welcome splash, then the guided tour it starts. Mounted in
 * the shell, which stays while the tour moves between pages.
 */
export function FirstUse({ user }: { user: TSessionUser }) {
  const { pathname } = useLocation();
  const tour = useGuidedTour();
  const isWide = useMediaQuery(SPLASH_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const showSplash = isWide && user.role === 'client' && !user.welcomeSeen && pathname === paths.home();
  return (
    <>
      {showSplash && (
        <Suspense fallback={null}>
          <WelcomeSplash name={user.firstName} onStarted={tour.start} />
        </Suspense>
      )}
      <GuidedTour tour={tour} />
    </>
  );
}

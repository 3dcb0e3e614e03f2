import { LandingView } from '../../../features/directory/components/landing/landing-view';
import { useSession } from '../../../lib/session';
import { notFoundAction } from './not-found-action';

/** /welcome: public, outside every layout; a signed-in user sees it too, with a way back to their home. */
export function Component() {
  const { user } = useSession();
  return <LandingView homeLink={user ? notFoundAction(user.role) : null} />;
}

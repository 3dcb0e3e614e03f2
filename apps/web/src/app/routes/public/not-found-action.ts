import { homePath } from '@finboard/domain/validation';
import { paths } from '../../../config/paths';

/** The 404 page's button (spec 01 §2): by role, or back to the start for a visitor. */
export function notFoundAction(role: string | null | undefined): { label: string; href: string } {
  if (role === 'advisor' || role === 'admin') return { label: 'Dashboard', href: homePath(role) };
  if (role === 'client') return { label: 'Home', href: homePath(role) };
  return { label: 'Go to Log In', href: paths.root() };
}

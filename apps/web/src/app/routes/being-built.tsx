import { BeingBuiltPage } from '../../components/being-built-page';
import { useSession } from '../../lib/session';

export type AreaName = string | ((role: string | null) => string);

/** The stand-in route module for an area a later change builds; the name may depend on the role. */
export function BeingBuiltRoute({ area }: { area: AreaName }) {
  const { user } = useSession();
  return <BeingBuiltPage area={typeof area === 'string' ? area : area(user?.role ?? null)} />;
}

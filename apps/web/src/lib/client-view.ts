import { useSearchParams } from 'react-router';
import { useSession } from './session';

export interface ClientView {
  /** The client an advisor is viewing (?userId=), passed through to every read. */
  userId: string | undefined;
  /** Advisors see a client's data read-only: no write actions. */
  isReadOnly: boolean;
  /** For breadcrumbs: the signed-in client's name, or 'Client' for a viewed client. */
  clientName: string;
}

/**
 * Whose data a client page shows. A client's own ?userId= is the same as none. The api answers
 * only with ids, so a viewed client's name is not known here yet.
 */
export function useClientView(): ClientView {
  const [params] = useSearchParams();
  const { user } = useSession();
  const requested = params.get('userId') || undefined;
  const userId = requested && requested !== user?.id ? requested : undefined;
  const ownName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return {
    userId,
    isReadOnly: userId !== undefined || user?.role !== 'client',
    clientName: userId ? 'Client' : ownName || 'Client',
  };
}

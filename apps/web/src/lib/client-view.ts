import { createContext, useContext } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from './session';

/** A viewed client's name as the advisor's client list gives it. */
export interface ViewedClientName {
  firstName: string;
  lastName: string;
}

/**
 * The advisor's connected clients by id. The app shell fills it from the connections list it reads
 * for the side menu anyway, so every page's breadcrumb can name the client without its own call
 * (and features need not import the connections feature).
 */
export const ViewedClientNamesContext = createContext<ReadonlyMap<string, ViewedClientName>>(new Map());

export interface ClientView {
  /** The client an advisor is viewing (?userId=), passed through to every read. */
  userId: string | undefined;
  /** Advisors see a client's data read-only: no write actions. */
  isReadOnly: boolean;
  /** For breadcrumbs: the signed-in client's name, the viewed client's, or 'Client' while unknown. */
  clientName: string;
  /** The viewed client's first name when known (an advisor's messages use it), else null. */
  clientFirstName: string | null;
}

const fullName = (name: ViewedClientName) => `${name.firstName} ${name.lastName}`.trim();

/** Whose data a client page shows. A client's own ?userId= is the same as none. */
export function useClientView(): ClientView {
  const [params] = useSearchParams();
  const { user } = useSession();
  const names = useContext(ViewedClientNamesContext);
  const requested = params.get('userId') || undefined;
  const userId = requested && requested !== user?.id ? requested : undefined;
  const viewed = userId ? names.get(userId) : undefined;
  const ownName = user ? fullName(user) : '';
  return {
    userId,
    isReadOnly: userId !== undefined || user?.role !== 'client',
    clientName: (userId ? viewed && fullName(viewed) : ownName) || 'Client',
    clientFirstName: viewed?.firstName.trim() || null,
  };
}

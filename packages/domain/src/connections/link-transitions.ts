/**
 * The life of a client–advisor link (spec 01 §4 Connection): none → request sent (pending) →
 * connected → disconnected; a pending request may also be declined by the side that did not send
 * it, or withdrawn by the side that did (which ends it as disconnected).
 */
export type LinkStatus = 'pending' | 'connected' | 'disconnected' | 'declined';
export type LinkSide = 'client' | 'advisor';
export type LinkAction = 'accept' | 'decline' | 'disconnect';

export interface LinkFacts {
  status: LinkStatus;
  requestedBy: LinkSide;
}

export type TransitionRefusal = 'not_pending' | 'own_request' | 'not_live';

export const TRANSITION_MESSAGES: Record<TransitionRefusal, string> = {
  not_pending: 'This connection request has already been answered.',
  own_request: 'Only the person who received this request can answer it.',
  not_live: 'You are not connected.',
};

export const CONNECTION_MESSAGES = {
  notAnAdvisor: 'You can connect only with an advisor.',
  notAClient: 'Only a client can connect with an advisor.',
  alreadyPending: 'A connection request is already waiting for an answer.',
  alreadyConnected: 'You are already connected.',
  notFound: 'Connection not found',
} as const;

/** The status after `action` by `side`, or why it is refused. */
export function nextLinkStatus(link: LinkFacts, action: LinkAction, side: LinkSide): { status: LinkStatus } | { refused: TransitionRefusal } {
  if (action === 'disconnect') {
    return link.status === 'pending' || link.status === 'connected' ? { status: 'disconnected' } : { refused: 'not_live' };
  }
  if (link.status !== 'pending') return { refused: 'not_pending' };
  if (link.requestedBy === side) return { refused: 'own_request' };
  return { status: action === 'accept' ? 'connected' : 'declined' };
}

/** What a new request meets: nothing live (go ahead), a request waiting, or a connection. */
export function requestRefusal(liveStatus: LinkStatus | null): keyof typeof CONNECTION_MESSAGES | null {
  if (liveStatus === 'pending') return 'alreadyPending';
  if (liveStatus === 'connected') return 'alreadyConnected';
  return null;
}

/** The product's accept stamp (spec 01 §4: acceptedFrom '{product} Web'). */
export const acceptedFromOf = (productName: string) => `${productName} Web`;

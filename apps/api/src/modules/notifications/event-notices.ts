import type { Db } from '@finboard/db';
import type { DomainEventOf } from '../../events/domain-event';
import { markConnectionRequestsRead } from './notifications.service';
import { notifyInTransaction } from './notify';

// What each domain event tells whom (registered as reactions in server/reactions.ts). Each runs in
// the transaction that marks it delivered, so a notification is written once per event.

type Side = 'client' | 'advisor';
type Pair = { clientId: string; advisorId: string };

const otherSide = (side: Side): Side => (side === 'client' ? 'advisor' : 'client');
const partyOf = (pair: Pair, side: Side) => (side === 'client' ? pair.clientId : pair.advisorId);

/** The advisor hears of a client's request to answer, or of a new client through the advisor's own link. */
export async function noticeConnectionRequested(tx: Db, event: DomainEventOf<'ConnectionRequested'>, at: Date): Promise<void> {
  await notifyInTransaction(tx, {
    recipient: { id: event.advisorId, role: 'advisor' },
    type: event.requestedBy === 'client' ? 'connection_request' : 'new_client_account',
    personId: event.clientId,
    connectionId: event.connectionId,
    at,
  });
}

/** The one who asked hears `connection`: an advisor's acceptance tells the client, a client's the advisor. */
export async function noticeConnectionAccepted(tx: Db, event: DomainEventOf<'ConnectionAccepted'>, at: Date): Promise<void> {
  const told = event.requestedBy;
  await notifyInTransaction(tx, {
    recipient: { id: partyOf(event, told), role: told },
    type: 'connection',
    personId: partyOf(event, otherSide(told)),
    connectionId: event.connectionId,
    at,
  });
}

/**
 * A connection disconnected by either side: the other side hears `disconnect`. A declined request,
 * or a pending one withdrawn, tells nobody: the spec has no notification for them, and the asker
 * sees the request gone from the lists.
 */
export async function noticeConnectionEnded(tx: Db, event: DomainEventOf<'ConnectionEnded'>, at: Date): Promise<void> {
  if (event.previousStatus !== 'connected' || event.status !== 'disconnected') return;
  const told = otherSide(event.endedBy);
  await notifyInTransaction(tx, {
    recipient: { id: partyOf(event, told), role: told },
    type: 'disconnect',
    personId: partyOf(event, event.endedBy),
    connectionId: event.connectionId,
    at,
  });
}

/** A request that stopped being pending (accepted, declined, withdrawn) can no longer be answered: the advisor's connection_request for it is read. */
export async function readAnsweredRequest(tx: Db, event: DomainEventOf<'ConnectionAccepted' | 'ConnectionEnded'>, at: Date): Promise<void> {
  if (event.type === 'ConnectionEnded' && event.previousStatus !== 'pending') return;
  await markConnectionRequestsRead(tx, { recipientId: event.advisorId, connectionId: event.connectionId, now: at });
}

/** The advisor hears of a scenario newly shared with them. */
export async function noticeScenarioShared(tx: Db, event: DomainEventOf<'ScenarioShared'>, at: Date): Promise<void> {
  await notifyInTransaction(tx, {
    recipient: { id: event.advisorId, role: 'advisor' },
    type: 'scenario_share',
    personId: event.ownerId,
    scenarioId: event.scenarioId,
    at,
  });
}

/** The advisor hears a connected client closed their account, by the name they knew (the person is gone). */
export async function noticeClientAccountClosed(tx: Db, event: DomainEventOf<'ClientAccountClosed'>, at: Date): Promise<void> {
  await notifyInTransaction(tx, { recipient: { id: event.advisorId, role: 'advisor' }, type: 'client_account_closed', personName: event.clientName, at });
}

/** The client hears their institution needs a new bank login (once per breakage). */
export async function noticeLoginExpired(tx: Db, event: DomainEventOf<'InstitutionLoginExpired'>, at: Date): Promise<void> {
  await notifyInTransaction(tx, { recipient: { id: event.ownerId, role: 'client' }, type: 'account_login_required', institutionId: event.institutionId, at });
}

/** The client hears an advisor asked them to share a part (View Details opens its switch, or the scenario). */
export async function noticeShareRequested(tx: Db, event: DomainEventOf<'ShareRequested'>, at: Date): Promise<void> {
  await notifyInTransaction(tx, {
    recipient: { id: event.clientId, role: 'client' },
    type: 'share_request',
    personId: event.advisorId,
    shareRequestId: event.shareRequestId,
    scenarioId: event.scenarioId,
    at,
  });
}

/** The advisor hears the client's answer to their ask: shared, or declined. */
export async function noticeShareRequestAnswered(tx: Db, event: DomainEventOf<'ShareRequestAnswered'>, at: Date): Promise<void> {
  await notifyInTransaction(tx, {
    recipient: { id: event.advisorId, role: 'advisor' },
    type: event.answer === 'granted' ? 'share_request_granted' : 'share_request_declined',
    personId: event.clientId,
    shareRequestId: event.shareRequestId,
    at,
  });
}

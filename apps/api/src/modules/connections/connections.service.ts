import { randomUUID } from 'node:crypto';
import type { TConnection, TConnectionRequest, TConnectionResponse, TShareUpdate } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { sourceLabel } from '@finboard/domain/workspace';
import {
  acceptedFromOf,
  CONNECTION_MESSAGES,
  type LinkAction,
  type LinkSide,
  nextLinkStatus,
  requestRefusal,
  SHARE_ALL,
  settleShare,
  TRANSITION_MESSAGES,
} from '@finboard/domain';
import type { Actor } from '../../access/actor';
import { requireConnectionParty } from '../../access/connection-access';
import { AppError, notFound, validationError } from '../../errors/app-error';
import { commitWithEvents, type EventRecorder } from '../../events/commit-with-events';
import { queueConnectionBilling } from '../billing/connection-usage.job';
import { toConnection } from './connection-mapper';
import { grantAsksForSwitches } from './share-requests.service';
import { isUniqueViolation } from './unique-violation';
import {
  findLinkOfParty,
  findLiveLink,
  findLiveLinksOfClientTo,
  findUserRoleAndId,
  hasConnectedLink,
  insertLink,
  type LinkRow,
  setPlanFree,
  updateLinkIfStatus,
} from './connections.repository';

export interface ConnectionDeps {
  db: Db;
  productName: string;
  now: () => Date;
}

const respond = (row: LinkRow): TConnectionResponse => ({ connection: toConnection(row) });

/** A client asks an advisor to connect: a pending link with the client's chosen share switches. */
export async function requestConnection(deps: ConnectionDeps, actor: Actor, input: TConnectionRequest): Promise<TConnectionResponse> {
  const client = requireConnectionParty(actor, 'client');
  const advisor = await findUserRoleAndId(deps.db, input.advisorId);
  // A suspended advisor answers as an unknown id does: nothing tells the account exists.
  if (!advisor || advisor.role !== 'advisor' || advisor.suspendedAt) throw validationError(CONNECTION_MESSAGES.notAnAdvisor, 'advisorId');
  const row = await insertPendingLink(deps, {
    clientId: client.userId,
    advisorId: advisor.id,
    requestedBy: 'client',
    source: input.source ?? 'Directory',
    zipCode: input.zipCode ?? null,
    share: input.share,
  });
  return respond(row);
}

interface PendingLink {
  clientId: string;
  advisorId: string;
  requestedBy: LinkSide;
  source: string;
  zipCode: string | null;
  share: TShareUpdate | undefined;
}

/** A new pending link, refused while the pair already has a live one; recorded with its event, ConnectionRequested (the advisor is told). */
async function insertPendingLink(deps: ConnectionDeps, link: PendingLink): Promise<LinkRow> {
  const live = await findLiveLink(deps.db, { clientId: link.clientId, advisorId: link.advisorId });
  const refusal = requestRefusal(live?.status ?? null);
  if (refusal) throw new AppError('CONFLICT', CONNECTION_MESSAGES[refusal]);
  const share = link.share ? settleShare(link.share) : SHARE_ALL;
  const now = deps.now();
  return commitWithEvents(deps.db, async (tx, events) => {
    const row = await insertLink(tx, {
      id: randomUUID(),
      userId: link.clientId,
      advisorId: link.advisorId,
      status: 'pending',
      requestedBy: link.requestedBy,
      // One vocabulary: a link's 'facebook' is stored as the built-in 'Facebook' (custom names as saved).
      source: sourceLabel(link.source),
      zipCode: link.zipCode,
      shareAll: share.all,
      shareNetWorth: share.netWorth,
      shareCashFlow: share.cashFlow,
      shareRetirementScore: share.retirementScore,
      requestedAt: now,
    });
    await events.record(
      { type: 'ConnectionRequested', connectionId: row.id, clientId: row.userId, advisorId: row.advisorId, requestedBy: link.requestedBy },
      now,
    );
    return row;
  }).catch((error: unknown) => {
    // Two requests at once: the live-pair unique index lets one through.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CONNECTION_MESSAGES.alreadyPending);
    throw error;
  });
}

/**
 * The request a registration link makes for the client it has just created (an advisor's own link,
 * or the directory's connect flow): pending, from the side the link stands for. Unsafe because it
 * skips requireConnectionParty: the new account's email is not verified yet, and the request is the
 * registration's, made before the client can act. Only the registration may call it, for the new
 * user's own id and an advisor the directory lists.
 */
export async function unsafeRequestConnectionForNewClient(
  deps: ConnectionDeps,
  link: { clientId: string; advisorId: string; requestedBy: LinkSide; source: string; share?: TShareUpdate },
): Promise<TConnectionResponse> {
  return respond(await insertPendingLink(deps, { ...link, zipCode: null, share: link.share }));
}

/** A client's live links to these advisors, for the directory's cards (Connect, Request Sent, Disconnect). */
export async function findLiveConnectionsOfClient(db: Db, clientId: string, advisorIds: readonly string[]): Promise<TConnection[]> {
  return (await findLiveLinksOfClientTo(db, { clientId, advisorIds })).map(toConnection);
}

/** Whether a client is or was connected to an advisor (only they may rate the advisor). */
export function isOrWasConnected(db: Db, pair: { clientId: string; advisorId: string }): Promise<boolean> {
  return hasConnectedLink(db, pair);
}

const sideOf = (row: LinkRow, userId: string): LinkSide => (row.userId === userId ? 'client' : 'advisor');

/** Accept, decline or disconnect: decided by the domain's transitions; a link you are not a party to is not found. */
export async function changeConnection(deps: ConnectionDeps, actor: Actor, id: string, action: LinkAction): Promise<TConnectionResponse> {
  const party = requireConnectionParty(actor, 'client', 'advisor');
  const row = await findLinkOfParty(deps.db, { id, partyId: party.userId });
  if (!row) throw notFound(CONNECTION_MESSAGES.notFound);
  const side = sideOf(row, party.userId);
  const next = nextLinkStatus(row, action, side);
  if ('refused' in next) throw new AppError('CONFLICT', TRANSITION_MESSAGES[next.refused]);
  const now = deps.now();
  const changes =
    next.status === 'connected'
      ? { status: next.status, acceptedAt: now, acceptedFrom: acceptedFromOf(deps.productName) }
      : { status: next.status, endedAt: now, endedBy: party.userId };
  const updated = await commitWithEvents(deps.db, async (tx, events) => {
    const changed = await updateLinkIfStatus(tx, { id: row.id, status: row.status }, changes);
    if (!changed) return null;
    if (changed.status === 'connected') await setPlanFree(tx, changed.userId);
    // Connected or no longer connected: the advisor's connection charge (and a sponsored client's plan) follow.
    if (changed.status === 'connected' || row.status === 'connected')
      await queueConnectionBilling(tx, { advisorId: changed.advisorId, clientId: changed.userId, accepted: changed.status === 'connected' });
    await recordChange(events, { before: row, after: changed, by: side, at: now });
    return changed;
  });
  if (!updated) throw new AppError('CONFLICT', TRANSITION_MESSAGES.not_pending);
  return respond(updated);
}

/** What a change was, as an event: accepted (ConnectionAccepted), or ended by `by` (ConnectionEnded: declined, withdrawn, disconnected). */
async function recordChange(events: EventRecorder, { before, after, by, at }: { before: LinkRow; after: LinkRow; by: LinkSide; at: Date }): Promise<void> {
  const pair = { connectionId: after.id, clientId: after.userId, advisorId: after.advisorId };
  if (after.status === 'connected') {
    await events.record({ type: 'ConnectionAccepted', ...pair, requestedBy: after.requestedBy }, at);
    return;
  }
  if ((before.status !== 'pending' && before.status !== 'connected') || (after.status !== 'declined' && after.status !== 'disconnected')) return;
  await events.record({ type: 'ConnectionEnded', ...pair, endedBy: by, previousStatus: before.status, status: after.status }, at);
}

/** The client's share switches: only the client of a live link changes them, and the next read obeys; a switch turned on grants the advisor's asks for it. */
export async function updateShare(deps: ConnectionDeps, actor: Actor, id: string, input: TShareUpdate): Promise<TConnectionResponse> {
  const client = requireConnectionParty(actor, 'client');
  const row = await findLinkOfParty(deps.db, { id, partyId: client.userId });
  if (!row || row.userId !== client.userId) throw notFound(CONNECTION_MESSAGES.notFound);
  if (row.status !== 'pending' && row.status !== 'connected') throw new AppError('CONFLICT', TRANSITION_MESSAGES.not_live);
  const share = settleShare(input, row.shareAll);
  const now = deps.now();
  const updated = await commitWithEvents(deps.db, async (tx, events) => {
    const changed = await updateLinkIfStatus(
      tx,
      { id: row.id, status: row.status },
      { shareAll: share.all, shareNetWorth: share.netWorth, shareCashFlow: share.cashFlow, shareRetirementScore: share.retirementScore },
    );
    if (changed) {
      const before = { netWorth: row.shareNetWorth, cashFlow: row.shareCashFlow, retirementScore: row.shareRetirementScore };
      await grantAsksForSwitches(tx, events, { link: changed, before, at: now });
    }
    return changed;
  });
  if (!updated) throw new AppError('CONFLICT', TRANSITION_MESSAGES.not_live);
  return respond(updated);
}

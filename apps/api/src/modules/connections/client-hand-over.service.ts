import { randomUUID } from 'node:crypto';
import type { TClientsHandOverResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { acceptedFromOf } from '@finboard/domain';
import { PORTABILITY_MESSAGES } from '@finboard/domain/portability';
import type { Actor } from '../../access/actor';
import { requireConnectionParty } from '../../access/connection-access';
import { notFound } from '../../errors/app-error';
import { commitWithEvents, type EventRecorder } from '../../events/commit-with-events';
import { queueConnectionBilling } from '../billing/connection-usage.job';
import { type FirmAdvisor, findFirmAdvisors, lockConnectedLinksOfAdvisor } from './client-hand-over.repository';
import { findLiveLink, insertLink, type LinkRow, updateLinkIfStatus } from './connections.repository';
import type { ConnectionDeps } from './connections.service';

const nameOf = (advisor: FirmAdvisor) => `${advisor.firstName} ${advisor.lastName}`.trim() || advisor.email;

/** The firm's other advisors by id and name: who an advisor may hand its clients to (empty outside a firm). */
export async function findHandOverTargets(db: Db, advisorId: string): Promise<{ id: string; name: string }[]> {
  return (await findFirmAdvisors(db, advisorId)).map((advisor) => ({ id: advisor.id, name: nameOf(advisor) }));
}

/** Ends one connected link as its advisor's disconnect would: the client hears `disconnect`, the advisor's count follows. */
async function endLink(tx: Db, events: EventRecorder, link: LinkRow, by: string, at: Date): Promise<void> {
  const ended = await updateLinkIfStatus(tx, { id: link.id, status: 'connected' }, { status: 'disconnected', endedAt: at, endedBy: by });
  if (!ended) return;
  await queueConnectionBilling(tx, { advisorId: link.advisorId, clientId: link.userId, accepted: false });
  await events.record(
    {
      type: 'ConnectionEnded',
      connectionId: link.id,
      clientId: link.userId,
      advisorId: link.advisorId,
      endedBy: 'advisor',
      previousStatus: 'connected',
      status: 'disconnected',
    },
    at,
  );
}

/**
 * The client, connected to `toAdvisorId` with the share switches they gave the advisor leaving: a
 * connection already there stays as it is, a pending request is accepted, otherwise a new connected
 * link is made. The new advisor hears `connection`. The count is recounted without ending the client's
 * own plan: the client accepted nothing (a sponsored client stays sponsored by the firm).
 */
async function connectTo(tx: Db, events: EventRecorder, link: LinkRow, toAdvisorId: string, acceptedFrom: string, at: Date): Promise<void> {
  const existing = await findLiveLink(tx, { clientId: link.userId, advisorId: toAdvisorId });
  if (existing?.status === 'connected') return;
  const connected = existing
    ? await updateLinkIfStatus(tx, { id: existing.id, status: 'pending' }, { status: 'connected', acceptedAt: at, acceptedFrom })
    : await insertLink(tx, {
        id: randomUUID(),
        userId: link.userId,
        advisorId: toAdvisorId,
        status: 'connected',
        requestedBy: 'advisor',
        source: link.source,
        zipCode: link.zipCode,
        shareAll: link.shareAll,
        shareNetWorth: link.shareNetWorth,
        shareCashFlow: link.shareCashFlow,
        shareRetirementScore: link.shareRetirementScore,
        requestedAt: at,
        acceptedAt: at,
        acceptedFrom,
      });
  if (!connected) return;
  await queueConnectionBilling(tx, { advisorId: toAdvisorId, clientId: link.userId, accepted: false });
  await events.record(
    { type: 'ConnectionAccepted', connectionId: connected.id, clientId: connected.userId, advisorId: toAdvisorId, requestedBy: 'advisor' },
    at,
  );
}

/**
 * An advisor hands every connected client to another advisor of its firm (before deleting its
 * account, or leaving the firm): each client is connected to that advisor and disconnected from this
 * one, in one transaction. An advisor outside the firm is NOT_FOUND.
 */
export async function handOverClients(deps: ConnectionDeps, actor: Actor, toAdvisorId: string): Promise<TClientsHandOverResponse> {
  const advisor = requireConnectionParty(actor, 'advisor');
  const at = deps.now();
  return commitWithEvents(deps.db, async (tx, events) => {
    const target = (await findFirmAdvisors(tx, advisor.userId)).find((candidate) => candidate.id === toAdvisorId);
    if (!target) throw notFound(PORTABILITY_MESSAGES.handOverTargetNotFound);
    const links = await lockConnectedLinksOfAdvisor(tx, advisor.userId);
    for (const link of links) {
      await connectTo(tx, events, link, target.id, acceptedFromOf(deps.productName), at);
      await endLink(tx, events, link, advisor.userId, at);
    }
    return { clients: links.length, toAdvisor: { id: target.id, name: nameOf(target) } };
  });
}

/** An advisor disconnects every connected client at once, as one Disconnect each would. */
export async function disconnectAllClients(deps: ConnectionDeps, actor: Actor): Promise<TClientsHandOverResponse> {
  const advisor = requireConnectionParty(actor, 'advisor');
  const at = deps.now();
  return commitWithEvents(deps.db, async (tx, events) => {
    const links = await lockConnectedLinksOfAdvisor(tx, advisor.userId);
    for (const link of links) await endLink(tx, events, link, advisor.userId, at);
    return { clients: links.length, toAdvisor: null };
  });
}

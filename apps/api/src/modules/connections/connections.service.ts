import { randomUUID } from 'node:crypto';
import type { TConnectionRequest, TConnectionResponse, TShareUpdate } from '@finboard/contracts';
import type { Db } from '@finboard/db';
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
import { toConnection } from './connection-mapper';
import { findLinkOfParty, findLiveLink, findUserRoleAndId, insertLink, type LinkRow, setPlanFree, updateLinkIfStatus } from './connections.repository';

export interface ConnectionDeps {
  db: Db;
  productName: string;
  now: () => Date;
}

const respond = (row: LinkRow): TConnectionResponse => ({ connection: toConnection(row) });

/** A client asks an advisor to connect: a pending link with the client's chosen share switches. */
export async function requestConnection(deps: ConnectionDeps, actor: Actor | null, input: TConnectionRequest): Promise<TConnectionResponse> {
  const client = requireConnectionParty(actor, 'client');
  const advisor = await findUserRoleAndId(deps.db, input.advisorId);
  if (!advisor || advisor.role !== 'advisor') throw validationError(CONNECTION_MESSAGES.notAnAdvisor, 'advisorId');
  const live = await findLiveLink(deps.db, { clientId: client.userId, advisorId: advisor.id });
  const refusal = requestRefusal(live?.status ?? null);
  if (refusal) throw new AppError('CONFLICT', CONNECTION_MESSAGES[refusal]);
  const share = input.share ? settleShare(input.share) : SHARE_ALL;
  const row = await insertLink(deps.db, {
    id: randomUUID(),
    userId: client.userId,
    advisorId: advisor.id,
    status: 'pending',
    requestedBy: 'client',
    source: input.source ?? 'Directory',
    zipCode: input.zipCode ?? null,
    shareAll: share.all,
    shareNetWorth: share.netWorth,
    shareCashFlow: share.cashFlow,
    shareRetirementScore: share.retirementScore,
    requestedAt: deps.now(),
  }).catch((error: unknown) => {
    // Two requests at once: the live-pair unique index lets one through.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CONNECTION_MESSAGES.alreadyPending);
    throw error;
  });
  return respond(row);
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505';
}

const sideOf = (row: LinkRow, userId: string): LinkSide => (row.userId === userId ? 'client' : 'advisor');

/** Accept, decline or disconnect: decided by the domain's transitions; a link you are not a party to is not found. */
export async function changeConnection(deps: ConnectionDeps, actor: Actor | null, id: string, action: LinkAction): Promise<TConnectionResponse> {
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
  const updated = await updateLinkIfStatus(deps.db, { id: row.id, status: row.status }, changes);
  if (!updated) throw new AppError('CONFLICT', TRANSITION_MESSAGES.not_pending);
  if (updated.status === 'connected') await setPlanFree(deps.db, updated.userId);
  return respond(updated);
}

/** The client's share switches: only the client of a live link changes them, and the next read obeys. */
export async function updateShare(deps: ConnectionDeps, actor: Actor | null, id: string, input: TShareUpdate): Promise<TConnectionResponse> {
  const client = requireConnectionParty(actor, 'client');
  const row = await findLinkOfParty(deps.db, { id, partyId: client.userId });
  if (!row || row.userId !== client.userId) throw notFound(CONNECTION_MESSAGES.notFound);
  if (row.status !== 'pending' && row.status !== 'connected') throw new AppError('CONFLICT', TRANSITION_MESSAGES.not_live);
  const share = settleShare(input, row.shareAll);
  const updated = await updateLinkIfStatus(
    deps.db,
    { id: row.id, status: row.status },
    { shareAll: share.all, shareNetWorth: share.netWorth, shareCashFlow: share.cashFlow, shareRetirementScore: share.retirementScore },
  );
  if (!updated) throw new AppError('CONFLICT', TRANSITION_MESSAGES.not_live);
  return respond(updated);
}

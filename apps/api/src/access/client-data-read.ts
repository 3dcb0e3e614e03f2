import type { Db } from '@finboard/db';
import { type ClientDataScope, NO_ACCESS_TO_FEATURE, refusalOf, SHARE_SWITCH_OF_SCOPE } from '@finboard/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors/app-error';
import type { Actor } from './actor';
import { advisorViewAuditOf } from './advisor-view-audit';
import { advisorLinkRefusalFor, requireVerified } from './client-data-access';
import { findGrantAndAdvisorBilling } from './grants.repository';

const DECIDED = Symbol('client data read decided by access/');

/**
 * One request's decision about a client's data, made once (by the route's policy, before the
 * handler runs) and handed to the services that read: who reads, whose data, and which parts.
 * Only this module makes one, so a service that takes it reads nothing nobody decided on, and asks
 * the grants nothing again. An advisor's read of each part is audited as a service reads it.
 */
export interface ClientDataRead {
  readonly actor: Actor;
  /** Whose data: the actor's own, or the connected client's asked for with ?userId=. */
  readonly ownerId: string;
  /** The parts readable: all of one's own; of a client's, those its share switches open. */
  readonly scopes: ReadonlySet<ClientDataScope>;
  readonly [DECIDED]: { record: (scope: ClientDataScope) => void };
}

const ALL_SCOPES = Object.keys(SHARE_SWITCH_OF_SCOPE) as ClientDataScope[];

/** One's own data, every part: a read after one's own write, or a job acting for its owner. */
export function ownDataRead(actor: Actor | null): ClientDataRead {
  const owner = requireVerified(actor);
  return { actor: owner, ownerId: owner.userId, scopes: new Set(ALL_SCOPES), [DECIDED]: { record: () => undefined } };
}

/**
 * Whose data a read is for. Every client-data endpoint takes an optional userId: the caller's own
 * data without it, or a client's data read-only for an advisor connected to that client whose
 * client shares `scope` (spec 01 §6). The grant is read on every request, never cached, so a
 * disconnect or a switch turned off is obeyed by the very next read. Refused reads throw the
 * scope's refusal.
 */
export async function decideClientDataRead(db: Db, actor: Actor | null, requestedUserId: string | undefined, scope: ClientDataScope): Promise<ClientDataRead> {
  const viewer = requireVerified(actor);
  if (!requestedUserId || requestedUserId === viewer.userId) return ownDataRead(viewer);
  if (viewer.role !== 'advisor') throw forbidden(refusalOf(scope));
  const found = await findGrantAndAdvisorBilling(db, { clientId: requestedUserId, advisorId: viewer.userId });
  const shared = ALL_SCOPES.filter((each) => {
    const needed = SHARE_SWITCH_OF_SCOPE[each];
    return found !== null && (needed === null || found.grant[needed]);
  });
  if (!found || !shared.includes(scope)) throw forbidden(refusalOf(scope));
  // Spec 01 §4 'advisor link active': a paid plan whose subscription lapsed reads nothing until billing is put right.
  const refusal = advisorLinkRefusalFor(found.billing);
  if (refusal) throw forbidden(refusal);
  const record = (read: ClientDataScope) =>
    advisorViewAuditOf(db).record({ advisorId: viewer.userId, clientId: requestedUserId, scope: read, viewedAt: new Date() });
  return { actor: viewer, ownerId: requestedUserId, scopes: new Set(shared), [DECIDED]: { record } };
}

/**
 * The owner whose `scope` a service reads under a decision: refused (the scope's text) when the
 * decision does not open it, and an advisor's read audited. No database call.
 */
export function readOwnerFor(read: ClientDataRead, scope: ClientDataScope): string {
  if (!read.scopes.has(scope)) throw forbidden(refusalOf(scope));
  if (read.ownerId !== read.actor.userId) read[DECIDED].record(scope);
  return read.ownerId;
}

/**
 * A report's owner (spec 02 §6): a client's own, or, for an advisor, a connected client chosen with
 * ?userId= whose switch for `scope` is on. An advisor without a client, an admin, or anyone else:
 * 'you don't have access to this feature'.
 */
export function reportOwnerFor(read: ClientDataRead, scope: ClientDataScope): string {
  const isClient = read.actor.role === 'client';
  const isAdvisorWithClient = read.actor.role === 'advisor' && read.ownerId !== read.actor.userId;
  if (!isClient && !isAdvisorWithClient) throw forbidden(NO_ACCESS_TO_FEATURE);
  return readOwnerFor(read, scope);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access policy of a client-data read route (server/plugins/access-policy.ts). */
    clientDataRead?: ClientDataRead;
  }
}

/** The decision a client-data read route's policy made for this request. */
export function decidedRead(request: FastifyRequest): ClientDataRead {
  // A route that reads client data without such a policy is a programming error, caught by the route tests.
  if (!request.clientDataRead) throw new Error(`${request.method} ${request.url} reads client data but its policy decided no client-data read`);
  return request.clientDataRead;
}

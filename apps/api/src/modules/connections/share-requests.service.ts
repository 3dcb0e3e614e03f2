import { randomUUID } from 'node:crypto';
import type { TShareRequestCreate, TShareRequestListResponse, TShareRequestResponse } from '@finboard/contracts';
import { isPartShared, SHARE_REQUEST_MESSAGES, SHARE_SWITCHES, shareAskRefusal, shareAskRefusalMessage, type ShareSwitch } from '@finboard/domain';
import type { Actor } from '../../access/actor';
import { advisorIdsReadBy } from '../../access/advisor-client-reads';
import { requireConnectionParty } from '../../access/connection-access';
import { AppError, forbidden, notFound } from '../../errors/app-error';
import { commitWithEvents, type EventRecorder } from '../../events/commit-with-events';
import { findScenarioShareFacts, isOwnRetirementPlan, sharesRetirementPlanWith } from '../scenarios/scenario-sharing.service';
import type { ConnectionDeps } from './connections.service';
import { findLiveLink, type LinkRow } from './connections.repository';
import { toShareRequest } from './share-request-mapper';
import {
  answerAskIfPending,
  findAskHistory,
  findAskToClient,
  findLatestAsksOf,
  findPendingAsksTo,
  grantPendingScenarioAsk,
  grantPendingSwitchAsks,
  insertShareRequest,
} from './share-requests.repository';
import { isUniqueViolation } from './unique-violation';

const CLIENT_NOT_FOUND = 'Client not found';

const shareOf = (link: LinkRow) => ({
  all: link.shareAll,
  netWorth: link.shareNetWorth,
  cashFlow: link.shareCashFlow,
  retirementScore: link.shareRetirementScore,
});

/**
 * The asking advisor's own connected link to the client. A sub-advisor who sees the client only
 * through the primary's 'Primary Advisor Clients' reads them read-only and asks nothing (403: the
 * client is the primary's to ask); anyone else, or a forged id, is not found.
 */
async function requireOwnConnection(deps: ConnectionDeps, advisorId: string, clientId: string): Promise<LinkRow> {
  const link = await findLiveLink(deps.db, { clientId, advisorId });
  if (link?.status === 'connected') return link;
  const [, primaryId] = await advisorIdsReadBy(deps.db, advisorId);
  if (primaryId && (await findLiveLink(deps.db, { clientId, advisorId: primaryId }))?.status === 'connected')
    throw forbidden(SHARE_REQUEST_MESSAGES.subAdvisor);
  throw notFound(CLIENT_NOT_FOUND);
}

/**
 * Whether the scenario asked for is shared with the advisor already (one that is not the client's is
 * not found); for a plan of the client's choice (no scenario named), whether any retirement plan is.
 */
async function isScenarioShared(deps: ConnectionDeps, { clientId, advisorId, scenarioId }: { clientId: string; advisorId: string; scenarioId: string | null }) {
  if (scenarioId === null) return sharesRetirementPlanWith(deps.db, { ownerId: clientId, advisorId });
  const facts = await findScenarioShareFacts(deps.db, { ownerId: clientId, scenarioId, advisorId });
  if (!facts) throw notFound('Scenario not found');
  return facts.sharedWithAdvisor;
}

/** A connected advisor asks the client to share a part: refused while shared, asked, or declined under 30 days ago (the domain's rule). */
export async function askToShare(deps: ConnectionDeps, actor: Actor, input: TShareRequestCreate): Promise<TShareRequestResponse> {
  const advisor = requireConnectionParty(actor, 'advisor');
  const link = await requireOwnConnection(deps, advisor.userId, input.clientId);
  const ask = { advisorId: advisor.userId, clientId: input.clientId, part: input.part, scenarioId: input.scenarioId ?? null };
  // A plan of the client's choice shows only under the Retirement Score switch: that is asked for first.
  if (ask.part === 'scenario' && ask.scenarioId === null && !link.shareRetirementScore)
    throw new AppError('CONFLICT', SHARE_REQUEST_MESSAGES.retirementScoreFirst);
  const scenarioShared = ask.part === 'scenario' && (await isScenarioShared(deps, ask));
  const now = deps.now();
  const refusal = shareAskRefusal({ shared: isPartShared(ask.part, shareOf(link), scenarioShared), ...(await findAskHistory(deps.db, ask)), now });
  if (refusal) throw new AppError('CONFLICT', shareAskRefusalMessage(refusal, ask.part));
  const row = await commitWithEvents(deps.db, async (tx, events) => {
    const inserted = await insertShareRequest(tx, { id: randomUUID(), userId: ask.clientId, ...ask, state: 'pending', askedAt: now });
    await events.record({ type: 'ShareRequested', shareRequestId: inserted.id, ...ask }, now);
    return inserted;
  }).catch((error: unknown) => {
    // Two asks at once: the pending index lets one through.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', shareAskRefusalMessage({ reason: 'pending' }, ask.part));
    throw error;
  });
  return { shareRequest: toShareRequest(row) };
}

/** The advisor's latest ask of a connected client for each part: what the client's page says beside a locked part. */
export async function listAsksOfClient(deps: ConnectionDeps, actor: Actor, clientId: string): Promise<TShareRequestListResponse> {
  const advisor = requireConnectionParty(actor, 'advisor');
  await requireOwnConnection(deps, advisor.userId, clientId);
  return { shareRequests: (await findLatestAsksOf(deps.db, { advisorId: advisor.userId, clientId })).map(toShareRequest) };
}

/** The asks waiting for the client's answer (the share switches mark them, each with a Decline). */
export async function listAsksToMe(deps: ConnectionDeps, actor: Actor): Promise<TShareRequestListResponse> {
  const client = requireConnectionParty(actor, 'client');
  return { shareRequests: (await findPendingAsksTo(deps.db, client.userId)).map(toShareRequest) };
}

/** The client says no to an ask (the advisor is told); another client's ask is not found, an answered one a conflict. */
export async function declineAsk(deps: ConnectionDeps, actor: Actor, id: string): Promise<TShareRequestResponse> {
  const client = requireConnectionParty(actor, 'client');
  const row = await findAskToClient(deps.db, { id, clientId: client.userId });
  if (!row) throw notFound(SHARE_REQUEST_MESSAGES.notFound);
  const now = deps.now();
  const declined = await commitWithEvents(deps.db, async (tx, events) => {
    const answered = await answerAskIfPending(tx, { id: row.id, state: 'declined', at: now });
    if (answered) await events.record({ type: 'ShareRequestAnswered', ...answerOf(answered), answer: 'declined' }, now);
    return answered;
  });
  if (!declined) throw new AppError('CONFLICT', SHARE_REQUEST_MESSAGES.notPending);
  return { shareRequest: toShareRequest(declined) };
}

const answerOf = (row: { id: string; userId: string; advisorId: string; part: TShareRequestCreate['part'] }) => ({
  shareRequestId: row.id,
  clientId: row.userId,
  advisorId: row.advisorId,
  part: row.part,
});

/**
 * In the transaction of a switch change: the pending asks for the switches it turned on are
 * granted, each an event the advisor hears of. Asks are connections' own rows, so this is the
 * change's own follow-up, not a reaction.
 */
export async function grantAsksForSwitches(
  tx: ConnectionDeps['db'],
  events: EventRecorder,
  { link, before, at }: { link: LinkRow; before: Record<ShareSwitch, boolean>; at: Date },
): Promise<void> {
  const turnedOn = SHARE_SWITCHES.filter((part) => !before[part] && shareOf(link)[part]);
  const granted = await grantPendingSwitchAsks(tx, { advisorId: link.advisorId, clientId: link.userId, parts: turnedOn, at });
  for (const row of granted) await events.record({ type: 'ShareRequestAnswered', ...answerOf(row), answer: 'granted' }, at);
}

/**
 * A reaction to ScenarioShared: the pending ask for that scenario is granted, and an ask for a plan
 * of the client's choice when it is a retirement plan (the advisor already hears of the share itself,
 * scenario_share). Idempotent: only a pending ask changes.
 */
export async function grantScenarioAsk(tx: ConnectionDeps['db'], event: { scenarioId: string; ownerId: string; advisorId: string }, at: Date): Promise<void> {
  const parties = { advisorId: event.advisorId, clientId: event.ownerId, at };
  await grantPendingScenarioAsk(tx, { ...parties, scenarioId: event.scenarioId });
  if (await isOwnRetirementPlan(tx, { ownerId: event.ownerId, scenarioId: event.scenarioId }))
    await grantPendingScenarioAsk(tx, { ...parties, scenarioId: null });
}

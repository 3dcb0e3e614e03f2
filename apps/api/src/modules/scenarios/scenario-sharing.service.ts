import type { TScenarioResponse, TScenarioSharesResponse } from '@finboard/contracts';
import type { ClientDataWrite } from '../../access/client-data-write';
import { requireConnectedAdvisorToShareWith } from '../../access/scenario-access';
import { notFound, validationError } from '../../errors/app-error';
import { commitWithEvents } from '../../events/commit-with-events';
import { fileUrl } from '../profile/profile-mapper';
import type { ScenarioDeps } from './scenario-computation.service';
import { CHANGE_REFUSED, loadWritable, ownScenarioResponse, SCENARIO_NOT_FOUND } from './scenario-lookup.service';
import { deleteShare, findConnectedAdvisors, findShares, insertShare } from './scenario-shares.repository';
import { findOwnScenario, findScenarios, isRetirementPlan } from './scenarios.repository';

export const PUBLIC_SHARE_MESSAGE = 'A public scenario is shared with everyone: make it private to choose advisors.';

/** The Sharing tab: the client's connected advisors, each with whether this scenario is shared with them. */
export async function listScenarioShares(deps: ScenarioDeps, write: ClientDataWrite, id: string): Promise<TScenarioSharesResponse> {
  const ownerId = write.ownerId;
  const row = await findOwnScenario(deps.db, { ownerId, id });
  if (!row) throw notFound(SCENARIO_NOT_FOUND);
  const [advisors, shares] = await Promise.all([findConnectedAdvisors(deps.db, { ownerId }), findShares(deps.db, { ownerId, scenarioId: id })]);
  const shared = new Set(shares.map((share) => share.advisorId));
  return {
    isPublic: row.isPublic,
    advisors: advisors.map((advisor) => ({
      advisorId: advisor.advisorId,
      firstName: advisor.firstName,
      lastName: advisor.lastName,
      photoUrl: fileUrl(advisor.photoFileId),
      isShared: shared.has(advisor.advisorId),
    })),
  };
}

/** giveScenarioAccessToAdvisor: only to a connected advisor, and not while the scenario is public (advisor selection is disabled). */
export async function shareScenario(deps: ScenarioDeps, write: ClientDataWrite, id: string, advisorId: string): Promise<TScenarioResponse> {
  const { ownerId, row, sharedWith } = await loadWritable(deps, write, id, CHANGE_REFUSED);
  if (row.isPublic) throw validationError(PUBLIC_SHARE_MESSAGE, 'advisorId');
  await requireConnectedAdvisorToShareWith(deps.db, ownerId, advisorId);
  await commitWithEvents(deps.db, async (tx, events) => {
    // Only a new share is an event (the advisor is told): sharing again what is already shared changes nothing.
    if (!(await insertShare(tx, { ownerId, scenarioId: id, advisorId }))) return;
    await events.record({ type: 'ScenarioShared', scenarioId: id, ownerId, advisorId });
  });
  return ownScenarioResponse(row, [...new Set([...sharedWith, advisorId])]);
}

/** removeScenarioAccessFromAdvisor: always allowed to the owner (also for an advisor no longer connected). */
export async function unshareScenario(deps: ScenarioDeps, write: ClientDataWrite, id: string, advisorId: string): Promise<TScenarioResponse> {
  const { ownerId, row, sharedWith } = await loadWritable(deps, write, id, CHANGE_REFUSED);
  await deleteShare(deps.db, { ownerId, scenarioId: id, advisorId });
  return ownScenarioResponse(
    row,
    sharedWith.filter((shared) => shared !== advisorId),
  );
}

/**
 * What an advisor's ask for a scenario needs to know (connections' share requests): whether the
 * client owns a live scenario of this id (else null, so a forged id is not found), and whether it is
 * shared with this advisor already.
 */
/** Whether the client shares at least one retirement plan with the advisor: what My Plan shows them. */
export async function sharesRetirementPlanWith(db: ScenarioDeps['db'], { ownerId, advisorId }: { ownerId: string; advisorId: string }): Promise<boolean> {
  const [plans, shares] = await Promise.all([findScenarios(db, { ownerId, retirementPlansOnly: true }), findShares(db, { ownerId })]);
  const planIds = new Set(plans.map((row) => row.id));
  return shares.some((share) => share.advisorId === advisorId && planIds.has(share.scenarioId));
}

/** Whether the owner's scenario is a retirement plan (My Plan's kind). */
export async function isOwnRetirementPlan(db: ScenarioDeps['db'], { ownerId, scenarioId }: { ownerId: string; scenarioId: string }): Promise<boolean> {
  const row = await findOwnScenario(db, { ownerId, id: scenarioId });
  return row !== null && isRetirementPlan(row);
}

export async function findScenarioShareFacts(
  db: ScenarioDeps['db'],
  { ownerId, scenarioId, advisorId }: { ownerId: string; scenarioId: string; advisorId: string },
): Promise<{ sharedWithAdvisor: boolean } | null> {
  const row = await findOwnScenario(db, { ownerId, id: scenarioId });
  if (!row) return null;
  const shares = await findShares(db, { ownerId, scenarioId });
  return { sharedWithAdvisor: shares.some((share) => share.advisorId === advisorId) };
}

import type { TMyPlanQuery, TMyPlanResponse, TSetActiveScenarioRequest } from '@finboard/contracts';
import type { ClientDataWrite } from '../../access/client-data-write';
import { type ClientDataRead, ownDataRead, readOwnerFor } from '../../access/client-data-read';
import { canSeeScenarioResults, findConnectedAdvisorIdsFor } from '../../access/scenario-access';
import { notFound, validationError } from '../../errors/app-error';
import { refreshIfStale, type ScenarioDeps } from './scenario-computation.service';
import { SCENARIO_NOT_FOUND, viewOf } from './scenario-lookup.service';
import { toScenario, toScenarioSummary } from './scenario-mapper';
import { findShares } from './scenario-shares.repository';
import { findOwnScenario, findScenarios, isRetirementPlan } from './scenarios.repository';
import { findActiveScenarioId, upsertActiveScenarioId } from './user-settings.repository';

export const NOT_A_RETIREMENT_PLAN = 'Only a retirement plan (Monte Carlo) can be shown on My Plan.';

/**
 * My Plan: the retirement plans (retire + monteCarlo, newest lastUpdated first) and the one shown,
 * chosen by activeScenarioId, then the id query, then the first plan. An advisor, who cannot change
 * the client's setting, gets the id query first; and sees only the plans shared with them.
 */
export async function getMyPlan(deps: ScenarioDeps, read: ClientDataRead, query: TMyPlanQuery): Promise<TMyPlanResponse> {
  const ownerId = readOwnerFor(read, 'scenarios');
  const viewer = read.actor;
  const isOwner = viewer.userId === ownerId;
  const [rows, shares, activeScenarioId] = await Promise.all([
    findScenarios(deps.db, { ownerId, retirementPlansOnly: true }),
    findShares(deps.db, { ownerId }),
    findActiveScenarioId(deps.db, { ownerId }),
  ]);
  const connectedAdvisorIds = await findConnectedAdvisorIdsFor(deps.db, viewer, ownerId);
  const plans = rows.flatMap((row) => {
    const sharedWith = shares.filter((share) => share.scenarioId === row.id).map((share) => share.advisorId);
    const facts = { ownerId, isPublic: row.isPublic, sharedWith, connectedAdvisorIds };
    return canSeeScenarioResults(viewer, facts) ? [{ row, view: viewOf(viewer, facts) }] : [];
  });
  const preference = isOwner ? [activeScenarioId, query.id] : [query.id, activeScenarioId];
  const chosen = preference.map((id) => plans.find((plan) => plan.row.id === id)).find(Boolean) ?? plans[0];
  const activeRow = chosen ? await refreshIfStale(deps, chosen.row, isOwner) : null;
  return {
    scenarios: plans.map(({ row, view }) => toScenarioSummary(row.id === activeRow?.id ? activeRow : row, view)),
    active: chosen && activeRow ? toScenario(activeRow, chosen.view) : null,
    activeScenarioId,
  };
}

/** The Scenario Name dropdown: stores activeScenarioId (null forgets it). */
export async function setActiveScenario(deps: ScenarioDeps, write: ClientDataWrite, input: TSetActiveScenarioRequest): Promise<TMyPlanResponse> {
  const ownerId = write.ownerId;
  if (input.scenarioId !== null) {
    const row = await findOwnScenario(deps.db, { ownerId, id: input.scenarioId });
    if (!row) throw notFound(SCENARIO_NOT_FOUND);
    if (!isRetirementPlan(row)) throw validationError(NOT_A_RETIREMENT_PLAN, 'scenarioId');
  }
  await upsertActiveScenarioId(deps.db, ownerId, input.scenarioId);
  return getMyPlan(deps, ownDataRead(write.actor), {});
}
